/**
 * Chinese copy for /faq, translated from ../faq.ts: the four question categories and the page
 * around them. The fees come from residential-fees.ts, as in the English; the admission time,
 * escort notice and caregiver ratio are the English answers' own figures.
 */
import type { FaqCategory } from "~/content/types";
import { residentialFeesFrom } from "~/content/residential-fees";
import { illustrations } from "~/content/zh/illustrations";
import type { Translation } from "~/i18n/translation";
import { type FaqPage, faqCategories as sourceCategories, faqPage as source, moreOnCosts as sourceMoreOnCosts } from "../faq";

/** A fee as the cost answer words it, the same as the English: "SGD 4,500". */
const fee = (amount: number) => `SGD ${amount.toLocaleString("en-SG")}`;

/** Where the cost questions send a reader who wants the full picture. */
export const moreOnCosts: Translation<typeof sourceMoreOnCosts> = { label: "更多有关费用和经济援助的资料", to: sourceMoreOnCosts.to };

/** One question's words; its id, and any link's address, stay the English question's. */
type QuestionWords = Omit<FaqCategory["questions"][number], "id">;

/** A category's name and its questions' words, by the English question ids. */
interface CategoryWords {
  name: string;
  questions: Record<string, QuestionWords>;
}

/** Stops the page from loading, naming what the English has and this module does not. */
function untranslated(what: string): never {
  throw new Error(`zh/faq.ts has no Chinese words for ${what}`);
}

/** The words of each category, by the English category ids. */
const categoryWords: Record<string, CategoryWords> = {
  "admission-costs": {
    name: "入住与费用",
    questions: {
      "monthly-costs": {
        question: "费用是多少？包括哪些项目？",
        answer: `每月费用视所需的帮助多少而定。独立生活每月${fee(residentialFeesFrom.independentLiving)}起，生活辅助每月${fee(residentialFeesFrom.assistedLiving)}起，失智症护理每月${fee(residentialFeesFrom.memoryCare)}起。费用包括私人睡房、共用的起居空间、每日膳食、护理员的照顾和安排好的活动。有些费用另外收取，例如看医生和药物。在您决定之前，我们会给您一份书面清单，列明哪些包括在内、哪些不包括，让您心中有数。`,
        more: moreOnCosts,
      },
      "admission-steps": {
        question: "入住有哪些步骤？需要多长时间？",
        answer:
          "入住一般需要2至4个星期。首先，我们会和您及家人谈谈您的需要和心愿。接着，我们会安排您来参观，看看环境，认识团队。然后，我们会做护理评估，并向您的医生索取最近的医疗资料。我们会一起商定护理计划和入住日期。每一步我们都会帮忙，也会随时告诉您进展，让搬进来的过程从容不迫。",
      },
      "payment-subsidies": {
        question: "怎样付费？有没有经济援助？",
        answer:
          "第一次见面时，我们会说明怎样付费、什么时候付，并且写下来给您。如果您为钱担心，请早点告诉我们。新加坡有一些政府计划，可能帮助部分家庭支付护理费。护联中心（AIC）可以告诉您，您可能符合哪些计划的资格，以及怎样申请。在您联络他们之前，我们很乐意帮您准备要问的问题。",
        more: moreOnCosts,
      },
    },
  },
  "healthcare-safety": {
    name: "医疗与安全",
    questions: {
      "medication-management": {
        question: "谁负责管理药物？",
        answer:
          "护理员按照医生的处方，帮助每位住户在正确的时间服用正确的剂量。每一剂都会记录下来，不会漏服，也不会重复服用。只有医生指示，我们才会更改药物。入住时，请带上目前所有的药物，以及医生最新的药物清单或便条。如果发现任何问题，例如副作用，我们会通知家人和医生。",
      },
      emergencies: {
        question: "发生紧急情况时怎么办？",
        // The 995 number: the Singapore Civil Defence Force's emergency medical services page says
        // to dial 995 for an emergency ambulance.
        answer:
          "护理员日夜陪伴住户，知道有人跌倒或身体不适时该怎么做。遇到严重的紧急情况，我们会马上拨打995叫救护车，并陪着您的家人，直到救援人员到达。接着，我们会打电话给您提供的家属联络人。每位住户都有一份最新记录，列明病情、药物和过敏情况，我们会交给救护车和医院的医护人员。",
      },
      "staff-screening-training": {
        question: "护理员是怎样挑选和培训的？",
        answer:
          "每位护理员加入之前，我们都会查核他们的背景，包括工作经历和推荐人。新护理员会先学习我们的工作方式，并由有经验的同事带领，之后才独自照顾住户。培训在工作中持续进行，例如安全搬移、失智症护理和感染控制。在我们的合住之家，每位护理员照顾3至4位住户，所以能好好认识每一个人。欢迎您向我们询问任何一位护理员的背景。",
      },
    },
  },
  "community-life": {
    name: "社区生活",
    questions: {
      visiting: {
        question: "家人和朋友什么时候可以来探望？",
        answer:
          "我们随时欢迎家人和朋友。经常有人探望，住户会更有家的感觉，也和亲友保持联系。来之前请先通知我们，方便我们配合用餐、休息和护理的时间。也欢迎您参加活动，或陪家人一起吃饭。如果想带家人出去一天，请提前告诉我们，我们会帮您做好准备。",
      },
      activities: {
        question: "有哪些活动？",
        answer:
          "每个星期都有各种轻松的活动，按照住户喜欢和能做的来安排，可能包括简单运动、音乐、手工、游戏、园艺、节日庆祝和短途出游。参不参加，完全由住户自己选择，从不勉强。有些住户喜欢团体活动，有些则喜欢安静地聊天，或和护理员一起散步。入住时，我们会问您的嗜好和以前的兴趣，把对您重要的事情也安排进来。",
      },
      meals: {
        question: "伙食怎么样？",
        answer:
          "住户每天有定时的正餐和点心，大家围着同一张桌子吃饭，让用餐时间像一家人团聚。我们按照每个人的需要和医生的建议安排饮食，例如较软的食物、少糖或少盐。我们也尊重宗教和文化上的饮食习惯，并注意过敏。也请告诉我们您爱吃的菜。有需要时，护理员会在用餐时帮忙，并确保每个人整天都喝足够的水。",
      },
      "personal-belongings": {
        question: "我可以带自己的东西来吗？",
        answer:
          "可以，欢迎带来。每位住户都有私人睡房，熟悉的东西能让房间更有家的感觉。您可以带照片、喜欢的椅子、床单被褥、衣服和小纪念品。我们建议在衣服上贴上名字，贵重物品或大笔现金最好留在家里。如果想带较大的家具，请先和我们商量，让我们确认房间依然安全，走动方便。",
      },
    },
  },
  "care-services": {
    name: "护理与服务",
    questions: {
      "home-care-or-assisted-living": {
        question: "我们应该选择居家护理服务，还是生活辅助？",
        answer:
          "居家护理服务是把帮助带到您自己的家，可以每天几个小时、过夜或全天候。适合只要有一些帮助，就能安全住在家里的人。生活辅助是搬进我们的合住之家。每位住户有私人睡房，和其他人共用起居空间，每3至4位住户有一名住家护理员。适合需要经常有人帮忙，或在家里感到孤单的人。我们可以和您一起谈谈这两种选择。",
      },
      "medical-escort": {
        question: "可以有人陪我的父母去看医生吗？",
        answer:
          "可以。我们的陪同就医服务会派一名护理员，陪您的家人到诊所或医院看诊。护理员会帮忙处理交通、登记、等候和走动，并记下医生说的话，让家人清楚了解情况。我们建议提前24至48小时预约，方便我们安排合适的护理员。如果看诊时间比这更近，也请打电话给我们，我们会尽量帮忙。",
      },
      "changing-care-plan": {
        question: "护理计划以后可以改吗？",
        answer:
          "可以。需要会随着时间改变，护理计划也会跟着调整。我们会定期和住户及家人一起检讨每份计划；住院、跌倒或有新的诊断之后，也会检讨。您随时可以要求检讨，例如增加时数或改用另一种帮助。护理上的任何改变，以及费用上的任何改变，我们都会在开始前先向您说明。",
      },
      "trial-respite-stays": {
        question: "可以先短期住一住吗？",
        answer:
          "可以。喘息服务让家人看护者休息一下，同时有人照顾您的家人。可以是短时间（2至8小时）、过夜（8至12小时）或较长时间（1至7天）。先短期住一住，也是一个好方法，可以在做长期决定之前，看看您的家人是否适应。请告诉我们您想要的日期，我们会看看能怎样安排。",
      },
    },
  },
};

