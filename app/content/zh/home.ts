/**
 * The home page in Chinese: the same sections as the English home page (hero, the invitation to
 * the care guide, three service cards, specialised care and the 'Schedule Your Tour' contact
 * section), with the same links and icons.
 */
import type { HomePage } from "~/content/home";
import { site } from "~/content/site";
import { viewAllServices } from "~/content/zh/services/actions";
import { illustrations } from "~/content/zh/illustrations";

export const home: HomePage = {
  meta: {
    title: `${site.name} | 新加坡居家护理服务与生活辅助`,
    description:
      "为新加坡的乐龄人士提供贴心的居家护理服务和合住式生活辅助，包括个人护理、陪伴服务、失智症护理和专科护理。欢迎预约免费咨询。",
  },
  hero: {
    eyebrow: "新加坡居家护理服务与生活辅助",
    title: "在家里，或在我们这里，给您的家人贴心可靠的照顾",
    intro:
      "我们帮助新加坡的乐龄人士安全、安心地过好每一天。护理员可以上门照顾，长辈也可以住进我们的小型合住之家。告诉我们您家里的需要，我们一起来安排护理。",
    primary: { kind: "consultation", label: "预约免费咨询" },
    secondary: viewAllServices,
    image: illustrations.homeHero,
    points: ["免费咨询，无需承诺", "按您家庭的需要制定护理计划", "护理员都经过筛选和培训"],
  },
  guide: {
    title: "不知道从哪里开始？",
    text: "回答几个关于您家人的简单问题，护理指南会告诉您哪些服务可能适合。",
    action: { kind: "link", label: "试试护理指南", to: "/care-guide" },
  },
  services: {
    title: "我们可以怎样帮忙",
    intro: "选择适合家人现在情况的照顾方式。以后需要有变化，随时可以调整。",
    cards: [
      {
        title: "个人护理服务",
        description: "在家里帮忙洗澡、穿衣、用餐，陪伴聊天，也陪同外出赴约。我们耐心照顾，尊重长辈。",
        icon: "hand-heart",
        to: "/services#personal-care",
        linkLabel: "查看个人护理",
      },
      {
        title: "专科护理服务",
        description: "为患有癌症、失智症、慢性阻塞性肺病（COPD）或糖尿病等病症的人提供照顾，并按照医生的建议来安排。",
        icon: "stethoscope",
        to: "/services#specialized-care",
        linkLabel: "查看专科护理",
      },
      {
        title: "高级生活辅助住所",
        description: "3至4位乐龄人士同住一个家，由一名住家护理员照顾。每人都有自己的睡房，大家共用舒适的起居空间。",
        icon: "building",
        to: "/services/medical-escort",
        linkLabel: "了解更多",
      },
    ],
  },
  specialised: {
    title: "专科护理",
    intro: "当健康状况需要多一点关注时，我们了解病情的护理员会在家中给予稳定、细心的照顾。",
    items: [
      {
        title: "癌症护理",
        description: "在治疗期间和治疗之后，为您的亲人和全家带来安慰和实际的帮助。",
        icon: "ribbon",
        to: "/services/cancer-care",
      },
      {
        title: "失智症护理",
        description: "为患有失智症或阿尔茨海默病的人安排平稳的日常作息，耐心照顾，注意安全。",
        icon: "brain",
        to: "/services/dementia-care",
      },
      {
        title: "慢性病护理",
        description: "为慢性阻塞性肺病和糖尿病等长期病症，提供日复一日的持续照顾。",
        icon: "activity",
        to: "/services",
      },
    ],
    exploreAll: { kind: "link", label: "查看所有护理服务", to: "/services" },
  },
  contact: {
    id: "contact",
    title: "预约参观",
    intro: "留下一些简单的资料，我们会在24小时内回复，在您方便的时间安排参观或通电话。",
    stepsTitle: "接下来会怎样",
    steps: [
      {
        title: "我们联系您",
        description: "我们护理团队的一名同事会在24小时内回复，了解您家人的情况，并解答您的问题。",
      },
      {
        title: "您来参观，或我们通电话",
        description: "您可以来看看我们的合住之家，也可以通电话，或由我们上门和您谈谈，怎样方便就怎样。",
      },
      {
        title: "我们建议护理计划",
        description: "我们会把各种选择和费用讲清楚。您可以慢慢考虑，自己决定，不必作任何承诺。",
      },
    ],
  },
};
