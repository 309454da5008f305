/**
 * The Chinese /services/respite-care page, section for section as the English module, with the
 * spec's fixed options (section 9): short-term care of 2-8 hours (blocks of at least 2 hours,
 * same-day care possible), overnight care of 8-12 hours and extended care of 1-7 days; 4 benefits,
 * 10 included services, 2 testimonials and 3 steps.
 */
import type { ServicePage } from "~/content/services/types";
import { callUs, chatOnWhatsApp } from "~/content/zh/services/actions";
// Sources, as for the English page: the Agency for Integrated Care (AIC) page "Getting Respite"
// (https://www.aic.sg/caregiving/Getting%20Respite) says caregivers need regular breaks so they
// can go on caring well.

export const respiteCare: ServicePage = {
  slug: "respite-care",
  name: "喘息服务",
  meta: {
    title: "新加坡喘息服务",
    description: "在新加坡提供短时、过夜或多日的居家喘息服务：由护理员照顾您的家人，让家人看护者可以好好休息。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    badge: "喘息服务",
    title: "为家人看护者提供的喘息服务",
    intro: [
      "照顾心爱的人很有意义，但也很累。喘息服务让您有机会歇一歇。",
      // AIC, "Getting Respite": caregivers who take regular breaks look after themselves and keep caring.
      "我们的护理员会到家里接手几个小时、一个晚上或几天。您可以休息、工作、旅行或照顾自己的健康，再精神饱满地回来。",
    ],
    actions: [{ kind: "consultation", label: "预约喘息服务" }, chatOnWhatsApp],
    points: ["从几个小时到几天都可以", "在家里照顾，环境熟悉", "免费咨询，无需承诺"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "喘息服务能怎样帮助您",
      intro: "短暂的休息能带来很大的改变，对您和您照顾的人都是如此。",
      columns: 4,
      cards: [
        {
          icon: "leaf",
          title: "休息的时间",
          description: "睡个觉、见见朋友，或者只是静静地坐一个下午。照顾好自己，才能照顾得更长久。",
        },
        {
          icon: "shield-check",
          title: "安全、稳定的照顾",
          description: "您的家人照常过日子，餐食、个人护理和提醒服药，都按他们喜欢的方式进行。",
        },
        {
          icon: "heart-handshake",
          title: "亲切的陪伴",
          description: "我们的护理员会陪他们聊天、玩游戏、散散步，让分开的时间过得愉快，而不孤单。",
        },
        {
          icon: "calendar",
          title: "生活忙碌时的帮手",
          description:
            "有约要赴时，可以订几个小时；有家庭活动时，可以订一个晚上；您出门旅行，或家里的外籍家政工（女佣）回国休假时，可以订几天。",
        },
      ],
    },
    {
      kind: "table",
      id: "options",
      title: "喘息服务的选择",
      intro: "请选择适合您安排的照顾时长。需要改变时，不同的选择也可以搭配使用。",
      caption: "喘息服务的选择：每种多长时间，包括哪些内容",
      columns: ["选择", "时长", "适合", "包括的内容"],
      rows: [
        ["短时看护", "2至8小时", "赴约、办事、上班，或休息几个小时", "每次至少2小时；可当天安排；白天提供餐食、个人护理和陪伴"],
        ["过夜看护", "8至12小时", "让您睡个好觉，或晚上外出", "协助准备上床；整夜协助如厕；早上平静地开始新的一天"],
        ["多日看护", "1至7天", "度假、出差、您自己住院，或外籍家政工回国休假", "在家日夜照顾；保持平常的作息；每天向家属汇报"],
      ],
      note: "能否当天安排，要看当时有哪些护理员有空，所以请尽早打电话给我们。",
    },
    {
      kind: "checklist",
      id: "included",
      title: "包括哪些服务",
      intro: "每次喘息服务，都围绕您的家人来安排。照顾内容可包括：",
      items: [
        "协助洗澡、穿衣和梳洗",
        "协助如厕和失禁护理",
        "准备餐食，协助进食",
        "提醒按时服药",
        "安全地协助走路和走动",
        "聊天、陪伴和喜爱的嗜好",
        "温和的运动和短距离散步",
        "简单的收拾和洗衣",
        "保持平常的日常作息",
        "每次探访后，向家属简单汇报",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "S.T.",
          role: "客户的女儿",
          content: "我已经好几个月没有一觉睡到天亮了。有过夜的护理员照顾妈妈，我终于能好好休息。",
          rating: 5,
          sample: true,
        },
        {
          name: "R.K.",
          role: "客户的儿子",
          content: "我们要出远门参加家人的婚礼，需要五天的照顾。护理员保持爸爸平常的作息，每天晚上都发信息给我们。",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "服务流程",
      steps: [
        {
          title: "告诉我们您的需要",
          description: "打电话或发 WhatsApp 信息给我们。我们会了解您家人的情况、作息，以及您需要帮忙的日期和时间。",
        },
        {
          title: "我们计划和配对",
          description: "我们和您商定一份简单的护理计划，并挑选适合您家人需要和性格的护理员。",
        },
        {
          title: "安心休息",
          description: "护理员会在约定的时间到达，按照计划照顾。您好好休息，我们会随时向您汇报。",
        },
      ],
    },
  ],
  cta: {
    title: "给自己放个假",
    text: "告诉我们您什么时候需要帮忙，我们会围绕您的家人和家庭来安排喘息服务。咨询是免费的。",
    actions: [{ kind: "consultation", label: "预约喘息服务" }, callUs],
  },
};
