/**
 * The Chinese /services/personal-care page, section for section as the English module: 3 areas of
 * help with their task lists, 6 benefits, a summary table and 1 testimonial.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation } from "~/content/zh/services/actions";

// Sources, as for the English page: it describes the service and states no health facts beyond
// the spec. The 24-hour reply is the spec's reply time for tour requests.
export const personalCare: ServicePage = {
  slug: "personal-care",
  name: "个人护理",
  meta: {
    title: "新加坡居家个人护理",
    description: "在家里为您的家人提供轻柔、尊重的协助：洗澡、穿衣、梳洗、如厕和走动，始终配合他们自己的步调。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "个人护理",
    title: "居家个人护理",
    intro: [
      "一天里最私密的事，由我们轻柔、尊重地协助。",
      "我们的护理员协助洗澡、穿衣、梳洗和走动。我们配合您家人的步调，也始终尊重他们的隐私。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，无需承诺", "以您家人的意愿为先", "早上、晚上或早晚都可以帮忙"],
  },
  sections: [
    {
      kind: "cards",
      id: "services",
      title: "个人护理包括哪些服务",
      intro: "我们在日常生活的三个方面提供协助。具体要做哪些事，会和您及您的家人商定。",
      columns: 3,
      cards: [
        {
          icon: "sparkles",
          title: "洗澡与梳洗",
          description: "保持干净清爽，只在需要的地方帮忙。",
          items: ["淋浴，或在床上擦身", "洗头和吹干头发", "刮胡子和口腔护理", "清洁和护理假牙"],
        },
        {
          icon: "hand-heart",
          title: "穿衣与如厕",
          description: "细心、不张扬的协助，维护您家人的尊严。",
          items: ["挑选衣服和穿衣", "协助如厕时坐下和起身", "需要时更换尿片和衣服", "保持床铺干净、干爽"],
        },
        {
          icon: "accessibility",
          title: "走动与日常作息",
          description: "一天当中有人稳稳扶持，步调从容。",
          items: ["上下床、坐下或从椅子上起身", "在家里安全走动", "用餐时协助", "提醒服药"],
        },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      title: "为什么家属选择居家个人护理",
      columns: 3,
      cards: [
        {
          icon: "shield-check",
          title: "尊严与隐私",
          description: "在您家人自己的浴室和卧室里细心地协助，尊重他们的意愿。",
        },
        {
          icon: "home",
          title: "家的舒适",
          description: "熟悉的房间、自己的东西、自己的作息，不必搬家。",
        },
        {
          icon: "badge-check",
          title: "日常更安全",
          description: "在比较难的时刻，例如进出淋浴间或半夜起床，有护理员在旁。",
        },
        {
          icon: "sun",
          title: "独立自主",
          description: "我们帮忙做已经变得困难的事，也鼓励您的家人继续做自己能做的事。",
        },
        {
          icon: "clock",
          title: "配合作息的护理",
          description: "上门时间配合您家人的作息，无论是一早洗澡，还是睡前帮忙。",
        },
        {
          icon: "heart-handshake",
          title: "支持家属",
          description: "家人可以重新做回儿子或女儿，而不只是看护者，也有时间工作和休息。",
        },
      ],
    },
    {
      kind: "table",
      id: "summary",
      title: "个人护理一览",
      caption: "个人护理服务：包括哪些内容，多久一次",
      columns: ["服务范围", "包括的内容", "频率"],
      rows: [
        ["洗澡与梳洗", "淋浴或在床上擦身、护理头发、刮胡子、口腔和假牙护理", "每天，或按护理计划中的日子"],
        ["穿衣与如厕", "穿衣、协助如厕、更换尿片、衣服和床单", "每次上门，按需要"],
        ["走动与日常作息", "上下床、坐下或从椅子上起身、走路、用餐时协助、提醒服药", "每次上门，按需要"],
        ["检讨护理计划", "和您及您的家人一起确认，现有的帮助是否仍然合适", "定期检讨；情况有变化时，也随时检讨"],
      ],
      note: "具体的协助内容和上门时间，会在护理计划中和您商定。",
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "A.N.",
          role: "客户的女儿",
          content: "我父亲很注重隐私，我本来担心他会拒绝别人帮他洗澡。他的护理员有耐心，也很尊重他，现在他很期待她早上来。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "和我们谈谈个人护理",
    text: "每个人都不一样。请告诉我们您的家人需要哪些帮助，我们会在24小时内回复您。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
};
