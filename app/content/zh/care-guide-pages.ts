/**
 * The care guide's result pages (/care-guide/<slug>) in Chinese: each page's title, description
 * and h1, and the words around the suggestions. The suggestions are the guide's own, in
 * care-guide.ts beside this file.
 */
import type { Topic } from "../care-guide";
import type { ResultPage, resultPage as resultPageSource } from "../care-guide-pages";
import type { Translation } from "~/i18n/translation";

export const resultPages: Record<Topic, ResultPage> = {
  everyday: {
    meta: {
      title: "护理指南：居家日常生活上的帮忙",
      description: "需要居家日常帮忙的家庭，通常先从这些服务开始：个人护理、居家看护和陪伴，还可以预约免费咨询。",
    },
    title: "居家日常生活上的帮忙：家庭通常从这里开始",
  },
  company: {
    meta: {
      title: "护理指南：陪伴与相处的时光",
      description: "为年长家人寻找陪伴的家庭，通常先从这些服务开始：陪伴服务、居家看护和陪同就医。",
    },
    title: "陪伴与相处的时光：家庭通常从这里开始",
  },
  hospital: {
    meta: {
      title: "护理指南：出院回家",
      description: "家人出院回家时，家庭通常先从这些服务开始：护理程序、居家复健和陪同复诊。",
    },
    title: "出院回家：家庭通常从这里开始",
  },
  break: {
    meta: {
      title: "护理指南：让家人看护者休息一下",
      description: "需要休息的家人看护者，通常先从这些服务开始：几个小时或几天的喘息服务、陪伴，以及夜间看护。",
    },
    title: "让家人看护者休息一下：家庭通常从这里开始",
  },
  "end-of-life": {
    meta: {
      title: "护理指南：人生最后阶段的照顾",
      description: "家人身患重病时，家庭通常先从这些服务开始：居家慈怀护理、护理程序，以及让家人喘口气的喘息服务。",
    },
    title: "人生最后阶段的照顾：家庭通常从这里开始",
  },
  dementia: {
    meta: {
      title: "护理指南：与失智症共处",
      description: "照顾失智症或记忆力衰退家人的家庭，通常先从这些服务开始：居家失智症护理、陪伴，以及让家人喘口气的喘息服务。",
    },
    title: "与失智症共处：家庭通常从这里开始",
  },
  cancer: {
    meta: {
      title: "护理指南：与癌症共处",
      description: "家人患上癌症时，家庭通常先从这些服务开始：居家癌症护理、护理程序和陪同接受治疗。",
    },
    title: "与癌症共处：家庭通常从这里开始",
  },
  breathing: {
    meta: {
      title: "护理指南：慢性阻塞性肺病与呼吸问题",
      description: "家人有慢性阻塞性肺病或呼吸问题时，家庭通常先从这些服务开始：居家慢性阻塞性肺病护理、居家复健和陪同复诊。",
    },
    title: "慢性阻塞性肺病与呼吸问题：家庭通常从这里开始",
  },
  diabetes: {
    meta: {
      title: "护理指南：与糖尿病共处",
      description: "家人有糖尿病时，家庭通常先从这些服务开始：居家糖尿病护理、护理程序和个人护理。",
    },
    title: "与糖尿病共处：家庭通常从这里开始",
  },
  nursing: {
    meta: {
      title: "护理指南：需要护理程序的康复期",
      description: "在家康复需要护士帮忙时，家庭通常先从这些服务开始：护理程序、居家复健和陪同复诊。",
    },
    title: "康复期需要护士照顾：家庭通常从这里开始",
  },
  other: {
    meta: {
      title: "护理指南：与健康问题共处",
      description: "家人有长期健康问题时，家庭通常先从这些服务开始：居家看护、护理程序和陪同就医。",
    },
    title: "与健康问题共处：家庭通常从这里开始",
  },
};

export const resultPage: Translation<typeof resultPageSource> = {
  eyebrow: "护理指南",
  intro: "这些服务只是一个起点，不是医疗建议。每个家庭的情况都不一样：在免费咨询时，护士可以给您建议。",
  servicesTitle: "可以先了解的服务",
  fullGuideTitle: "回答四个问题，找到更贴切的建议",
  fullGuideText: "完整的指南还会问需要多少帮助，例如夜间或全天候照顾，再建议相配的服务。",
  fullGuideLink: "回答这四个问题",
  cta: {
    title: "和我们聊一聊",
    text: "咨询是免费的，也没有任何义务。告诉我们您家人的情况，我们会建议一个适合他们的护理计划。",
    actions: [
      { kind: "consultation", label: "预约免费咨询" },
      { kind: "whatsapp", label: "通过 WhatsApp 和我们聊聊" },
    ],
  },
};
