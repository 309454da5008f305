/**
 * /our-caregivers in Chinese: who comes into the home, what each role does and leaves to others,
 * how we choose, check and train people, the languages they speak, matching, how visits work,
 * help outside office hours, and feedback.
 *
 * As in the English, every policy figure (visit length, notice, late-cancellation share, change
 * and reply times) and every language comes from provider.ts, so a change there reaches this page
 * too. What the page says about Singapore's regulators and the emergency number rests on the
 * official pages listed in `sources`; the rest is worded as our own practice.
 */
import { type CareLanguage, provider } from "~/content/provider";
import { callUs, chatOnWhatsApp } from "~/content/zh/services/actions";
import type { OurCaregiversPage } from "../our-caregivers";

/** How each language and dialect is named in Chinese, the names Singapore uses. */
export const careLanguageNames: Record<CareLanguage, string> = {
  english: "英语",
  mandarin: "华语",
  malay: "马来语",
  tamil: "淡米尔语",
  hokkien: "福建话",
  cantonese: "广东话",
  teochew: "潮州话",
};

const { complaintReply } = provider;

/** The first home visit, named by whether it is free (provider.freeAssessment). */
const assessment = provider.freeAssessment ? "免费家访评估" : "家访评估";

export const ourCaregivers: OurCaregiversPage = {
  meta: {
    title: "我们的护理人员",
    description: "谁会到您家里来：我们的护士、护理员和治疗师，我们怎样审查和培训他们，他们会说哪些语言，以及有事该找谁。",
  },

  hero: {
    eyebrow: "我们的护理人员",
    title: "谁会到您家里来，我们又是怎样挑选他们的",
    intro: [
      "让一个新面孔进入父母的家，是一件大事。这一页告诉您：我们会派谁来，每个人可以做什么、不可以做什么，我们怎样审查和培训他们，以及觉得有什么不妥时该怎么办。",
    ],
    points: ["第一次上门之前，都经过审查和培训", "更换护理员，不收任何费用", "客户在办公时间以外，也可找值班护士"],
  },

  // Nurses must be registered (or, for enrolled nurses, enrolled) with the Singapore Nursing Board
  // and hold a valid practising certificate before they may practise:
  // https://www.healthprofessionals.gov.sg/snb/registration-enrolment (read on 2026-11-23).
  // Physiotherapists, occupational therapists and speech-language therapists need registration
  // with the Allied Health Professions Council and a valid practising certificate:
  // https://ahpc.gov.sg/for-professionals/registers-of-allied-health-professionals (read on 2026-11-23).
  // That enrolled nurses work under a registered nurse's professional supervision comes from the
  // Board's core competencies for enrolled nurses, seen only in copies without an official address;
  // the page therefore gives that supervision as our own practice.
  // No official page confirmed a public register search, so the page links to none and offers to
  // show the practising certificate instead.
  roles: {
    title: "谁可能会来，每个人做些什么",
    intro: "根据您家人需要的护理，可能会有以下一位或几位人员上门。每个人只做自己受过训练、也获准做的工作。",
    doesLabel: "他们会做的事",
    doesNotLabel: "他们不会做的事",
    cards: [
      {
        icon: "stethoscope",
        title: "注册护士",
        standing: "已在新加坡护士局注册，持有有效的执业证书。他们负责带领护理计划，并督导团队里的其他人员。",
        does: [
          "评估您家人的健康状况，和您一起制定护理计划",
          "按照医生开的处方给药和打针",
          "护理伤口，更换喂食管和导尿管",
          "检查血压、血糖和其他身体状况，有变化时及时处理",
          "教家人和护理员怎样安全地帮忙",
        ],
        doesNot: ["诊断疾病或开药：这由您家人的医生负责", "没有先和医生商量，就更改医生的指示"],
      },
      {
        icon: "activity",
        title: "登记护士",
        standing: "已在新加坡护士局登记，持有有效的执业证书。在我们的团队里，他们在注册护士的督导下工作。",
        does: [
          "检查体温、血压、脉搏和血糖",
          "按照护理计划给药",
          "做简单的伤口包扎",
          "帮忙梳洗、穿衣、吃饭和走动",
          "把任何变化报告给负责督导的注册护士",
        ],
        doesNot: ["制定或更改护理计划：这由注册护士负责", "接手注册护士没有交给他们的护理程序"],
      },
      {
        icon: "hand-heart",
        title: "护理员",
        alsoCalled: "也称为看护员或护理助理",
        standing: "第一次上门之前，已接受我们的个人护理和安全培训。大部分上门服务由护理员负责，并由一位护士照看护理计划。",
        does: [
          "帮忙洗澡、穿衣、上厕所和吃饭",
          "帮助您的家人安全地移动、站起来和走路",
          "提醒他们按时服药",
          "陪伴他们：聊天、散步、玩游戏和外出",
          "做治疗师教过的运动",
        ],
        doesNot: ["打针", "更换插管或导尿管，或包扎伤口", "决定或更改任何药物的分量"],
      },
      {
        icon: "accessibility",
        title: "治疗师",
        alsoCalled: "物理治疗师、职能治疗师和言语治疗师",
        standing: "已在综合医疗保健专业理事会注册，持有有效的执业证书。他们按疗程上门，不会整天留在家里。",
        does: [
          "物理治疗师：锻炼体力、平衡和走路，减少跌倒",
          "职能治疗师：帮助应付日常事务，让家里更安全",
          "言语治疗师：说话、理解，以及安全地吞咽",
          "安排运动，并教家人和护理员怎样在旁协助",
        ],
        doesNot: ["提供洗澡等个人护理：这由我们的护理员负责", "取代您家人的医生或护士"],
      },
    ],
    checkNote: "您可以要求查看我们派来的任何一位护士或治疗师的执业证书，我们会出示给您看。",
  },

  checks: {
    title: "我们怎样挑选和审查派去的人员",
    intro: "任何人在上门服务客户之前，都要和我们走完以下每一个步骤。",
    steps: [
      {
        title: "面试",
        description: "一位资深护士会和每位应征者见面，谈谈他们的经验、为什么做这份工作，以及他们怎样对待年长者。",
      },
      {
        title: "实际操作评估",
        description: "在我们的护士旁观下，他们要示范怎样帮人安全地移动、梳洗和吃饭，以及出了问题时会怎么做。",
      },
      {
        title: "查询推荐人",
        description: "我们会和他们以前的雇主谈谈，了解他们是否可靠，以及他们照顾人的表现。",
      },
      {
        title: "背景审查",
        description: "我们会核实他们的身份、资格，以及在新加坡工作的资格；护士和治疗师还要核实注册和执业证书。",
      },
      {
        title: "健康检查",
        description: "开始工作前先做健康检查，确保他们能胜任这份工作，和身体虚弱的人相处也安全。",
      },
    ],
  },

  training: {
    title: "培训：第一次上门之前，以及每一年",
    intro: "好的护理需要学习，也需要常常温习。以下是我们培训每一位上门人员的方式。",
    cards: [
      {
        icon: "graduation-cap",
        title: "第一次上门前的入职培训",
        description:
          "完成我们的入职培训之前，任何人都不会上门服务客户。培训内容包括：我们的工作方式、家居安全、尊严与隐私，以及怎样反映问题。",
      },
      {
        icon: "users",
        title: "头几次上门有人督导",
        description: "新护理员的头几次上门，会有护士或资深同事陪同或跟进，并一直保持联系，直到双方都有信心为止。",
      },
      {
        icon: "calendar",
        title: "每年复习培训",
        description: "每一年，所有人员都要复习保障客户安全的技能：",
        items: ["失智症护理", "安全转移（在床、椅子和厕所之间）", "感染控制", "急救和心肺复苏术"],
      },
    ],
  },

  languages: {
    title: "我们会说的语言和方言",
    intro: "父母和说同一种语言的人在一起，会比较自在。我们的护理员当中，有人会说以下这些语言和方言：",
    listLabel: "我们护理员会说的语言和方言",
    note: "为您配对护理员时，我们会先尽量找会说您家人母语或方言的人。联系我们时，请告诉我们是哪一种。",
  },

  matching: {
    title: "我们怎样配对护理员，以及怎样要求更换",
    intro: "我们是为这个人挑选护理员，而不只是为了一项工作。",
    steps: [
      {
        title: "我们先认识您的家人",
        description: `在${assessment}时，我们会了解他们的健康、日常作息、语言、习惯和喜好，也会问他们比较希望由男性还是女性来照顾。`,
      },
      {
        title: "我们推荐一位护理员",
        description: "我们会挑选技能、语言和性格都合适的人，并在第一次上门之前向您介绍他们。",
      },
      {
        title: "我们跟进是否合适",
        description: "头几次上门之后，我们会打电话问您情况怎样，之后也会继续关心。",
      },
    ],
    change: {
      title: "要求更换护理员",
      text: `如果觉得不合适，随时可以通过电话、WhatsApp 或电子邮件告诉我们。您不需要说明原因。更换不收任何费用，新的护理员会在${provider.caregiverChangeDays}个工作日内开始上门。`,
    },
    guideLink: {
      before: "不确定您的家人需要哪一种护理？",
      label: "试试我们的护理指南",
      to: "/care-guide",
      after: "：回答几个简单的问题，就能找到合适的服务。",
    },
  },

  visits: {
    title: "上门服务怎样安排",
    intro: "几条简单的规则，让您心里有数。",
    cards: [
      {
        icon: "clock",
        title: "每次上门最短多久",
        description: `我们的护理员每次上门至少${provider.minimumVisitHours}个小时，有足够的时间帮忙，不必匆匆忙忙。`,
      },
      {
        icon: "calendar",
        title: "更改或取消上门",
        description: `在上门前至少${provider.cancellationNoticeHours}个小时通知我们，就不收任何费用。如果通知得比较迟，我们会收取该次上门费用的${provider.lateCancellationPercent}%。`,
      },
      {
        icon: "shield-check",
        title: "如果您的护理员生病了",
        description: "我们会派一位受过训练、已经看过您家人护理计划的替班护理员。在替班人员到达之前，我们会先通知您，并告诉您他的名字。",
      },
      {
        icon: "home",
        title: "第一次上门",
        description: "我们的一位护士会陪护理员一起来，为大家介绍，和您及您的家人一起看一遍护理计划，并检查家里有没有可能让人跌倒的地方。",
      },
    ],
    costsLink: {
      before: "想了解我们的收费，以及您可能获得的经济援助，请看",
      label: "费用与经济援助",
      to: "/costs",
      after: "。",
    },
    sampleNote: "本页的时数、通知时间、收费和回复时间，目前都只是示例数字。",
  },

  // The SCDF asks for 995 only in an emergency (such as cardiac arrest, seizures, breathlessness,
  // unconsciousness, heavy bleeding, major injuries or stroke), when an emergency ambulance is needed:
  // https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services
  // (read on 2026-11-23).
  afterHours: {
    title: "办公时间以外的帮助",
    lineTitle: "我们的非办公时间热线",
    forWhom: "供已经在接受我们护理服务的家庭使用",
    text: "如果在傍晚、深夜或周末，需要有关您家人护理的建议，请拨打我们的非办公时间热线。值班护士会接听。",
    callLabel: "拨打非办公时间热线",
    emergencyTitle: "遇到紧急情况，请先拨打995",
    emergencyText:
      "如果您的家人突然倒下、呼吸困难、抽搐、大量出血，或出现中风的迹象，请拨打995，叫新加坡民防部队（SCDF）的紧急救护车。然后再打电话给我们。",
    emergencyCall: "拨打",
    emergencyNumber: "995",
  },

  // The Ministry of Health asks families to take a concern to the provider first, and explains how
  // to go further: https://www.moh.gov.sg/others/inquiries-and-complaints-guide (read on 2026-11-23).
  feedback: {
    title: "意见与投诉",
    intro: "请告诉我们哪些做得好，哪些做得不好。投诉绝不会影响您家人得到的护理。您可以写信给我们，或告诉负责您护理员的护士。",
    emailLabel: "用电子邮件把意见发给我们",
    replyTimes: [
      `我们会在${complaintReply.acknowledgeDays}个工作日内，确认已收到您的信息。`,
      `我们会在${complaintReply.answerDays}个工作日内给您完整的答复，并告诉您我们做了什么。`,
    ],
    escalation: {
      text: "如果您对我们的答复仍然不满意，卫生部有说明怎样进一步反映问题。",
      label: "卫生部：查询与投诉指南",
      url: "https://www.moh.gov.sg/others/inquiries-and-complaints-guide",
    },
  },

  sources: [
    {
      name: "新加坡护士局（Singapore Nursing Board）：注册与登记",
      url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment",
    },
    {
      name: "综合医疗保健专业理事会（Allied Health Professions Council）：综合医疗保健专业人员名册",
      url: "https://ahpc.gov.sg/for-professionals/registers-of-allied-health-professionals",
    },
    {
      name: "新加坡民防部队（SCDF）：紧急医药服务",
      url: "https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services",
    },
  ],

  cta: {
    title: "认识将会照顾您家人的人",
    text: provider.freeAssessment
      ? "告诉我们您家人的情况，我们会推荐一位护理员。第一次咨询和家访评估都是免费的。"
      : "告诉我们您家人的情况，我们会推荐一位护理员。",
    actions: [{ kind: "consultation", label: "安排免费咨询" }, chatOnWhatsApp, callUs],
  },
};

/** The languages as the page lists them, in provider order. */
export const spokenLanguages = provider.languages.map((language) => careLanguageNames[language]);
