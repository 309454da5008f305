/**
 * /zh/services/nursing-procedure: the home nursing page in Chinese, section for section as the
 * English: four reasons, three core services with six items each, twelve procedures, three kinds of
 * need, two family quotes and four steps. Every procedure is done by a licensed registered nurse,
 * and the fire-safety advice stays beside each mention of oxygen at home.
 */
import type { ServicePage } from "~/content/services/types";
import type { Action } from "~/content/types";
import { nursingProcedure as source } from "~/content/services/nursing-procedure";
import { callUs, chatOnWhatsApp } from "./actions";

// Where the facts come from (the same sources as the English module):
// - Agency for Integrated Care (AIC, 护联中心), "Centre-based Nursing"
//   (https://aic.sg/Care-Services/Centre-based-Nursing): the nursing procedures offered to seniors take
//   in tracheostomy care, nephrostomy tube care, putting in a nasogastric (NG) tube, wound care (after
//   surgery too), stoma care, PEG tube care, urinary catheter care, medicines given as a doctor
//   orders, and bowel care such as an enema on a doctor's order.
// - Home oxygen and fire (no smoking; no gas stoves, candles or joss sticks near the oxygen), checked
//   on 23 November 2026: the sources are listed in the English COPD module, copd-care.ts.

/** The booking button, in the hero and again at the foot of the page. */
const scheduleNursingVisit = { kind: "consultation", label: "预约护士上门" } as const satisfies Action;

