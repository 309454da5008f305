/**
 * The care guide (/care-guide) in Chinese: the four questions, the answers a family can pick, and
 * the one to three services each main need or health condition points to. The words only the
 * result pages use are in care-guide-pages.ts beside this file.
 *
 * Like the English, the guide only says where families in a similar situation often start. It
 * makes no judgement about anyone's health: every result says it is not medical advice and points
 * to the free consultation, where a nurse can advise.
 *
 * The answers' values, the slugs and the service paths are the English ones: they are kept in
 * session storage and in addresses, which are the same in every language. The order of the result
 * pages (topicOrder) holds no words, so it is not repeated here: the English list serves both.
 */
import type {
  Amount,
  careGuide as careGuideSource,
  Condition,
  MainNeed,
  questions as questionsSource,
  Question,
  Suggestion,
  Timing,
  timeSuggestions as timeSuggestionsSource,
  Topic,
  TopicResult,
  topics as topicsSource,
  Who,
} from "../care-guide";
import type { ServicePath } from "../services/slugs";
import type { Translation } from "~/i18n/translation";

/**
 * Checked as the English is (each question against Question with its own answers), and against the
 * English for the same questions and the same number of answers.
 */
export const questions = {
  who: {
    legend: "您想为谁安排护理？",
    summaryLabel: "护理对象",
    choices: [
      { value: "mother", label: "我的母亲", inMessage: "我的母亲" },
      { value: "father", label: "我的父亲", inMessage: "我的父亲" },
      { value: "partner", label: "我的丈夫、妻子或伴侣", inMessage: "我的丈夫、妻子或伴侣" },
      { value: "myself", label: "我自己", inMessage: "我自己" },
      { value: "relative", label: "其他亲戚或朋友", inMessage: "一位亲戚或朋友" },
    ],
  },
  need: {
    legend: "最主要的需要是什么？",
    hint: "请选出目前最要紧的一项。其他情况，可以在免费咨询时再慢慢说。",
    summaryLabel: "主要需要",
    choices: [
      { value: "everyday", label: "日常生活上的帮忙", hint: "梳洗、穿衣、吃饭、在家里走动", inMessage: "日常生活上的帮忙" },
      { value: "company", label: "有人陪伴", hint: "有人聊天、一起出门，也帮忙留意日常情况", inMessage: "有人陪伴" },
      {
        value: "condition",
        label: "健康问题方面的照顾",
        hint: "例如失智症、癌症、慢性阻塞性肺病或糖尿病，下一题再选是哪一种",
        inMessage: "健康问题方面的照顾",
      },
      { value: "hospital", label: "出院回家后的照顾", inMessage: "出院后的照顾" },
      { value: "break", label: "让家人看护者休息一下", inMessage: "让家人看护者休息一下" },
      {
        value: "end-of-life",
        label: "人生最后阶段的照顾",
        hint: "身患重病，希望在家里过得舒适",
        inMessage: "人生最后阶段的照顾",
      },
    ],
  },
  condition: {
    legend: "是哪一种健康问题？",
    hint: "请选最接近的一项。在免费咨询时，护士可以和您一起慢慢谈。",
    summaryLabel: "健康问题",
    choices: [
      { value: "dementia", label: "失智症或记忆力衰退", inMessage: "失智症" },
      { value: "cancer", label: "癌症", inMessage: "癌症" },
      { value: "breathing", label: "慢性阻塞性肺病（COPD）或其他呼吸问题", inMessage: "慢性阻塞性肺病或呼吸问题" },
      { value: "diabetes", label: "糖尿病", inMessage: "糖尿病" },
      {
        value: "nursing",
        label: "康复期间需要护理程序",
        hint: "例如护理伤口、打针或管道喂食",
        inMessage: "康复期间需要护理程序",
      },
      { value: "other", label: "其他健康问题", inMessage: "健康问题" },
    ],
  },
  amount: {
    legend: "需要多少帮助？",
    hint: "大概说说就可以了，护理计划以后还能调整。",
    summaryLabel: "需要多少帮助",
    choices: [
      { value: "week", label: "每个星期几个小时", inMessage: "每个星期大约几个小时。" },
      { value: "most-days", label: "大部分日子，每天几个小时", inMessage: "大部分日子，每天大约几个小时。" },
      { value: "overnight", label: "夜间", hint: "整个晚上都有人在身边", inMessage: "主要是夜间。" },
      {
        value: "round-the-clock",
        label: "全天候或住家看护",
        hint: "白天晚上都有人在身边",
        inMessage: "全天候照顾，也许是住家看护。",
      },
    ],
  },
  timing: {
    legend: "什么时候需要开始护理？",
    summaryLabel: "开始时间",
    choices: [
      { value: "this-week", label: "这个星期", inMessage: "希望这个星期就开始。" },
      { value: "this-month", label: "一个月内", inMessage: "希望一个月内开始。" },
      { value: "planning", label: "只是提早做打算", inMessage: "目前只是提早做打算。" },
    ],
  },
} as const satisfies Translation<typeof questionsSource> & {
  who: Question<Who>;
  need: Question<MainNeed>;
  condition: Question<Condition>;
  amount: Question<Amount>;
  timing: Question<Timing>;
};

