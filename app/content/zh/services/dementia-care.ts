/**
 * /zh/services/dementia-care: the dementia care page in Simplified Chinese. Same sections as the
 * English page (the 7-stage table, normal ageing against dementia, lowering the risk, 3 support
 * programmes, a testimonial, the closing call to action); only the words differ. The stage names
 * are the product's fixed names, translated one for one.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation, lastReview } from "./actions";
// Where the facts come from (the same sources as the English page):
// - WHO "Dementia" fact sheet: what dementia is, that ageing alone does not cause it, that
//   Alzheimer's disease is the commonest form, and the signs to look for.
// - WHO guidelines "Risk reduction of cognitive decline and dementia" (2019): being physically active,
//   not smoking, eating healthily, drinking less alcohol, and managing weight, blood pressure,
//   cholesterol and diabetes. The fact sheet adds depression and social isolation as risk factors;
//   this was read on 23 November 2026 in the copy quoted by Collective Prevention Services, St Maarten
//   (https://www.sxm-talks.com/st-martin-news-network/cps-reduce-the-risks-factors-for-dementia/).
//   Keeping the mind busy and treating low mood are not WHO prevention advice, so the intro credits
//   the WHO with nothing beyond what it says.
// - Reisberg and colleagues, "The Global Deterioration Scale for assessment of primary degenerative
//   dementia", American Journal of Psychiatry, 1982: the seven stages behind the product's stage names;
//   the descriptions are plain summaries of the scale.
// - HealthHub (HPB) and SingHealth HealthXchange on dementia against normal ageing: the warning sign
//   that matters most is forgetfulness that gets in the way of daily life.
//
// Checked on 23 November 2026:
// - A diagnosis of dementia is not possible until stage 4. On the Global Deterioration Scale, stage 3
//   is mild cognitive decline (later named mild cognitive impairment), before dementia, and stage 4
//   is the first dementia stage. Sources: Reisberg's introduction in International Psychogeriatrics
//   (Cambridge University Press), read at
//   https://homsy-staging.cambridgecore.org/core/journals/international-psychogeriatrics/issue/313B06CADA37E1A46BB16758070A77AB;
//   and the Fisher Center for Alzheimer's Research
//   (https://www.alzinfo.org/understand-alzheimers/clinical-stages-of-alzheimers/), which groups
//   stages 1-3 as pre-dementia and 4-7 as dementia, as quoted at
//   https://www.visiting-angels.co.uk/southwestkent/news/the-seven-clinical-stages-of-alzheimers-disease-also-known-as-the-global-deterioration-scale-gds-home-care.
// - Strength and balance after 65: the Singapore Physical Activity Guidelines (Health Promotion Board
//   with Sport Singapore, 2022), summarised by The Straits Times on 12 June 2022
//   (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines),
//   ask for muscle-strengthening on 2 or more days a week and strength and balance activities on 3
//   or more; HealthHub (https://www.healthhub.sg/live-healthy/physicalactivity_akeytohealthyageing_pdf)
//   gives tai chi as a balance activity.
//
// Words: 失智症, 失智症人士 and 看护者 are the terms of the Chinese pages of the dementia portal that
// AIC runs with Dementia Singapore (dementiahub.sg); 老人痴呆症 is avoided as stigmatising.

export const dementiaCare: ServicePage = {
  slug: "dementia-care",
  name: "失智症护理",
  meta: {
    title: "新加坡居家失智症护理",
    description: "为失智症人士在家提供耐心、熟悉的照顾；用浅白的话介绍失智症的七个阶段，也为家属提供支援。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "专科护理",
    title: "失智症与阿尔茨海默病居家护理",
    intro: [
      "看着心爱的人变得健忘、糊涂，心里一定很难受。失智症会改变全家人的日常生活，但您不必独自面对。",
      "我们的护理员有耐心，会安排平稳的日常作息和温和的活动，让您的家人尽可能长久地在家好好生活。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  sections: [
    {
      kind: "prose",
      title: "什么是失智症？",
      // WHO "Dementia" fact sheet.
      paragraphs: [
        "失智症是一种病症。患者的记忆力、思考能力、行为，以及处理日常事务的能力，会慢慢变差。它是由损害大脑的疾病引起的，其中最常见的是阿尔茨海默病。",
        "失智症在年长者当中比较常见，但它并不是正常老化的一部分。许多人在出现最初的迹象后，还能生活很多年。良好的护理和支援，能让这些年过得很不一样。",
      ],
    },
    {
      kind: "table",
      id: "stages",
      title: "失智症的7个阶段",
      intro:
        "医生常把失智症分成七个阶段，从完全没有问题，到凡事都需要别人帮忙。第1至第3阶段还在确诊失智症之前：从没有任何衰退，到出现轻微的变化，但还不算失智症。每个人的情况都不一样：各阶段的迹象可能重叠，每个人走过各个阶段的快慢也不同。",
      caption: "失智症的七个阶段：每个阶段的意思和常见症状",
      columns: ["阶段", "阶段名称", "这个阶段的意思", "常见症状"],
      // Stage names: the product's fixed names. Descriptions: the Global Deterioration Scale
      // (Reisberg, 1982), on which stages 1-3 come before dementia can be diagnosed (sources above).
      rows: [
        ["第1阶段", "没有认知障碍", "记忆力和思考能力跟平时一样，日常生活没有受到影响。", "没有"],
        [
          "第2阶段",
          "非常轻微",
          "偶尔有小小的记忆失误，就像许多人上了年纪都会有的那样。家人和朋友察觉不到什么。",
          "忘记熟悉的名字；放错日常用品，例如钥匙或眼镜",
        ],
        [
          "第3阶段",
          "轻度",
          "家人和好友开始注意到一些变化。这时，他们大部分的事情还能自己处理。",
          "想不出适当的词语；记不住新认识的人的名字；遗失贵重的东西；难以集中精神；在不熟悉的地方迷路",
        ],
        [
          "第4阶段",
          "中度",
          "记忆和思考出现明显的问题，医生仔细检查时能发现。复杂的事情变得难以处理。",
          "忘记最近发生的事；难以处理钱财、账单或购物；难以独自去新的地方；避开社交场合",
        ],
        [
          "第5阶段",
          "中重度",
          "这时，日常生活需要别人帮一些忙。他们通常还记得自己的名字，也认得亲近的家人。",
          "搞不清日期或身在何处；忘记自己的地址或电话号码；需要别人帮忙挑选合适的衣服",
        ],
        [
          "第6阶段",
          "重度",
          "个人护理需要别人帮很多忙。性格和行为可能改变。",
          "对最近发生的事所知很少；需要别人帮忙穿衣、洗澡和上厕所；大小便失禁；睡不安稳；四处游走；焦虑、多疑或烦躁不安；有时忘记亲近家人的名字",
        ],
        [
          "第7阶段",
          "极重度衰退",
          "日常生活的每一方面都需要别人帮忙。",
          "说话减少到只剩几个字，后来完全不能说话；需要别人帮忙进食和上厕所；失去走路的能力，后来连坐起来也做不到",
        ],
      ],
      note: "以上只是一般资讯。医生可以为您的家人做评估，并说明他们所处的阶段对护理有什么影响。",
    },
    {
      kind: "table",
      id: "normal-ageing-or-dementia",
      title: "是正常老化，还是失智症？",
      intro: "人人都会偶尔忘记事情，很难知道什么时候该担心。关键是：这些变化有没有妨碍日常生活。",
      caption: "正常老化常见的变化，与失智症可能出现的迹象对照",
      columns: ["日常生活的方面", "正常老化常见的情况", "可能是失智症的迹象"],
      // HealthHub and SingHealth HealthXchange on early signs of dementia against normal ageing; WHO "Dementia" fact sheet.
      rows: [
        ["记忆", "有时忘记名字或约好的事，后来又想起来", "常常忘记刚刚发生的事，一再问同样的问题"],
        ["熟悉的事务", "做得慢一点，但还是能做好", "做了多年的事也变得吃力，例如煮一道自己最拿手的菜"],
        ["钱财和计划", "偶尔在账单上出错", "难以按计划做事，或管不好钱"],
        ["用词和交谈", "有时想不出适当的词语", "常常找不到要说的词，或难以跟上别人的谈话"],
        ["时间和地点", "忘了今天星期几，后来想得出来", "搞不清日期，或在熟悉的地方迷路"],
        ["情绪和行为", "有时情绪低落或烦躁，但有明显的原因", "情绪或性格改变；可能疏远家人和朋友，不再做自己喜欢的事"],
      ],
      note: "如果您发现这些迹象，而且影响到日常生活，请去看家庭医生或综合诊疗所。记忆问题可能有很多原因，医生可以帮忙检查。",
    },
    {
      kind: "cards",
      title: "降低失智症的风险",
      intro:
        "目前没有一定能预防失智症的方法。世界卫生组织建议：保持活跃、不吸烟、少喝酒、吃得健康，并把体重、血压、胆固醇和血糖保持在健康水平，以降低风险。世卫组织也把抑郁症和社交孤立列为风险因素。",
      columns: 3,
      // WHO guidelines "Risk reduction of cognitive decline and dementia" (2019): the first four cards.
      // WHO "Dementia" fact sheet: depression and social isolation as risk factors (the last two cards).
      cards: [
        {
          icon: "activity",
          title: "保持活跃",
          description:
            "多动一动：快步走、跳舞，或和朋友一起上运动班。65岁以上的人，每周还要有2天或以上做强化肌肉的运动，并且至少3天做平衡和肌力活动，例如打太极。",
        },
        {
          icon: "utensils",
          title: "吃得健康",
          description: "享受健康、均衡的饮食，多吃蔬菜、水果和全谷类食物。",
        },
        {
          icon: "leaf",
          title: "不吸烟，少喝酒",
          description: "如果您吸烟，戒烟是值得的。如果您喝酒，请少喝一点，或干脆不喝。",
        },
        {
          icon: "stethoscope",
          title: "照顾好身体",
          description: "在医生的帮助下，把体重、血压、胆固醇和血糖保持在健康的范围。",
        },
        {
          icon: "users",
          title: "多与人来往",
          description: "和家人朋友保持联系，并通过嗜好、阅读或学习新事物，让头脑保持活跃。",
        },
        {
          icon: "smile",
          title: "照顾好情绪",
          description: "如果情绪一直低落，值得和医生谈一谈。抑郁症是可以治疗的。",
        },
      ],
    },
    {
      kind: "cards",
      title: "我们的失智症支援计划",
      intro: "我们用三种方式，在家支援您的家人，也支援您。",
      columns: 3,
      cards: [
        {
          icon: "sparkles",
          title: "充实的每一天",
          description: "根据您家人的兴趣和能力挑选活动，让头脑和身体都动起来。",
          items: ["喜爱的音乐、照片和往事", "简单的游戏和嗜好", "温和的运动和短暂外出"],
        },
        {
          icon: "home",
          title: "安全、稳定的日常作息",
          description: "平静、有规律的日子，有熟悉的面孔陪伴，可以减少混乱和不安。",
          items: ["协助洗澡、穿衣和用餐", "提醒服药", "让家里更安全，并细心留意四处游走的情况"],
        },
        {
          icon: "heart-handshake",
          title: "家人看护者支援",
          description: "照顾失智症人士很辛苦。我们也帮助家人保持身心健康。",
          items: ["沟通和应对各种变化的小贴士", "定期告诉您家人的近况", "让家人看护者有时间休息"],
        },
      ],
    },
    {
      kind: "testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "M.T.",
          role: "客户的女儿",
          content: "我父亲一到傍晚就会焦虑不安。他的护理员摸清了他的作息，也学会了他爱听的歌。现在那几个小时，我们全家都平静多了。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "和我们谈谈失智症护理",
    text: "每位失智症人士都不一样。请告诉我们您家人的情况，我们会安排适合他们、也适合您全家的护理。咨询是免费的。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "世界卫生组织：失智症概况", url: "https://www.who.int/news-room/fact-sheets/detail/dementia" },
      {
        name: "世界卫生组织：降低认知衰退和失智症风险（指南）",
        url: "https://www.who.int/publications/i/item/9789241550543",
      },
      { name: "HealthHub（保健促进局）", url: "https://www.healthhub.sg/" },
    ],
  },
};
