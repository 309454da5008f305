/**
 * The /about page in Chinese, section for section as in English: intro, four statistics, the
 * ageing background, the shared stay-in model, how we run care, advantages, the five divisions,
 * values, mission and vision, reasons to choose us and the closing calls to action.
 */
import type { AboutPage } from "~/content/about";
import { illustrations } from "~/content/zh/illustrations";

export const about: AboutPage = {
  meta: {
    title: "关于我们",
    description: "认识我们：我们为新加坡的乐龄人士提供居家护理服务和合住式生活辅助。了解我们的五大业务、价值观、使命和愿景。",
  },
  hero: {
    eyebrow: "关于我们",
    title: "帮助乐龄人士好好生活，照顾就像在家一样温暖",
    intro: [
      "我们为新加坡的乐龄人士提供居家护理服务和合住式生活辅助。我们的护理员协助日常生活，照顾健康上的需要，也陪伴聊天，让您的家人过得安全、舒适，和身边的人保持来往。",
      "我们知道，开口求助并不容易。很多家庭来找我们时，心里担忧，不知道从哪里开始。我们会花时间聆听，用浅白的话说明各种选择，并围绕长辈本人来安排护理，而不是照着清单办事。",
    ],
    image: illustrations.aboutHero,
  },

  // The figures are those of docs/product.md, section 9. Two of them, 900K and 2.1, agree with the
  // government's Population White Paper of 2013 (National Population and Talent Division): the
  // number of citizens aged 65 and above triples to 900,000 by 2030, when there will be 2.1
  // working-age citizens to each of them. The spec names no publication for the rest, so their
  // sources still need confirming before the site goes live.
  statisticsTitle: "从数字看新加坡人口老化",
  statistics: [
    {
      number: "900K",
      label: "到2030年，65岁及以上的新加坡公民",
      source: "《人口白皮书》，新加坡政府（2013年）",
    },
    {
      number: "100K+",
      label: "到2030年，预计独居的乐龄人士",
      source: "新加坡政府数据",
    },
    {
      number: "2.1",
      label: "到2030年，每名乐龄人士对应的工作年龄成人人数（2015年为5.7人）",
      source: "新加坡政府数据",
    },
    {
      number: "86%",
      label: "乐龄人士希望在家中养老",
      // A share of seniors with a preference can only come from a survey, and the spec does not
      // say which one.
      source: "新加坡乐龄人士调查",
    },
  ],

  // Every figure here comes from docs/product.md, section 9, and from nowhere else.
  background: {
    title: "新加坡人口老化，每个家庭都有感受",
    paragraphs: [
      "新加坡人口老化得很快。预计到2030年，乐龄人士将达到约900,000人。2024年，已经有87,200名乐龄人士独自居住。",
      "能一起分担照顾的工作年龄成人也越来越少。2015年，每名乐龄人士有5.7名工作年龄成人；预计到2030年，这个数字会降到2.1。",
      "对许多家庭来说，这往往意味着要同时兼顾工作、孩子，还有需要更多照顾的父母。很多乐龄人士希望留在自己家里。在家中或在小型合住之家得到良好的照顾，就能做到这一点，家人也得到支持，更加安心。",
    ],
  },

  stayInModel: {
    title: "我们的合住式生活辅助模式",
    intro:
      "有些乐龄人士需要的帮助，不是每周几次上门探访就够，但又不需要住进疗养院。我们的合住之家正好介于两者之间。几位乐龄人士一起住在一个真正的家里，有一名住家护理员和大家同住，在日常生活中帮助他们。",
    ratio: "3:1",
    ratioText: "每名住家护理员照顾3至4位乐龄人士",
    cards: [
      {
        icon: "moon",
        title: "自己的睡房",
        description: "每位乐龄人士都有自己的睡房，身边放着自己的东西。这里是安静休息的地方，想独处时也有私人空间。",
      },
      {
        icon: "users",
        title: "共用的起居空间",
        description: "客厅、饭桌和厨房大家共用。住户可以一起吃饭、聊天、参加活动，没有人会整天孤零零一个人。",
      },
      {
        icon: "heart-handshake",
        title: "一名住家护理员照顾3至4位乐龄人士",
        description: "只需照顾三四位住户，护理员能好好认识每一个人，无论白天还是晚上，都能及时帮忙。",
      },
      {
        icon: "sun",
        title: "像在家一样过日子",
        description: "每天按熟悉的节奏过：用餐、休息、活动，还有家人来探望。作息按每位住户的习惯安排，而不是死板的时间表。",
      },
    ],
    image: illustrations.stayInModel,
  },

  pillars: {
    title: "我们怎样提供护理",
    intro: "无论是在客户自己家中，还是在我们的合住之家，我们每天的工作都遵循以下四点。",
    cards: [
      {
        icon: "clipboard-list",
        title: "以人为本的护理计划",
        description: "每份计划都从长辈本人出发：健康状况、生活习惯、喜好和心愿。我们会和家人一起检讨计划，需要有变化时随时更新。",
      },
      {
        icon: "graduation-cap",
        title: "受过培训的护理员",
        description: "我们的护理员在开始工作前接受培训，工作中也不断学习，能提供安全、尊重人的护理。",
      },
      {
        icon: "shield-check",
        title: "安全与医护监督",
        description: "我们留意跌倒、用错药等风险。涉及健康需要的护理，会参考医护人员的专业意见来规划和检查。",
      },
      {
        icon: "message-circle",
        title: "和家人清楚沟通",
        description: "我们定期向家人汇报，家人也清楚知道该找谁。情况有变化时，我们会及时通知您，并和您商量下一步怎么做。",
      },
    ],
  },

  advantages: {
    title: "在家里或小型合住之家接受照顾，为什么行得通",
    cards: [
      {
        icon: "home",
        title: "熟悉的环境",
        description: "住在熟悉的地方，可以让乐龄人士心情平静，也更能自理，尤其是在记忆力或行动能力出现变化的时候。",
      },
      {
        icon: "hand-heart",
        title: "细心关注每个人",
        description: "在家一对一照顾，或只和几位住户一起受照顾，护理员有时间察觉细小的变化，并及时应对。",
      },
      {
        icon: "smile",
        title: "有人陪伴，有人交流",
        description: "经常有人陪伴、一起吃饭，可以减轻孤单。对原本要整天独自度过的乐龄人士来说，这一点很重要。",
      },
      {
        icon: "calendar",
        title: "配合您生活的护理",
        description: "护理可以是几个小时的喘息服务，也可以是住家看护，并且能随着家人需要的改变而调整。",
      },
      {
        icon: "users",
        title: "家人依然亲近",
        description: "家人可以方便地来探望，继续参与长辈的日常生活。照料的工作由我们的团队负责，让你们相处的时间不必都花在琐事上。",
      },
    ],
  },

  divisions: {
    title: "我们的五大业务",
    intro: "我们的工作涵盖五个领域。这五方面结合起来，让我们能在家中、在住宿式护理机构，以及在更广的护理行业里支持乐龄人士。",
    cards: [
      {
        icon: "home",
        title: "居家护理服务",
        description: "在客户自己家中提供个人护理、陪伴服务、夜间看护和住家看护、喘息服务、陪同就医及专科护理。",
      },
      {
        icon: "building",
        title: "疗养院营运",
        description: "为需要更多照顾的乐龄人士提供住宿式护理，秉持和居家护理服务一样以人为本的做法。",
      },
      {
        icon: "stethoscope",
        title: "医疗诊所",
        description: "病人可以在诊所看医生、做检查，也可以得到帮助，管理长期的健康问题。",
      },
      {
        icon: "graduation-cap",
        title: "医疗保健培训学院",
        description: "为护理人员和其他照顾乐龄人士的人开办培训课程，培养实用、尊重人的护理技能。",
      },
      {
        icon: "briefcase",
        title: "医疗保健咨询",
        description: "为想要设立或改善年长者护理服务的机构提供咨询。",
      },
    ],
  },

  values: {
    title: "我们的核心价值",
    cards: [
      {
        icon: "badge-check",
        title: "尊严",
        description: "我们在提供协助时，保护每个人的隐私、选择和自我认同。",
      },
      {
        icon: "heart-handshake",
        title: "关爱",
        description: "我们以耐心和善意关怀乐龄人士，也关怀深爱他们的家人。",
      },
      {
        icon: "hand-heart",
        title: "尊重",
        description: "我们用心聆听，尊重每个人的文化、信仰和习惯，从不催促。",
      },
      {
        icon: "scale",
        title: "诚信",
        description: "我们如实说明自己能做什么，清楚交代护理包括哪些内容，并且说到做到。",
      },
      {
        icon: "users",
        title: "团队合作",
        description: "好的护理需要护理员、护士、家人和医生一起合作。我们让每个人都掌握情况，朝着同样的目标努力。",
      },
    ],
  },

  missionVisionLabel: "使命与愿景",
  mission: {
    title: "我们的使命",
    paragraphs: ["帮助新加坡的乐龄人士在感到自在、像家一样的地方，安全、舒适、有尊严地生活，并且一路上给他们的家人可靠的支持。"],
  },

  vision: {
    title: "我们的愿景",
    paragraphs: ["让新加坡的每一位乐龄人士，都能在像家一样的地方安享晚年，身边有照顾、有陪伴，也受到尊重。"],
  },

  reasons: {
    title: "家属选择我们的原因",
    items: [
      "第一次咨询免费，无需承诺。",
      "护理计划按照您家人的作息、健康和心愿来制定。",
      "护理员受过培训，并得到我们团队的支持。",
      "居家护理服务、专科护理和合住式生活辅助，都由同一家机构提供。",
      "护理可以从几个小时的喘息服务开始，逐步增加到住家看护。",
      "定期向您汇报，让您知道家人过得怎样。",
    ],
  },

  cta: {
    title: "一起谈谈您家里需要的照顾",
    text: "告诉我们您家人的情况。我们会聆听，解答您的问题，并建议合适的选择，不必作任何承诺。",
    actions: [
      { kind: "link", label: "了解我们的服务", to: "/services" },
      { kind: "link", label: "联系我们", to: "/contact" },
      { kind: "consultation", label: "预约免费咨询" },
    ],
  },
};