/** The service pages' names as the guide shows them; they should read as the /services page names them. */
export const serviceNames: Record<ServicePath, string> = {
  "/services/home-care-singapore": "居家看护",
  "/services/overnight-care": "夜间看护",
  "/services/personal-care": "个人护理",
  "/services/companionship": "陪伴服务",
  "/services/medical-escort": "陪同就医",
  "/services/cancer-care": "癌症护理",
  "/services/dementia-care": "失智症与阿尔茨海默病护理",
  "/services/copd-care": "慢性阻塞性肺病护理",
  "/services/diabetes-care": "糖尿病护理",
  "/services/palliative-care": "慈怀护理",
  "/services/respite-care": "喘息服务",
  "/services/live-in-care": "住家看护",
  "/services/home-therapy": "居家复健",
  "/services/nursing-procedure": "护理程序",
};

/** Brought in second when the answer on how much help asks for nights or for round-the-clock care. */
export const timeSuggestions: Translation<typeof timeSuggestionsSource> = {
  overnight: {
    path: "/services/overnight-care",
    why: "护理员整晚留在家里，帮忙上厕所、翻身和安顿，让家人可以好好睡一觉。",
  },
  "round-the-clock": {
    path: "/services/live-in-care",
    why: "护理员住在家里，白天晚上都给予稳定的照顾。",
  },
};

const escort = {
  path: "/services/medical-escort",
  why: "护理员陪同到诊所和医院看病，并让家人随时了解情况。",
} as const satisfies Suggestion;

export const topics: Translation<typeof topicsSource> & Record<Topic, TopicResult> = {
  everyday: {
    slug: "everyday-help",
    suggestions: [
      {
        path: "/services/personal-care",
        why: "按照您家人自己的节奏，温和地帮忙洗澡、穿衣、打理仪容和走动。",
      },
      {
        path: "/services/home-care-singapore",
        why: "受过训练的护理员帮忙打理日常起居、简单家务和三餐，并提醒服药。",
      },
      {
        path: "/services/companionship",
        why: "亲切的护理员陪着聊天、散步、出门办事，让日子不再那么漫长。",
      },
    ],
  },
  company: {
    slug: "company",
    suggestions: [
      {
        path: "/services/companionship",
        why: "亲切的护理员花时间陪伴：聊天、一起做喜欢的事、散步和出门办事。",
      },
      {
        path: "/services/home-care-singapore",
        why: "陪伴之外，也帮忙做实事：准备三餐、简单家务和提醒服药。",
      },
      escort,
    ],
  },
  hospital: {
    slug: "after-hospital",
    suggestions: [
      {
        path: "/services/nursing-procedure",
        why: "注册护士在家里按照医院医生的指示进行护理，例如护理伤口或给药。",
      },
      {
        path: "/services/home-therapy",
        why: "在家进行物理治疗、职能治疗和言语治疗，帮助慢慢恢复体力和信心。",
      },
      { ...escort, why: "护理员陪同到诊所或医院复诊，并让家人随时了解情况。" },
    ],
  },
  break: {
    slug: "caregiver-break",
    suggestions: [
      { path: "/services/respite-care", why: "短期的照顾，从几个小时到几天，让您可以休息、工作或出门旅行。" },
      { path: "/services/companionship", why: "亲切的护理员定期上门，让您每个星期有几个小时属于自己的时间。" },
      { path: "/services/overnight-care", why: "护理员负责守夜，让您可以一觉睡到天亮。" },
    ],
  },
  "end-of-life": {
    slug: "end-of-life",
    suggestions: [
      {
        path: "/services/palliative-care",
        why: "在家里以舒适为重的照顾，减轻疼痛和其他不适，也支持全家人。",
      },
      {
        path: "/services/nursing-procedure",
        why: "注册护士在家里按照医生的指示进行护理，例如给药或护理伤口。",
      },
      { path: "/services/respite-care", why: "让家人有时间休息，也安心知道亲人有人好好照顾。" },
    ],
  },
  dementia: {
    slug: "dementia",
    suggestions: [
      {
        path: "/services/dementia-care",
        why: "为失智症人士在家里安排耐心、熟悉的日常作息，同时也支持家人。",
      },
      {
        path: "/services/companionship",
        why: "定期由同一位亲切的护理员陪伴，聊天，做他们喜欢的活动。",
      },
      { path: "/services/respite-care", why: "照顾失智症家人很辛苦，偶尔短暂休息，家人才能继续走下去。" },
    ],
  },
  cancer: {
    slug: "cancer",
    suggestions: [
      { path: "/services/cancer-care", why: "在治疗期间和治疗之后，在家里给予支持：让人舒适，照顾日常需要和三餐。" },
      {
        path: "/services/nursing-procedure",
        why: "注册护士在家里按照医生的指示进行护理，例如护理伤口或检查生命体征。",
      },
      { ...escort, why: "护理员陪同去接受治疗和复诊，并让家人随时了解情况。" },
    ],
  },
  breathing: {
    slug: "breathing-problems",
    suggestions: [
      {
        path: "/services/copd-care",
        why: "为呼吸吃力的人士提供日常支持，包括呼吸练习和日常作息的安排。",
      },
      { path: "/services/home-therapy", why: "治疗师上门，教导用比较省气力的方法走动和做日常事务。" },
      escort,
    ],
  },
  diabetes: {
    slug: "diabetes",
    suggestions: [
      {
        path: "/services/diabetes-care",
        why: "按照医生的建议，帮忙检查血糖、服药、安排饮食、护理双脚和保持活动。",
      },
      {
        path: "/services/nursing-procedure",
        why: "注册护士在家里按照医生的指示进行护理，例如打针或护理伤口。",
      },
      { path: "/services/personal-care", why: "按照您家人自己的节奏，温和地帮忙洗澡、穿衣和走动。" },
    ],
  },
  nursing: {
    slug: "nursing-procedures",
    suggestions: [
      {
        path: "/services/nursing-procedure",
        why: "注册护士在家里按照医生的指示进行护理，从护理伤口到护理喂食管和导尿管。",
      },
      {
        path: "/services/home-therapy",
        why: "在家进行物理治疗、职能治疗和言语治疗，帮助慢慢恢复体力和信心。",
      },
      { ...escort, why: "护理员陪同去复诊，并让家人随时了解情况。" },
    ],
  },
  other: {
    slug: "other-conditions",
    suggestions: [
      { path: "/services/home-care-singapore", why: "受过训练的护理员帮忙打理日常起居和三餐，并提醒服药。" },
      {
        path: "/services/nursing-procedure",
        why: "注册护士在家里按照医生的指示进行护理，例如给药或护理伤口。",
      },
      escort,
    ],
  },
};

