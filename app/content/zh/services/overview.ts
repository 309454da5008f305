/**
 * The /services page in Chinese: the seven everyday service cards, the seven specialised cards
 * and the words around them. Paths, icons, colours and the popular badge are the English ones.
 */
import type { ServiceCard, SpecialisedCard } from "~/content/types";
import type { ServicesPage } from "~/content/services/overview";
import { illustrations } from "~/content/zh/illustrations";

export const serviceCards: ServiceCard[] = [
  {
    title: "居家看护",
    description: "受过培训的护理员上门协助日常事务，让您的家人在熟悉的环境里，过得安全又舒适。",
    features: ["协助日常起居", "简单家务和准备餐食", "提醒按时吃药", "时间灵活"],
    popular: false,
    path: "/services/home-care-singapore",
    icon: "home",
  },
  {
    title: "夜间看护",
    description: "护理员整夜陪在身边，协助上厕所、翻身和安顿入睡，让全家人都能好好休息。",
    features: ["夜里有需要就有人帮忙", "安全地上厕所", "睡不安稳时耐心安抚"],
    popular: false,
    path: "/services/overnight-care",
    icon: "moon",
  },
  {
    title: "个人护理",
    description: "温和、尊重地协助洗澡、穿衣、梳洗和走动，一切按您家人自己的步调来。",
    features: ["洗澡和梳洗", "穿衣和如厕", "安全地走动和转移位置", "维护尊严，尊重隐私"],
    popular: false,
    path: "/services/personal-care",
    icon: "hand-heart",
    anchor: "personal-care",
  },
  {
    title: "陪伴服务",
    description: "亲切的护理员陪伴您的家人：聊天、一起做喜欢的事、散步，也一起出门办事。",
    features: ["聊天和陪伴", "兴趣活动和外出", "协助办杂事", "减少独处的时间"],
    popular: true,
    path: "/services/companionship",
    icon: "heart-handshake",
  },
  {
    title: "陪同就医",
    description: "护理员陪您的家人到诊所和医院看病，并向家人报告情况。请提前24至48小时预约。",
    features: ["从出门到回家全程陪同", "协助登记和候诊", "记下看诊时医生的嘱咐"],
    popular: false,
    path: "/services/medical-escort",
    icon: "hospital",
  },
  {
    title: "喘息服务",
    description: "短期的护理，让家人看护者有时间休息、工作或出门旅行，也放心家人有人好好照顾。",
    features: ["短时间：2至8小时", "过夜：8至12小时", "较长时间：1至7天"],
    popular: false,
    path: "/services/respite-care",
    icon: "leaf",
  },
  {
    title: "住家看护",
    description: "护理员住在您家中，从早上、下午、傍晚到夜里，都给予稳定的照顾。",
    features: ["一整天都有人照顾", "由同一位熟悉的护理员照顾", "饮食、作息和陪伴"],
    popular: false,
    path: "/services/live-in-care",
    icon: "clock",
  },
];

export const specialisedCards: SpecialisedCard[] = [
  {
    title: "癌症护理",
    description: "在癌症治疗期间和治疗之后，在家中给予贴心的支持：让病人舒服一些，照顾日常需要和饮食，并陪同赴约。",
    colour: "rose",
    path: "/services/cancer-care",
    icon: "ribbon",
  },
  {
    // From the WHO fact sheet on dementia: it affects memory and thinking, and the ability to
    // manage the activities of daily life.
    title: "失智症与阿尔茨海默病护理",
    description: "为失智症人士安排耐心、熟悉的日常作息。失智症会影响记忆、思考和日常生活能力。我们也支持家人。",
    colour: "blue",
    path: "/services/dementia-care",
    icon: "brain",
  },
  {
    // From the WHO fact sheet on palliative care: for patients and families facing a
    // life-threatening illness, it improves quality of life by relieving pain and other
    // physical, psychosocial and spiritual problems.
    title: "慈怀护理",
    description: "为重病患者提供以舒适为重的护理，减轻疼痛和其他症状，同时支持全家人。",
    colour: "purple",
    path: "/services/palliative-care",
    icon: "flower",
  },
  {
    // From the WHO fact sheet on chronic obstructive pulmonary disease (COPD): a disease of the
    // lungs that limits the flow of air and makes breathing difficult.
    title: "慢性阻塞性肺病护理",
    description: "为慢性阻塞性肺病（COPD）患者提供日常支持。这是一种让呼吸变得吃力的长期肺病。我们会协助做呼吸练习，安排日常作息。",
    colour: "teal",
    path: "/services/copd-care",
    icon: "wind",
  },
  {
    title: "糖尿病护理",
    description: "按照医生的建议，协助测血糖、服药、安排饮食和护理双脚，也帮助长辈保持活跃。",
    colour: "green",
    path: "/services/diabetes-care",
    icon: "droplet",
  },
  {
    title: "居家复健",
    description: "在家中进行物理治疗、职能治疗和言语治疗，帮助您的家人恢复体力、信心和自理能力。",
    colour: "amber",
    path: "/services/home-therapy",
    icon: "activity",
  },
  {
    title: "护理程序",
    description: "持有执照的注册护士上门进行护理程序，例如给药、护理伤口和检查生命体征。",
    colour: "terracotta",
    path: "/services/nursing-procedure",
    icon: "syringe",
  },
];

export const servicesPage: ServicesPage = {
  meta: {
    title: "我们的服务",
    description: "新加坡居家护理服务：个人护理、陪伴服务、夜间看护、住家看护、喘息服务、陪同就医，以及针对长期疾病的专科护理。",
  },
  hero: {
    eyebrow: "我们的护理服务",
    title: "新加坡居家护理服务",
    intro: "从每周几个小时的帮忙，到全天候的照顾，我们都按您家人和整个家庭的需要来安排。每个护理计划，都从一次免费的交谈开始。",
    image: illustrations.servicesHero,
  },
  professional: {
    title: "日常居家照顾",
    intro: "在日常生活上给予实际、贴心的帮助，从个人护理、陪伴，到夜间看护和住家看护。",
  },
  cardLabels: { popular: "最受欢迎", learnMore: "了解更多" },
  specialised: {
    id: "specialized-care",
    title: "专科护理",
    intro: "为患有长期或严重疾病的人提供额外的支持，并按照医生的建议来安排。",
  },
  closing: {
    title: "不确定哪项服务适合？",
    text: "告诉我们您家人的情况，我们会建议适合的护理计划。咨询免费，无需承诺。",
    consultation: { kind: "consultation", label: "预约免费咨询" },
    whatsapp: { kind: "whatsapp", label: "用 WhatsApp 和我们聊聊" },
    hoursLabel: "服务时间",
  },
};