/** The four categories, in the English order, with their ids, icons and question ids. */
export const faqCategories: FaqCategory[] = sourceCategories.map((en) => {
  const words = categoryWords[en.id] ?? untranslated(`the category ${en.id}`);
  return {
    ...en,
    name: words.name,
    questions: en.questions.map(({ id }) => ({ id, ...(words.questions[id] ?? untranslated(`the question ${id}`)) })),
  };
});

export const faqPage: FaqPage = {
  meta: {
    title: "常见问题",
    description: "关于费用、入住、安全、日常生活和护理服务的解答，从每月SGD 4,500起的独立生活，到陪同就医服务。",
  },
  hero: {
    eyebrow: "帮助与解答",
    title: "常见问题",
    intro: "关于费用、入住、安全、日常生活和护理服务的清楚解答。如果这里找不到您的问题，欢迎和我们谈谈。",
    image: illustrations.faqHero,
  },
  askAction: { label: "提出问题", to: source.askAction.to },
  quickNav: {
    title: "按主题浏览",
    intro: "选择一个主题，直接跳到相关的问题。",
    questionCount: { one: "{count}个问题", other: "{count}个问题" },
  },
  stillHaveQuestions: {
    title: "还有疑问吗？",
    text: "每个家庭的情况都不一样。请打电话、发电邮，或通过WhatsApp发信息给我们，我们的护理团队会帮您找到合适的答案。我们会在24小时内回复电邮。",
    phoneLabel: "致电我们",
    emailLabel: "发电邮给我们",
    consultationLabel: "预约咨询",
    chatLabel: "即时聊天支援",
    hoursLabel: "服务时间",
    icon: source.stillHaveQuestions.icon,
  },
};