/** Words of the guide page, the guide's screens and its result. */
export const careGuide: Translation<typeof careGuideSource> = {
  meta: {
    title: "护理指南：回答四个问题，找到合适的护理",
    description: "回答四个关于您家人的简单问题，看看情况相似的家庭，通常先从哪些居家护理服务开始。",
  },
  hero: {
    eyebrow: "护理指南",
    title: "回答四个问题，找到合适的护理",
    intro: [
      "回答四个简单的问题，我们会建议一到三项服务，都是情况相似的家庭常常先选择的。",
      "您的答案只保存在这个浏览器里。除非您自己选择发送给我们，否则什么都不会传送出去。",
    ],
  },
  guideLabel: "四个问题",
  progress: "第{number}题，共{total}题",
  back: "上一步",
  next: "继续",
  showResult: "查看建议",
  choose: "请选择一个答案，然后继续。",
  errorPrefix: "错误：",

  noScript: {
    title: "最主要的需要是什么？",
    text: "请选出最接近的一项，看看情况相似的家庭通常从哪里开始。",
    conditionsLabel: "健康问题方面的照顾",
  },

  result: {
    title: "情况相似的家庭，通常从这里开始",
    /** Not a diagnosis, and said before the suggestions, as in the English. */
    intro: "这些服务只是一个起点，不是医疗建议。每个家庭的情况都不一样：在免费咨询时，护士可以给您建议。",
    servicesLabel: "建议的服务",
    learnMore: "了解",
    consultation: "就这个情况，预约免费咨询",
    consultationNote: "您的答案会先填进表格的留言栏里，发送之前您可以随意修改。",
    answersTitle: "您的答案",
    change: "修改",
    startAgain: "重新开始",
    nextTitle: "做决定之前",
    nextLinks: [
      { to: "/costs", label: "护理的费用，以及付费方面的援助" },
      { to: "/our-caregivers", label: "谁会到家里来" },
    ],
  },

  /** The message the consultation form starts with; the family can change every word. */
  message: {
    opening: "我想为{who}寻找护理服务。",
    need: "主要需要：{need}。",
  },
};
