/**
 * The Chinese /services/overnight-care page, section for section as the English module: 4 service
 * cards, 8 common conditions, tips for families and 1 testimonial.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation } from "~/content/zh/services/actions";

// Sources, as for the English page: the two night-time safety tips (a night light on the way to
// the toilet, a clear and dry floor) come from the fall-prevention advice for older people on
// HealthHub, the Health Promotion Board's site. The WHO fact sheet "Falls" says only, in general
// terms, that hazards at home raise the risk and that checking and adapting the home helps; it
// does not give these two tips, so they are not credited to the WHO (checked 23 November 2026).
// The 8 conditions are the situations the service is offered for, not claims about health.
// The 24-hour reply is the spec's reply time for tour requests.
export const overnightCare: ServicePage = {
  slug: "overnight-care",
  name: "夜间看护",
  meta: {
    title: "新加坡居家夜间看护",
    description: "护理员整夜留守，协助如厕、翻身和安顿入睡，让您的家人安全，全家人也能好好休息。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "夜间看护",
    title: "居家夜间看护",
    intro: [
      "夜晚可能是最难熬的时候，对您的家人是这样，对您也是。",
      "护理员整夜守在身边，随时准备帮忙。您的家人有人照顾，其他家人也能安心睡觉。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，无需承诺", "每晚都可以，或只在您选定的晚上", "每天早上向家属简单汇报"],
  },
  sections: [
    {
      kind: "prose",
      id: "why-overnight-care",
      title: "当夜晚变得难熬",
      paragraphs: [
        "很多家庭白天应付得来，到了晚上却很吃力。年长的父母可能常常醒来、一晚要上好几次厕所，或在黑暗中感到不安。",
        "一夜又一夜睡不好，会让家人看护者筋疲力尽。有护理员在夜里陪着，您的家人一有需要就能得到帮助；您知道有人在他们身边，也能安心休息。",
      ],
    },
    {
      kind: "cards",
      id: "services",
      title: "我们的夜间看护服务",
      intro: "我们依照您家人平时的睡前习惯，以及和您商定的护理计划来照顾。",
      columns: 2,
      cards: [
        {
          icon: "moon",
          title: "睡前协助",
          description: "按照您家人习惯的方式，协助洗漱、换上睡衣、上床安顿。",
        },
        {
          icon: "hand-heart",
          title: "如厕与更换尿片",
          description: "夜里安全地扶送如厕；需要时更换尿片、衣服或床单，细心照顾，顾及尊严。",
        },
        {
          icon: "heart-handshake",
          title: "整夜舒适",
          description: "为行动不便的人协助在床上翻身，递上一杯水；夜里睡不安稳时，在旁温和地安抚。",
        },
        {
          icon: "shield-check",
          title: "安全与早晨汇报",
          description: "整夜留意照看，按医生定的时间提醒服药，早上向家属简单汇报。",
        },
      ],
    },
    {
      kind: "checklist",
      id: "conditions",
      title: "我们夜间常照顾的情况",
      intro: "夜间看护常为以下人士提供帮助：",
      items: [
        "失智症或记忆力减退，尤其是夜里容易躁动不安、分不清状况的人",
        "帕金森症",
        "中风后的康复",
        "手术或住院后的康复",
        "跌倒风险高",
        "失禁，或夜里常要上厕所",
        "呼吸系统疾病，例如慢性阻塞性肺病（COPD）",
        "患有重病，需要以舒适为主的照顾",
      ],
    },
    {
      kind: "checklist",
      id: "family-tips",
      title: "给家属的建议",
      intro: "几个简单的做法，能让每个人的夜晚都过得更顺利。",
      items: [
        "把您家人的睡前习惯、喜欢和不喜欢的事，告诉护理员。",
        "把最新的药物清单和医生的嘱咐，放在同一个地方。",
        // HealthHub (HPB) advice on preventing falls: light the way and keep the path safe at night.
        "从床边到厕所的路上，留一盏夜灯。",
        "床和厕所之间的地面，要保持畅通、干爽。",
        "把紧急电话号码和医生的联络资料，放在容易找到的地方。",
        "健康、睡眠或药物有任何变化，请告诉我们。",
        "趁夜里安静的时候好好休息。照顾好自己，才能照顾好他们。",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "S.R.",
          role: "客户的儿子",
          content: "爸爸以前一晚要醒好几次，我也跟着醒。现在有护理员整夜陪着他，我终于能睡个好觉。每天早上，我都会知道他晚上过得怎样。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "想让夜晚过得更安稳吗？",
    text: "请告诉我们您家人夜里的情况和需要的帮助。我们会在24小时内回复您，并提出适合您的护理安排。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
};