export const nursingProcedure: ServicePage = {
  slug: source.slug,
  name: "护理程序",
  meta: {
    title: "新加坡居家护理程序",
    description: "持有执照的注册护士在新加坡上门进行各项护理程序，从给药、伤口护理，到各种管道和导尿管的护理。",
  },
  theme: source.theme,
  sharedFrame: source.sharedFrame,
  hero: {
    badge: "居家护理",
    title: "居家护理程序",
    intro: [
      "有些护理需要护士来做。我们的护理程序，由持有执照的注册护士在您亲人自己的家中进行。",
      "每一项程序，我们都遵照医生的指示，并让您和医生随时了解情况。",
    ],
    actions: [scheduleNursingVisit, chatOnWhatsApp],
    points: ["持有执照的注册护士", "不必跑诊所", "免费咨询，不必承诺"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "为什么选择居家护理",
      intro: "专业的护理，不必奔波，也不必等候。",
      columns: 4,
      cards: [
        {
          icon: "badge-check",
          title: "由注册护士护理",
          description: "每一项程序都由持有执照的注册护士进行。",
        },
        {
          icon: "home",
          title: "不必跑诊所",
          description: "您的亲人可以舒舒服服地留在家里，这对身体虚弱或出门不便的人尤其重要。",
        },
        {
          icon: "clipboard-list",
          title: "遵照医生的计划",
          // AIC, "Centre-based Nursing": medicines and procedures such as an enema follow a doctor's order.
          description: "我们依照医生的指示和医院的出院计划工作，有不清楚的地方就会询问医生。",
        },
        {
          icon: "message-circle",
          title: "清楚交代情况",
          description: "每次探访后，护士会用简单的话告诉您做了什么，以及需要留意什么。",
        },
      ],
    },
    {
      kind: "cards",
      id: "core-services",
      title: "我们的主要护理服务",
      intro: "家属最常请我们提供的护理服务。",
      columns: 3,
      cards: [
        {
          icon: "pill",
          title: "给药",
          description: "安全、准时地给药，完全依照医生的处方。",
          items: [
            "依照处方给药",
            "打针，包括注射胰岛素",
            "准备每周的药盒",
            "对照医生最新的药物清单核对药物",
            "留意副作用并告诉医生",
            "每一剂药都有书面记录",
          ],
        },
        {
          icon: "hand-heart",
          title: "伤口护理",
          description: "干净、细心地为伤口换药包扎，并密切留意伤口愈合的情况。",
          items: [
            "清洗和包扎伤口",
            "手术后的伤口护理",
            "压疮（褥疮）护理",
            "糖尿病足部伤口护理",
            "留意感染的迹象",
            "关于皮肤护理和转换姿势的建议",
          ],
        },
        {
          icon: "activity",
          title: "生命体征监测",
          description: "定期检查健康状况，记录下来，并告诉家人和医生。",
          items: ["血压", "脉搏（心跳）", "体温", "呼吸频率", "血氧水平，用一个小小的手指夹测量", "血糖"],
        },
      ],
    },
    {
      kind: "checklist",
      id: "specialised-procedures",
      title: "专科护理程序",
      intro: "医生有医嘱时，我们持有执照的注册护士也可以在家中进行以下程序：",
      items: [
        "插入和更换鼻胃管（NG管）",
        "通过鼻胃管或胃造口管（PEG管）喂食",
        "胃造口管（PEG管）护理和包扎",
        "导尿管护理和更换",
        "造口护理（结肠造口和回肠造口）",
        "气管造口护理和包扎",
        "抽痰，保持呼吸道畅通",
        "肾造口管护理和包扎",
        "拆线和拆钉",
        "抽血送化验",
        "肠道护理，例如灌肠",
        "协助在家使用氧气治疗。氧气附近绝对不可吸烟，也要让氧气远离煤气炉、蜡烛和拜神的香",
      ],
    },
    {
      kind: "details",
      id: "conditions",
      title: "我们护理的情况",
      intro: "我们的护士主要在三种情况下提供支援。",
      columns: 3,
      cards: [
        {
          icon: "hospital",
          title: "手术后护理",
          description: "在手术后的几天到几个星期内提供护理，让您的亲人在家顺利康复。",
          lists: [
            {
              title: "我们如何帮忙",
              items: ["伤口护理和换药", "拆线和拆钉", "检查疼痛和舒适程度", "留意感染的迹象", "出院后的用药"],
            },
          ],
        },
        {
          icon: "stethoscope",
          title: "慢性病管理",
          description: "与您亲人的医生合作，为长期病症提供稳定的护理支援。",
          lists: [
            {
              title: "我们如何帮忙",
              items: [
                "糖尿病：检查血糖和注射胰岛素",
                "心脏病和高血压：定期检查",
                "慢性阻塞性肺病（COPD）：检查呼吸，协助使用医生处方的氧气。氧气附近绝对不可吸烟，也要让氧气远离煤气炉、蜡烛和拜神的香",
                "肾造口管（肾脏引流管）护理",
                "给药并做记录",
              ],
            },
          ],
        },
        {
          icon: "heart-handshake",
          title: "复杂的护理需要",
          description: "为同时有多种需要，或大部分时间卧床的人提供专业护理。",
          lists: [
            {
              title: "我们如何帮忙",
              items: [
                "用喂食管喂食，以及各种管道的护理",
                "气管造口护理和抽痰",
                "导尿管和造口护理",
                "卧床人士的压疮护理",
                "配合慈怀护理团队，提供以舒适为主的护理",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "L.C.",
          role: "客户的女儿",
          content: "护士上门为妈妈更换喂食管，我们不必再安排交通送她去诊所。她把每件事都向我们解释得很清楚。",
          rating: 5,
          sample: true,
        },
        {
          name: "H.M.",
          role: "客户的丈夫",
          content: "我太太动手术后，护士每隔几天就来为她换药，看看她的情况。我们一直都知道要留意什么。",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "process",
      title: "我们的护理流程",
      steps: [
        {
          title: "告诉我们需要什么",
          description: "打电话给我们，或在 WhatsApp 给我们留言。如果可以，请准备好医生的便条或医院的出院摘要。",
        },
        {
          title: "护士上门评估",
          description: "注册护士上门检查您亲人的情况，并查看医生的指示。",
        },
        {
          title: "清楚的护理计划",
          description: "我们和您商定需要哪些程序、护士多久来一次，以及有疑问时该找谁。",
        },
        {
          title: "护士探访，随时交代",
          description: "每次探访，护士都会进行护理并做好记录，让您和医生随时了解情况。",
        },
      ],
    },
  ],
  cta: {
    title: "安排护士上门",
    text: "告诉我们您的亲人需要什么，我们会为他们安排居家护理。咨询是免费的。",
    actions: [scheduleNursingVisit, callUs],
  },
};
