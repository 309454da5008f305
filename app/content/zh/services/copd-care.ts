/**
 * /zh/services/copd-care: the COPD care page in Simplified Chinese. Like the English page it draws
 * its own header and footer, and has 3 facts, 4 stages with what to do at each, 3 breathing
 * techniques in numbered steps, 6 services and a 3-step start (assessment, care planning, ongoing
 * support). Only the words differ from the English.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, lastReview, viewAllServices } from "./actions";

// Where the facts come from: the WHO fact sheet "Chronic obstructive pulmonary disease (COPD)", as on
// the English page. It says what COPD is and what its main symptoms are, that spirometry is used to
// diagnose it, that it has no cure but medicines, oxygen and pulmonary rehabilitation treat it, and
// that quitting smoking and vaccination against infections help. The stage names, the 120,000 figure
// and the counts for pursed-lip breathing are the product's own figures.
//
// Oxygen at home and fire, checked on 23 November 2026. Anything that catches fire burns faster in
// oxygen, so wherever the page speaks of oxygen at home the same warning sits beside it: nobody smokes
// near the oxygen, and it is kept away from open flames. The European Respiratory Society's journal
// Breathe, in its table "Hazards for home oxygen usage"
// (https://breathe.ersjournals.com/highwire/markup/11257/expansion), lists smoking tobacco, naked
// gas flames when cooking, candles and other burning things. Lancashire Fire and Rescue Service,
// "Oxygen therapy" (https://www.lancsfirerescue.org.uk/safety/safety-advice/oxygen-therapy/), says not
// to smoke near the oxygen and to keep naked flames, gas cookers among them, away from it. In Singapore
// homes the usual open flames are gas stoves, candles and joss sticks. Sources differ on a safe
// distance, so the page gives none and leaves it to the oxygen supplier's instructions.
//
// Words: 慢性阻塞性肺病 for COPD (Taiwan's 肺阻塞 is not used); the short English name "COPD" appears once,
// where the page explains what it stands for, so a reader who hears the abbreviation can place it.
// 煤气炉 is the gas stove; 拜神用的香 names the joss sticks burnt at home altars.
export const copdCare: ServicePage = {
  slug: "copd-care",
  name: "慢性阻塞性肺病护理",
  meta: {
    title: "新加坡居家慢性阻塞性肺病护理",
    description: "为慢性阻塞性肺病患者提供居家支援：呼吸技巧、提醒服药、日常协助，并根据医生的建议安排护理计划。",
  },
  theme: "default",
  sharedFrame: false,
  backLink: { label: "返回服务页", to: "/services" },
  hero: {
    eyebrow: "专科护理",
    title: "慢性阻塞性肺病居家护理",
    intro: [
      "患上慢性阻塞性肺病，连走到厨房、穿衣服这样简单的事，也可能让人觉得很累。您不必独自应付。",
      "我们的护理员会按照医生为您定下的计划，协助您做呼吸练习、服药和处理日常事务。",
    ],
    actions: [getCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，不必承担任何义务", "护理按照医生的计划进行", "支援全家人"],
  },
  sections: [
    {
      kind: "details",
      id: "understanding-copd",
      title: "认识慢性阻塞性肺病",
      intro: "COPD 是慢性阻塞性肺病的英文简称。这是一种长期的肺部疾病，会让人呼吸困难。",
      columns: 3,
      cards: [
        {
          icon: "users",
          // The product's figure. The English gives it no place or year, and none is added here.
          title: "许多家庭都在面对",
          figure: "超过120,000",
          description: "超过120,000人患有慢性阻塞性肺病。如果您的家人患上这个病，您并不孤单，也可以得到帮助。",
        },
        {
          icon: "wind",
          // WHO COPD fact sheet: the airflow is limited; breathlessness, a lasting cough and phlegm are common.
          title: "气道变窄",
          description: "空气不容易进出肺部。常见的迹象是喘不过气、咳嗽一直不好，以及有痰。",
        },
        {
          icon: "shield-check",
          // WHO COPD fact sheet: no cure, but treatment, not smoking and vaccines can ease the symptoms.
          title: "病情可以控制",
          description: "慢性阻塞性肺病无法根治。不过，药物治疗、不吸烟、保持活动，以及避免胸腔感染，都能帮助患者呼吸更顺畅，感觉更好。",
        },
      ],
    },
    {
      kind: "details",
      id: "copd-stages",
      title: "慢性阻塞性肺病的四个阶段",
      // WHO COPD fact sheet: COPD is diagnosed with spirometry, a breathing test. Stage names: the product's.
      intro:
        "医生常用一种简单的呼吸检验，叫做肺功能测试（肺活量测定），把慢性阻塞性肺病分成四个阶段。您的医生会告诉您属于哪个阶段。这里只是一般资讯。",
      columns: 2,
      cards: [
        {
          figure: "第1阶段",
          title: "轻度",
          description: "呼吸比平时稍微吃力，可能会咳嗽、有痰。许多人还没察觉，或以为只是年纪大了。",
          lists: [
            {
              title: "应对方法",
              items: ["戒烟，有需要时寻求协助", "每天保持活动", "按照医生的处方服药", "问医生哪些疫苗适合您"],
            },
          ],
        },
        {
          figure: "第2阶段",
          title: "中度",
          description: "做日常活动时会喘，例如走快一点或爬楼梯。许多人往往在这个时候，才第一次为这个问题去看医生。",
          lists: [
            {
              title: "应对方法",
              items: [
                "学习并练习呼吸技巧",
                "每次都用正确的方法使用吸入器",
                "向医生询问肺部康复计划（有专人指导的运动和呼吸训练课程）",
                "日常事务分段慢慢做，中间休息",
              ],
            },
          ],
        },
        {
          figure: "第3阶段",
          title: "重度",
          description: "气喘越来越严重，日常事务也变得很累人。急性发作（症状突然变差）可能更常发生。",
          lists: [
            {
              title: "应对方法",
              items: ["遵照医生给的书面急性发作应对计划", "请人协助洗澡、穿衣和做家务", "定期回医生那里复诊", "症状变差时，及早求医"],
            },
          ],
        },
        {
          figure: "第4阶段",
          title: "极重度",
          description: "连休息时呼吸也很困难。急性发作可能很严重，可能需要住院治疗。每天都需要更多支援。",
          lists: [
            {
              title: "应对方法",
              items: [
                "如果医生开了氧气处方，就在家使用氧气。氧气附近不可吸烟，也要让氧气远离煤气炉、蜡烛和拜神用的香",
                "白天和晚上都有人在家支援",
                "和医生谈谈以舒适为主的护理（慈怀护理）",
                "确保家人看护者也得到支援和休息",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "details",
      id: "breathing-techniques",
      title: "有帮助的呼吸技巧",
      intro: "请先让医生或物理治疗师示范给您看。如果觉得头晕，就停下来休息。如果喘得很厉害，或一直没有缓和，请马上求医。",
      columns: 3,
      cards: [
        {
          icon: "wind",
          title: "缩唇呼吸",
          description: "让呼吸慢下来，可以减轻气喘，例如在爬楼梯的时候。",
          lists: [
            {
              title: "步骤",
              ordered: true,
              // The product's counts: breathe in for 2, out for 4.
              items: [
                "舒服地坐直，放松肩膀。",
                "闭上嘴巴，用鼻子慢慢吸气，心里数2下。",
                "嘴唇轻轻合拢，像要吹口哨那样。",
                "从缩起的嘴唇轻轻呼气，心里数4下。",
                "重复做，直到呼吸平稳下来。",
              ],
            },
          ],
        },
        {
          icon: "activity",
          title: "腹式呼吸",
          description: "也叫横膈膜呼吸。它帮助您运用肺部下方那块主要的呼吸肌肉。",
          lists: [
            {
              title: "步骤",
              ordered: true,
              items: [
                "舒服地坐着或躺下，膝盖弯曲。",
                "一只手放在胸口，另一只手放在肚子上。",
                "用鼻子慢慢吸气，让肚子鼓起来，胸口尽量不动。",
                "从缩起的嘴唇慢慢呼气，感觉肚子慢慢缩回去。",
                "每次做几下就好，需要时随时休息。",
              ],
            },
          ],
        },
        {
          icon: "smile",
          title: "哈气咳嗽",
          description: "一种比较温和的清痰方法，没有用力咳嗽那么累。",
          lists: [
            {
              title: "步骤",
              ordered: true,
              items: [
                "坐直，双脚平放在地上。",
                "慢慢吸一口气，比平时稍微深一点。",
                "张开嘴巴，用力呼气，就像对着镜子哈出雾气那样。",
                "再这样做一两次，然后放松地呼吸几下。",
                "轻轻咳嗽，把松动的痰咳出来。",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "copd-services",
      title: "我们的慢性阻塞性肺病护理服务",
      intro: "根据您家人的需要和医生的建议，在家提供实际的帮助。",
      columns: 3,
      cards: [
        {
          icon: "wind",
          title: "呼吸练习支援",
          description: "我们陪您练习医生或物理治疗师教过的呼吸技巧，动作温和，按您的步调进行。",
        },
        {
          icon: "pill",
          title: "服药和吸入器提醒",
          description: "提醒按时服药，并协助按照医生示范的方法使用吸入器。",
        },
        {
          icon: "stethoscope",
          title: "氧气设备协助",
          description:
            "如果医生为患者开了氧气处方，我们会协助他们按照指示，安全地使用设备。氧气附近不可吸烟，也要让氧气远离煤气炉、蜡烛和拜神用的香。",
        },
        {
          icon: "hand-heart",
          title: "日常生活支援",
          description: "协助洗澡、穿衣、用餐和做家务，把体力留给最重要的事。",
        },
        {
          icon: "eye",
          title: "留意急性发作",
          description: "我们会留意呼吸变差的早期迹象，遵照医生的计划处理，并让家人随时知道情况。",
        },
        {
          icon: "hospital",
          title: "陪同就医",
          description: "护理员陪您的家人去诊所复诊和做康复训练，并记下医生说的话。",
        },
      ],
    },
    {
      kind: "steps",
      id: "copd-care-journey",
      title: "我们怎样开始",
      steps: [
        {
          title: "评估",
          description: "我们会上门拜访，了解您家人的呼吸情况、日常作息、家居环境和医生的指示。",
        },
        {
          title: "制定护理计划",
          description: "我们和您一起商定护理计划：需要什么帮助、什么时候需要，以及症状变差时该怎么做。",
        },
        {
          title: "持续支援",
          description: "我们的护理员会稳定地提供支援。随着需要改变，我们会和您一起检讨计划。",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "copd-testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "L. H.",
          role: "客户的儿子",
          content: "我父亲以前一喘不过气就很紧张。护理员每天早上陪他练习呼吸，现在他平静多了，也觉得自己应付得来。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "和我们谈谈慢性阻塞性肺病护理",
    text: "请告诉我们您家人的情况。我们会细心聆听，回答您的问题，并建议合适的支援。咨询是免费的。",
    actions: [getFreeConsultation, viewAllServices],
  },
  review: {
    ...lastReview,
    sources: [
      {
        name: "世界卫生组织：慢性阻塞性肺病概况",
        url: "https://www.who.int/news-room/fact-sheets/detail/chronic-obstructive-pulmonary-disease-(copd)",
      },
      { name: "新加坡 HealthHub", url: "https://www.healthhub.sg" },
    ],
  },
};
