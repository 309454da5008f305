/**
 * The Chinese /services/live-in-care page, section for section as the English module, with the
 * product's fixed times for the 24-hour day: morning 6:00 AM-12:00 PM, afternoon 12:00 PM-6:00 PM,
 * evening and night 6:00 PM-6:00 AM. Also 10 daily services, 4 specialised kinds of care (chronic
 * conditions, after hospital, palliative, dementia) and a 4-step process.
 */
import type { ServicePage } from "~/content/services/types";
import { callUs, chatOnWhatsApp } from "~/content/zh/services/actions";
// Sources, as for the English page: the WHO fact sheet "Noncommunicable diseases"
// (https://www.who.int/news-room/fact-sheets/detail/noncommunicable-diseases) treats diabetes,
// heart disease and chronic respiratory disease such as COPD as long-term conditions. Checked on
// 23 November 2026: it lists cardiovascular diseases, cancers, chronic respiratory diseases and
// diabetes as the main chronic noncommunicable diseases.
// The sample testimonials use initials that belong to one person only among all the site's
// sample quotes.

export const liveInCare: ServicePage = {
  slug: "live-in-care",
  name: "住家看护",
  meta: {
    title: "新加坡住家看护",
    description: "在新加坡，护理员住进您家人的家里，从早上、下午到傍晚和夜里，都提供稳定的照顾。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    badge: "住家看护",
    title: "住家看护：在家里得到照顾",
    intro: [
      "护理员住在您家人的家里，白天晚上都在身边。",
      "您的家人可以睡自己的床、保持自己的作息，留在熟悉的邻里，身边还有一位亲切的人帮忙。",
    ],
    actions: [{ kind: "consultation", label: "预约咨询" }, chatOnWhatsApp],
    points: ["全天都有人照顾", "一位熟悉的护理员", "免费咨询，无需承诺"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "为什么家属选择住家看护",
      intro: "住家看护让您的家人留在家里，身边随时有人。",
      columns: 4,
      cards: [
        {
          icon: "home",
          title: "留在熟悉的家",
          description: "不必搬到新地方。您的家人可以和自己的东西、邻居和回忆在一起。",
        },
        {
          icon: "users",
          title: "一张熟悉的面孔",
          description: "同一位护理员会慢慢了解您家人的习惯、喜好和不喜欢的事，彼此的信任也会日渐加深。",
        },
        {
          icon: "clock",
          title: "任何时候都有人帮忙",
          description: "从早上的第一杯茶，到夜里上厕所，随时都有人在身边帮忙。",
        },
        {
          icon: "heart-handshake",
          title: "家属安心",
          description: "即使您不能在身边，也知道有贴心的人陪着，我们也会随时向您汇报。",
        },
      ],
    },
    {
      kind: "table",
      id: "daily-schedule",
      title: "住家看护的一天",
      intro: "每一天都依照您家人自己的作息。以下是典型的24小时安排。",
      caption: "住家护理员怎样在24小时里照顾您的家人",
      columns: ["时段", "时间", "活动"],
      rows: [
        ["早上", "上午6:00至中午12:00", "协助起床、洗漱和穿衣；早餐和提醒服药；温和的运动或短距离散步；为当天的预约做准备"],
        ["下午", "中午12:00至下午6:00", "午餐和休息；嗜好、聊天或外出；简单家务和洗衣；准备晚餐"],
        [
          "傍晚与夜间",
          "下午6:00至次日上午6:00",
          "晚餐和晚间提醒服药；协助洗漱、准备上床；护理员睡在附近，夜里协助如厕，或在他们担心时给予安慰",
        ],
      ],
      note: "和您一起计划护理时，我们也会为护理员商定适当的休息时间，让他们保持健康和精神。",
    },
    {
      kind: "checklist",
      id: "daily-services",
      title: "包括的日常服务",
      intro: "您的住家护理员可以协助：",
      items: [
        "洗澡、穿衣和梳洗",
        "如厕和失禁护理",
        "烹煮适合您家人饮食的餐食",
        "协助吃饭和喝水",
        "按时提醒服药",
        "安全地协助走路、走动和移位",
        "陪伴、聊天和喜爱的活动",
        "简单家务和洗衣",
        "陪同赴约和外出",
        "定期向家属汇报",
      ],
    },
    {
      kind: "cards",
      id: "specialised-options",
      title: "专科住家看护",
      intro: "有些人需要额外的支持。我们会根据他们的健康需要和医生的建议，来安排住家看护。",
      columns: 4,
      cards: [
        {
          icon: "activity",
          // WHO, "Noncommunicable diseases": diabetes, heart disease and chronic respiratory disease are long-term.
          title: "慢性病护理",
          description: "按照医生的计划，为糖尿病、心脏病或慢性阻塞性肺病（COPD）等长期疾病，提供稳定的日常支持。",
          items: ["提醒服药", "按照医生的建议准备餐食", "留意变化，告诉家属和医生"],
        },
        {
          icon: "hospital",
          title: "出院后护理",
          description: "刚出院回家的头几个星期，您的家人可能觉得虚弱，或走路不稳，这时给予额外的帮助。",
          items: ["遵照出院计划", "安全地协助走动", "陪同复诊"],
        },
        {
          icon: "flower",
          title: "慈怀护理",
          description: "在家中为患重病的人提供温和、以舒适为主的照顾，并与他们的医生和慈怀护理团队合作。",
          items: ["舒适照顾和个人护理", "平静的陪伴", "支持整个家庭"],
        },
        {
          icon: "brain",
          title: "失智症护理",
          description: "为失智症人士安排耐心、熟悉的日常作息，由护理员慢慢了解他们的习惯和过往。",
          items: ["平静、稳定的作息", "更安全的居家环境", "他们喜欢的活动"],
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "M.L.",
          role: "客户的女儿",
          content: "爸爸不想搬离自己的家。有了住家护理员，他可以留在家里，我也不用再担心他晚上一个人。",
          rating: 5,
          sample: true,
        },
        {
          name: "F.Y.",
          role: "客户的妻子",
          content: "我丈夫出院回家后，护理员陪我们度过每个白天和夜晚。这让我有时间休息，重新好好做他的妻子。",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "process",
      title: "我们的服务流程",
      steps: [
        {
          title: "免费咨询",
          description: "打电话或发 WhatsApp 信息给我们。我们会聆听您家人的需要，解答您的疑问。",
        },
        {
          title: "家访和护理计划",
          description: "我们会到家里探访您的家人，了解他们的作息，并和您一起拟定护理计划。",
        },
        {
          title: "配对护理员",
          description: "我们挑选技能和性格都适合您家人的护理员，并介绍给家属认识。",
        },
        {
          title: "开始护理，保持联系",
          description: "护理员住进家里，按照计划照顾。我们会定期联络，情况有变化时，随时调整护理。",
        },
      ],
    },
  ],
  cta: {
    title: "和我们谈谈住家看护",
    text: "请告诉我们您家人的情况，我们会向您说明，住家看护可以怎样配合您的家庭。咨询是免费的。",
    actions: [{ kind: "consultation", label: "预约咨询" }, callUs],
  },
};
