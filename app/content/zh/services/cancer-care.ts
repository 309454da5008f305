/**
 * /zh/services/cancer-care: the cancer care page in Simplified Chinese. Same sections, figures and
 * screening schedule as the English page; only the words differ. The case count, the ages and the
 * screening intervals are the product's figures and must match the English digit for digit.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation, lastReview } from "./actions";
// Where the facts come from (the same sources as the English page):
// - National Registry of Diseases Office, Singapore Cancer Registry Annual Report 2019: 78,204
//   cancers were diagnosed in Singapore over 2015-2019; this is the product's figure.
// - MOH, Principal Causes of Death: cancer ranks among Singapore's leading causes of death.
// - HPB, Screen for Life (on HealthHub): the national screening advice is for three cancers,
//   colorectal, breast and cervical.
// - WHO "Cancer" fact sheet: found early and treated well, many cancers can be cured; the main
//   treatments are surgery, medicines and radiotherapy.
// - National Cancer Centre Singapore: patient information on each treatment and its usual side effects.
//
// The screening schedule, as checked on 23 November 2026:
// - Breast: the MOH Primary Care Pages care protocol "Cancer screening" under Healthier SG (last
//   updated 19 December 2023,
//   https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening)
//   advises a mammogram every 2 years from 50 to 69. Below 50 (40-49) and from 70, screening may be
//   offered on personal risk, so at 40-49 the row says to decide it with a doctor. Ages outside the
//   list are judged person by person; hence the note asks those 75 and over to ask their doctor and
//   names no age at which to stop.
// - No Singapore source was found with 74 as the upper age for mammograms, so the row keeps 69.
// - Cervical: under the National Cervical Cancer Screening Programme, a Pap test every 3 years at
//   25-29 and an HPV test every 5 years from 30 to 69 (HealthHub,
//   https://www.healthhub.sg/programmes/157/cervical-cancer-screening). Two summaries of the national
//   advice agree on 69 as the upper age: SMG Women's Health
//   (https://smgwomenshealth.sg/our-services/cervical-cancer-screening/) and Dr Loh's account of the
//   Screening Test Review Committee report (https://drlohmedicalblog.com/2026/03/21/cervical-cancer-screening).
// - American Family Physician, "Cancer Screening in Older Patients", 2016
//   (http://www.aafp.org/afp/2016/0415/p659.html): for older people, health and life expectancy,
//   not age by itself, decide whether screening still does good.
//
// Words: 乳癌, 子宫颈癌 and 结直肠癌 follow Lianhe Zaobao's usage; 乳房X光检查 and 子宫颈抹片检查 are
// the names Singapore's Chinese press gives a mammogram and a Pap test; 电疗, the word many Singapore
// readers use for radiotherapy, stands beside 放射治疗.

export const cancerCare: ServicePage = {
  slug: "cancer-care",
  name: "癌症护理",
  meta: {
    title: "新加坡居家癌症护理",
    description: "在癌症治疗期间和治疗后，在家提供贴心的照顾；并用浅白的话介绍新加坡的癌症情况、筛查和常见治疗。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "专科护理",
    title: "居家癌症护理",
    intro: [
      "确诊癌症，会改变全家人的日常生活。治疗可能很累人，要赴的约诊也很多。",
      "我们的护理员会按照您家人的癌症医疗团队的建议，让他们过得舒适一些，照顾他们的饮食和日常起居，也陪他们去医院。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  sections: [
    {
      kind: "stats",
      title: "新加坡的癌症情况",
      // MOH, Principal Causes of Death: cancer is among the leading causes of death here.
      intro: "本地有许多家庭受到癌症影响。癌症也是新加坡的主要死因之一。面对癌症，您并不孤单。",
      stats: [
        {
          // Singapore Cancer Registry Annual Report 2019; the product's figure.
          number: "78,204",
          label: "2015年至2019年在新加坡确诊的癌症病例",
          source: "新加坡癌症登记处",
        },
        {
          // HPB Screen for Life: national screening advice for three cancers.
          number: "3",
          label: "有全国筛查建议的癌症：结直肠癌、乳癌和子宫颈癌",
          source: "保健促进局",
        },
      ],
    },
    {
      kind: "prose",
      title: "为什么及早发现癌症很重要",
      paragraphs: [
        // WHO "Cancer" fact sheet: early diagnosis and good treatment give many cancers a high chance of cure.
        "许多癌症如果及早发现，治疗的效果会更好。筛查检验是在还没有任何症状的时候，找出癌症，或找出可能变成癌症的变化。",
        "筛查是给身体感觉良好的人做的。如果您发现身体有变化，让您担心，不要等到下一次筛查，请去看医生。",
      ],
    },
    {
      kind: "table",
      title: "癌症筛查建议",
      intro: "以下是新加坡建议一般风险的成年人做的筛查检验。",
      caption: "新加坡的癌症筛查：谁应该做、从几岁开始、多久做一次",
      columns: ["癌症", "对象和开始年龄", "筛查检验和多久做一次"],
      // The product's schedule, with the shared decision at 40-49 from the MOH care protocol and the
      // upper age of 69 from the national cervical programme (sources at the top of this file).
      rows: [
        [
          "结直肠癌（大肠癌）",
          "50岁起的男性和女性",
          "每年做粪便检验（简单的大便化验），或每10年做大肠镜检查，或每5年做电脑断层扫描大肠造影",
        ],
        ["乳癌", "40岁起的女性", "40至49岁：先和医生商量，再每年做乳房X光检查；50至69岁：每2年做一次"],
        ["子宫颈癌", "25岁起的女性", "25至29岁：每3年做子宫颈抹片检查；30至69岁：每5年做人乳头瘤病毒检测"],
      ],
      note: "如果家族中有人患过癌症，或者您有症状，医生可能会建议不同的安排。75岁起，医生可以告诉您筛查是否还有帮助。请问您的家庭医生或综合诊疗所，哪些检验适合您。",
    },
    {
      kind: "cards",
      title: "常见的癌症治疗",
      intro: "您家人的医生会说明哪些治疗适合他们的癌症。以下用浅白的话介绍几种主要的治疗，以及我们在家里可以怎样帮忙。",
      columns: 3,
      // WHO "Cancer" fact sheet and the patient information of National Cancer Centre Singapore.
      cards: [
        {
          icon: "hospital",
          title: "手术",
          description: "通过手术把癌症切除，有时也会切除附近的一些组织。",
          items: ["伤口复原期间，协助安全走动", "休息、饮食和个人护理", "接送去复诊"],
        },
        {
          icon: "pill",
          title: "化疗",
          description: "用药物杀死癌细胞，或阻止癌细胞生长，可以打点滴，也可以吃药片。常见的副作用有疲倦、恶心，以及比较容易受感染。",
          items: ["治疗当天陪伴在旁", "胃口不好时，准备清淡的饭菜", "记下副作用，告诉医疗团队"],
        },
        {
          icon: "sun",
          title: "放射治疗（电疗）",
          description: "用精准瞄准的高能量射线，消灭身体某个部位的癌细胞。许多人在疗程期间会觉得疲倦。",
          items: ["陪同去接受治疗", "在特别累的日子，帮忙做家里的事"],
        },
        {
          icon: "shield-check",
          title: "靶向治疗和免疫治疗",
          description: "比较新的药物。它们针对癌细胞的某些特点起作用，或帮助身体自己的免疫系统对抗癌症。",
          items: ["提醒按时服药", "留意有什么变化，并告诉家人"],
        },
        {
          icon: "activity",
          title: "激素治疗（荷尔蒙治疗）",
          description: "有些癌症要靠激素才能生长，例如某些乳癌和前列腺癌。这种治疗会阻断这些激素。",
          items: ["协助日常作息", "鼓励保持温和的活动"],
        },
      ],
    },
    {
      kind: "cards",
      title: "我们的癌症护理服务",
      intro: "配合您家人的治疗安排，在家提供实际又贴心的帮助。",
      columns: 4,
      cards: [
        {
          icon: "hand-heart",
          title: "日常护理，让身体舒适",
          description: "温和地协助洗澡、穿衣、上厕所和走动，特别是在治疗后身体难受的日子。",
        },
        {
          icon: "hospital",
          title: "陪同就医",
          description: "护理员陪您的家人去接受治疗、做检查和复诊，事后把情况告诉家人。",
        },
        {
          icon: "utensils",
          title: "饮食与营养",
          description: "按照医疗团队的建议，准备简单又开胃的饭菜，并协助他们吃够、喝够。",
        },
        {
          icon: "heart-handshake",
          title: "情绪支援",
          description: "平静地陪伴您的家人，耐心听他们说话；也让家人看护者有机会休息。",
        },
      ],
    },
    {
      kind: "testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "R.K.",
          role: "客户的儿子",
          content:
            "我母亲做化疗期间，她的护理员很有耐心，也很温柔。护理员会让妈妈多少吃一点东西，在医院陪着她，还会告诉我们她每天过得怎样。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "让我们陪您度过治疗期",
    text: "告诉我们您的家人需要什么，我们会配合他们的治疗，安排合适的护理。咨询是免费的。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "新加坡癌症登记处（国家疾病登记办公室）", url: "https://www.nrdo.gov.sg/" },
      {
        name: "卫生部基层医疗网站：癌症筛查护理规程",
        url: "https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening",
      },
      { name: "新加坡国家癌症中心", url: "https://www.nccs.com.sg/" },
      { name: "世界卫生组织：癌症概况", url: "https://www.who.int/news-room/fact-sheets/detail/cancer" },
    ],
  },
};
