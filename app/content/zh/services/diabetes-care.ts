/**
 * /zh/services/diabetes-care: the diabetes page in Chinese, section for section as the English
 * (four types, four complications, the three blood tests with their fixed ranges, four groups of
 * habits, six services, three steps). Every range and unit is written exactly as the English has it.
 */
import type { ServicePage } from "~/content/services/types";
import { diabetesCare as source } from "~/content/services/diabetes-care";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, lastReview, viewAllServices } from "./actions";

// Where the facts come from (the same sources as the English module):
// - American Diabetes Association (ADA), diabetes.org: the kinds of diabetes and their warning signs,
//   what the A1C, fasting and oral glucose tolerance tests measure, the signs of low blood sugar,
//   and planning for sick days.
// - World Health Organization, "Diabetes" fact sheet: over the years diabetes can harm the heart,
//   blood vessels, eyes, kidneys and nerves; not smoking and a healthy weight help.
// - MOH Singapore, clinical practice guidelines on diabetes: clinics here report glucose in mmol/L.
// - The test ranges and the daily 30 minutes of activity are the product's own fixed figures.
//
// Read on 23 November 2026:
// - The diabetes plate: HealthHub (Health Promotion Board), Diabetes Hub, "Managing your condition"
//   (https://www.healthhub.sg/programmes/162/diabetes-hub/managing-condition) puts vegetables on half
//   the plate, wholegrains on a quarter, meat, tofu and the like on a quarter, with fruit served
//   apart. HealthHub, "Healthy eating for managing diabetes"
//   (https://www.healthhub.sg/live-healthy/healthy-eating-for-managing-diabetes) counts every fruit as
//   a carbohydrate food. The ADA's Diabetes Plate Method, in Diabetes Forecast, "How to Create Your
//   Plate" (http://www.diabetesforecast.org/2015/adm/diabetes-plate-method/how-to-create-your-plate.html)
//   and in Healthwise's summary (https://www.uvmhealth.org/wellness-prevention/health-resources-tools/aa21357),
//   agrees: half non-starchy vegetables, a quarter protein, a quarter carbohydrate foods, fruit among
//   the carbohydrates. The everyday "half fruit and vegetables" plate is not meant for diabetes, so
//   the page does not give it.
// - Strength and balance after 65: the Singapore Physical Activity Guidelines (Health Promotion Board
//   and Sport Singapore, 2022), as The Straits Times summed them up on 12 June 2022, "Key
//   recommendations from the Singapore Physical Activity Guidelines"
//   (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines):
//   muscle-strengthening on 2 or more days a week, and strength and functional balance on at least
//   3 days. HealthHub, "Physical activity: a key to healthy ageing"
//   (https://www.healthhub.sg/live-healthy/physicalactivity_akeytohealthyageing_pdf) names aerobic,
//   muscle-strengthening and balance activities, with tai chi as a balance example.
// - Units: mg/dL for milligrams per decilitre, as the ADA and clinicians write it.
export const diabetesCare: ServicePage = {
  slug: source.slug,
  name: "糖尿病护理",
  meta: {
    title: "新加坡居家糖尿病护理",
    description: "为患有糖尿病的乐龄人士提供居家支援：量血糖、提醒服药、规划饮食、护理双脚、做温和的运动，一切依照医生的建议。",
  },
  theme: source.theme,
  sharedFrame: source.sharedFrame,
  backLink: { label: "返回服务列表", to: source.backLink.to },
  hero: {
    eyebrow: "专科护理",
    title: "糖尿病护理服务",
    intro: [
      "有糖尿病，每天都要用心照顾：量血糖、吃药、注意饮食、保持活动。这些事情不少，您的亲人和您都可能觉得吃力。",
      "我们的护理员会在家中协助这些日常事项，并依照您亲人的医生所定的计划进行。",
    ],
    actions: [getCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，不必承诺", "护理依照医生的计划", "为全家人提供支援"],
  },
  sections: [
    {
      kind: "details",
      id: "understanding-diabetes",
      title: "认识糖尿病",
      // ADA: blood sugar runs too high because the body makes too little insulin or uses it poorly.
      intro:
        "糖尿病是指血液里的糖分（葡萄糖）太多。原因是身体制造的胰岛素不够，或者不能好好利用胰岛素。胰岛素是一种激素，能把血液里的糖分送进身体的细胞，变成能量。",
      columns: 2,
      cards: [
        {
          icon: "droplet",
          title: "1型糖尿病",
          // ADA: the immune system destroys the cells that make insulin; daily insulin; any age.
          description: "身体的免疫系统攻击制造胰岛素的细胞，所以身体只能制造很少的胰岛素，甚至完全不能制造。",
          lists: [
            {
              title: "主要特点",
              items: ["每天都需要胰岛素", "不是生活习惯造成的", "每天都要仔细检查血糖"],
            },
            {
              title: "常见症状",
              // ADA, "Diabetes symptoms": the warning signs.
              items: ["常常觉得很口渴", "小便次数多", "没有刻意减重，体重却下降", "感到非常疲倦", "视线模糊"],
            },
          ],
          note: { label: "通常什么时候出现", text: "多见于儿童和年轻人，但任何年龄都可能出现。" },
        },
        {
          icon: "droplet",
          title: "2型糖尿病",
          // ADA: the commonest type; insulin resistance; symptoms are often slight.
          description: "最常见的一种。身体不能好好利用胰岛素，时间久了，制造的胰岛素也可能不够。",
          lists: [
            {
              title: "主要特点",
              items: [
                "年纪越大、体重过重、活动少或有家族病史，就越容易患上",
                "通常可以靠健康饮食、多活动和服药来控制",
                "有些人也需要用胰岛素",
              ],
            },
            {
              title: "常见症状",
              items: ["症状通常很轻，甚至完全没有", "常常口渴，小便次数多", "伤口和疮口好得慢", "手脚刺痛或麻木", "感到疲倦"],
            },
          ],
          note: {
            label: "通常什么时候出现",
            text: "通常在成年人身上出现，年纪越大越常见，不过年轻人也可能患上。",
          },
        },
        {
          icon: "droplet",
          title: "妊娠糖尿病",
          // ADA: starts in pregnancy in women who had no diabetes before; usually ends after the birth; raises the later type 2 risk.
          description: "怀孕期间第一次出现的糖尿病。通常在宝宝出生后就会消失。",
          lists: [
            {
              title: "主要特点",
              items: ["怀孕期间通过验血糖发现", "依照医护团队在饮食和活动方面的建议来控制，有时也需要服药", "日后患上2型糖尿病的机会较高"],
            },
            {
              title: "常见症状",
              items: ["通常没有明显症状", "所以怀孕期间检查血糖很重要"],
            },
          ],
          note: { label: "通常什么时候出现", text: "怀孕期间。" },
        },
        {
          icon: "scale",
          title: "前期糖尿病",
          // ADA: blood sugar above normal but below diabetes; healthy changes can delay or prevent type 2.
          description: "血糖比正常高，但还没有高到算是糖尿病。这是一个警讯，也是及早采取行动的机会。",
          lists: [
            {
              title: "主要特点",
              items: ["患上2型糖尿病的机会较高", "健康饮食、多活动，有助延迟或预防2型糖尿病", "按医生建议的时间定期再检查"],
            },
            {
              title: "常见症状",
              items: ["通常没有症状", "往往是在例行验血时发现的"],
            },
          ],
          note: { label: "通常什么时候出现", text: "往往在患上2型糖尿病的好几年前就已出现，却没有任何迹象。" },
        },
      ],
    },
    {
      kind: "cards",
      id: "diabetes-complications",
      title: "对健康的影响和并发症",
      // WHO fact sheet: in time diabetes can damage the heart, blood vessels, eyes, kidneys and nerves.
      intro: "血糖长期偏高，会伤害身体的许多部位。把血糖保持在医生建议的范围内，并定期检查，就能降低这些风险。",
      columns: 4,
      cards: [
        {
          icon: "activity",
          title: "心血管疾病",
          description: "血糖高会损伤血管，增加心脏病发作和中风的风险。",
        },
        {
          icon: "eye",
          title: "糖尿病视网膜病变",
          description: "眼睛后部的小血管受损，可能影响视力。定期检查眼睛，有助及早发现。",
        },
        {
          icon: "droplet",
          title: "肾脏疾病",
          description: "糖尿病会慢慢损害肾脏。早期往往没有症状，所以定期验尿和验血很重要。",
        },
        {
          icon: "accessibility",
          // ADA, neuropathy: numbness, tingling or pain, mostly in the feet; a numb foot may miss an injury.
          title: "神经受损",
          description: "多发生在脚部，会感到麻木、刺痛或疼痛。双脚麻木时，可能察觉不到割伤或水泡，所以每天检查双脚很有帮助。",
        },
      ],
    },
    {
      kind: "table",
      id: "diabetes-diagnosis",
      title: "诊断和监测",
      intro: "医生通过验血来诊断糖尿病和前期糖尿病。下表列出每项检验结果的范围。您的医生会向您解释您自己的检验结果。",
      caption: "正常、前期糖尿病和糖尿病的验血结果范围",
      columns: ["检验", "检验什么", "正常", "前期糖尿病", "糖尿病"],
      // The ranges are the product's fixed figures (the ADA's diagnostic criteria), copied digit for digit.
      // What each test measures, after the ADA: A1C averages the last 2 to 3 months; fasting means only
      // water for 8 hours or more; the glucose tolerance test reads blood sugar 2 hours after a sweet drink.
      rows: [
        ["糖化血红蛋白（HbA1c）", "过去2至3个月的平均血糖", "低于5.7%", "5.7-6.4%", "6.5%+"],
        ["空腹血糖", "除了喝水，至少8小时不吃不喝之后的血糖", "低于100 mg/dL", "100-125 mg/dL", "126+ mg/dL"],
        ["口服葡萄糖耐量测试", "在诊所喝下一杯甜饮料2小时后的血糖", "低于140 mg/dL", "140-199 mg/dL", "200+ mg/dL"],
      ],
      // MOH Singapore's clinical practice guidelines on diabetes use mmol/L for glucose.
      note: "「+」表示该数值或以上。表中血糖数值的单位是 mg/dL（毫克/分升）。新加坡的诊所通常用 mmol/L 报告血糖，所用的分界值也可能稍有不同，所以请务必请医生为您解释检验结果。",
    },
    {
      kind: "cards",
      id: "diabetes-prevention",
      title: "预防和控制的方法",
      intro: "无论是要预防2型糖尿病，还是要和糖尿病好好共处，养成简单、持久的小习惯都很有帮助。做出大的改变之前，请先问问医生。",
      columns: 2,
      cards: [
        {
          icon: "activity",
          title: "多活动",
          description: "多活动能帮助身体更好地利用胰岛素。",
          // 30 minutes a day is the product's own figure; strength and balance after 65 follow the
          // Singapore Physical Activity Guidelines named above.
          items: [
            "每天至少做30分钟中等强度的活动",
            "选择自己喜欢的活动，例如快走、游泳或跳舞，白天也要少坐一些",
            "65岁以上：每周2天或以上做强化肌肉的运动；至少3天做锻炼平衡和力量的活动，例如太极",
            "开始新的运动计划之前，先问问医生",
          ],
        },
        {
          icon: "utensils",
          title: "吃得健康",
          description: "均衡的饮食有助于保持血糖稳定。",
          // The diabetes plate (HealthHub Diabetes Hub; ADA Diabetes Plate Method): non-starchy vegetables
          // fill half; fruit is a carbohydrate, counted with rice and bread rather than with vegetables.
          items: [
            "盘子的一半放非淀粉类蔬菜，例如绿叶蔬菜；四分之一放全谷类，四分之一放蛋白质食物",
            "水果和米饭、面包一样，要算作碳水化合物：吃少量完整的水果，不要喝果汁",
            "定时吃饭，用白开水代替含糖饮料",
            "如有需要，可以请营养师给予建议",
          ],
        },
        {
          icon: "clipboard-list",
          title: "监测血糖，按时服药",
          description: "了解各项数字，能帮助您和医生做出好的决定。",
          items: [
            "按医生建议的次数检查血糖",
            "完全依照处方服药和使用胰岛素",
            "做简单的记录，复诊时带去给医生看",
            "没有问过医生，千万不要自行停药或换药",
          ],
        },
        {
          icon: "shield-check",
          title: "保护健康",
          description: "定期检查有助及早发现问题，那时比较容易治疗。",
          items: [
            "定期检查眼睛、双脚和肾脏",
            "每天看看双脚有没有割伤、水泡或发红",
            "戒烟，如有需要可以寻求协助",
            "一步一步把体重控制在健康范围",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "diabetes-services",
      title: "我们的糖尿病护理服务",
      intro: "在家中提供实际的帮助，配合医生为您亲人定下的护理计划。",
      columns: 3,
      cards: [
        {
          icon: "droplet",
          title: "血糖监测",
          description: "我们在医生建议的时间协助检查血糖，并做好清楚的记录，方便家人和诊所查看。",
        },
        {
          icon: "pill",
          title: "药物管理",
          description: "提醒按时服药或注射胰岛素，完全依照处方，并帮忙把药物整理好。",
        },
        {
          icon: "utensils",
          title: "饮食规划",
          description: "依照医生或营养师的建议，帮忙规划和烹煮您亲人爱吃的均衡饭菜。",
        },
        {
          icon: "accessibility",
          title: "足部护理",
          description: "每天检查双脚有没有割伤、水泡或发红，协助清洗和擦干，有任何变化都会告诉家人。",
        },
        {
          icon: "activity",
          title: "运动支援",
          description: "以安全的步伐散步和做温和的运动，护理员就在身旁，给予信心和陪伴。",
        },
        {
          icon: "shield-check",
          title: "做好应变准备",
          // ADA: shaking, sweating and confusion are among the signs of low blood sugar; a sick-day plan is agreed with the care team.
          description: "我们帮助家人做好准备：认识低血糖的迹象，例如发抖、出汗或神志不清，知道医生吩咐该怎么做，以及该打电话给谁。",
        },
      ],
    },
    {
      kind: "steps",
      id: "diabetes-care-journey",
      title: "我们如何开始",
      steps: [
        {
          title: "评估",
          description: "我们上门了解您亲人的健康状况、作息、饮食和医生的指示。",
        },
        {
          title: "个人化计划",
          description: "我们和您一起商定计划，包括检查、服药、饮食和活动，并清楚说明情况有变时该怎么做。",
        },
        {
          title: "持续支援",
          description: "我们的护理员每天依照计划照顾，让您随时了解情况；需要改变时，我们会和您一起重新检讨计划。",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "diabetes-testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "S. K.",
          role: "客户的女儿",
          content: "以前我上班时，总是担心妈妈有没有打胰岛素。现在护理员会提醒她，记下她的血糖读数，有什么不一样就告诉我。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "和我们谈谈糖尿病护理",
    text: "告诉我们您亲人的情况和日常作息，我们会建议合适的支援。咨询是免费的。",
    actions: [getFreeConsultation, viewAllServices],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "美国糖尿病协会", url: "https://diabetes.org" },
      { name: "世界卫生组织：糖尿病概况", url: "https://www.who.int/news-room/fact-sheets/detail/diabetes" },
      {
        name: "HealthHub（保健促进局）：糖尿病专区",
        url: "https://www.healthhub.sg/programmes/162/diabetes-hub/managing-condition",
      },
    ],
  },
};
