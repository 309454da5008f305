/**
 * The Chinese /services/home-care-singapore page ("Home Assisted Care"), section for section as
 * the English module: 7 service cards, 3 steps to get started, 5 questions and 1 testimonial.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation } from "~/content/zh/services/actions";

// Sources, as for the English page: the spec gives everything here except one fact, that the
// Agency for Integrated Care (AIC, aic.sg) points families to care services and to government
// schemes that help with costs (the fees answer). No fees are shown (docs/product.md, section 9).
// The 24-hour reply is the spec's reply time for tour requests.
export const homeCareSingapore: ServicePage = {
  slug: "home-care-singapore",
  name: "居家看护",
  meta: {
    title: "新加坡居家看护服务",
    description: "受过培训的护理员上门，协助您的家人打理日常生活、准备餐食、提醒服药，也陪伴他们。欢迎先预约免费护理咨询。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "居家护理服务",
    title: "新加坡居家看护服务",
    intro: [
      "在家就能得到帮助，让您的家人继续住在自己熟悉、安心的地方。",
      "受过培训的护理员会上门，帮忙做那些如今变得吃力的日常事务。我们配合您家人的步调，按照他们平时的作息来照顾。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，无需承诺", "时间灵活，每周几个小时也可以", "和您及您的家人一起制定护理计划"],
  },
  sections: [
    {
      kind: "prose",
      id: "about-home-care",
      title: "什么是居家看护？",
      paragraphs: [
        "居家看护，就是在您家人自己的家里，为日常生活提供实际的帮助。护理员会在您选定的日子和时间上门。",
        "它适合想继续住在家里、但有些事需要别人帮一把的乐龄人士。对于要上班、住得远，或只是需要喘口气的家人，也是一种帮助。",
      ],
    },
    {
      kind: "cards",
      id: "services",
      title: "我们在家里可以帮什么忙",
      intro: "每个人的护理计划都不一样。请选择您家人需要的帮助，随时都可以更改。",
      columns: 3,
      cards: [
        {
          icon: "hand-heart",
          title: "个人护理",
          description: "轻柔地协助洗澡、穿衣、梳洗和如厕，尊重他们的隐私和尊严。",
        },
        {
          icon: "utensils",
          title: "餐食与用餐",
          description: "烹煮简单的家常菜，合您家人的口味，也符合医生建议的饮食要求；有需要时，也在饭桌旁协助用餐。",
        },
        {
          icon: "pill",
          title: "提醒服药",
          description: "按照医生的处方，提醒您的家人按时服药。如果发现有什么不对劲，我们会告诉家属。",
        },
        {
          icon: "home",
          title: "简单家务",
          description: "收拾整理、洗衣服、换床单，保持走道畅通，让家里干净又安全。",
        },
        {
          icon: "accessibility",
          title: "安全走动",
          description: "走路、上下床、坐下或从椅子上起身时，有人稳稳地扶着；也协助做医生或治疗师建议的运动。",
        },
        {
          icon: "smile",
          title: "陪伴与活动",
          description: "聊天、听音乐、玩游戏、一起看报纸，或到楼下散散步。一起度过的时光，让每天都多一点阳光。",
        },
        {
          icon: "calendar",
          title: "办事与赴约",
          description: "帮忙买菜、办事，并协助按时赴约，事后向家属汇报情况。",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "如何开始",
      intro: "只要三个简单步骤，每一步都有我们引导。",
      steps: [
        {
          title: "和我们谈谈",
          description: "打电话、发 WhatsApp 信息给我们，或填写表格。告诉我们您家人的情况，以及您担心的事。咨询是免费的。",
        },
        {
          title: "一起制定护理计划",
          description: "我们和您及您的家人商定护理计划：需要哪些帮助、哪几天、什么时段，以及对他们最重要的事。",
        },
        {
          title: "开始护理，保持联系",
          description: "护理员开始上门。我们会定期和您联络，情况有变化时，随时调整计划。",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "家属常问的问题",
      items: [
        {
          question: "居家看护适合哪些人？",
          answer: "适合想继续住在家里、但日常生活需要一些帮助的乐龄人士。刚出院回家的人，以及上班时需要有人帮忙照顾家人的家庭，也很适合。",
        },
        {
          question: "可以预约多少个小时的护理？",
          answer: "时间很灵活。有些家庭每周只需要几个小时，有些则每天都需要帮忙。我们会和您商定时数，情况有变化时，您也可以随时调整。",
        },
        {
          question: "我的父母每次都会由同一位护理员照顾吗？",
          answer:
            "我们尽量为每个家庭安排同一位护理员，因为熟悉的面孔能让您的家人更安心。如果需要更换，我们会告诉您，并为您介绍新的护理员。",
        },
        {
          question: "护理员可以给药，或做护理工作吗？",
          answer:
            "我们的护理员会提醒您的家人服药。至于给药、护理伤口和检查生命体征等护理工作，则由持有执照的注册护士，通过我们的「护理程序」服务来进行。",
        },
        {
          question: "居家看护的费用是多少？",
          answer:
            // The AIC points families to care services and government financial schemes (aic.sg).
            "费用要看需要哪些帮助和多少个小时。在免费咨询时，我们会先把费用解释清楚，您再做决定。护联中心（AIC）也可以告诉您，有哪些政府援助计划能帮忙减轻费用。",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "L.K.",
          role: "客户的女儿",
          content: "妈妈想继续住在自己家里，现在她做到了。护理员帮她洗澡、准备午餐，还跟她聊从前的事。我上班时也不再那么担心了。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "和我们谈谈您的家人需要什么帮助",
    text: "请简单告诉我们您家人的情况。我们会在24小时内回复您，安排一次免费、无需承诺的咨询。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
};
