/**
 * Chinese copy for /locations, translated from ../locations.ts: the headline and calls to
 * action, then where care comes (the regions and planning areas, in ./areas.ts) and a
 * postal-code check. There are no branches to list: care comes to the home, so the page names
 * areas, not places.
 */
import type { Action } from "~/content/types";
import { illustrations } from "~/content/zh/illustrations";
import { callUs, chatOnWhatsApp } from "~/content/zh/services/actions";
import { type LocationsPage, locations as source } from "../locations";

const [tellUs, talkItThrough, agreePlan] = source.gettingStarted.cards;

/** Goes to the home page and scrolls to its contact form. */
const arrangeFreeConsultation = { kind: "consultation", label: "预约免费咨询" } as const satisfies Action;

export const locations: LocationsPage = {
  meta: {
    title: "服务地区",
    description: "无论您住在新加坡哪里，居家护理服务都可以上门。欢迎预约到访我们的办事处，或询问我们生活辅助合住之家的空位。",
  },
  hero: {
    eyebrow: "我们到哪里照顾",
    title: "无论您住在新加坡哪里，护理都能上门",
    intro: ["我们的居家护理服务，就在您家人最熟悉的地方进行：他们自己的家。无论您住在新加坡哪里，我们的护理员都可以上门。"],
    image: illustrations.locationsHero,
  },

  office: { title: "我们的办事处", note: "到访请先预约。" },

  comeToYou: {
    title: "我们上门服务",
    paragraphs: [
      "居家护理服务在您家人自己的家里进行，新加坡各地都可以。不必奔波，日常生活也能在熟悉的环境里照常进行。",
      "如果您想到我们的办事处当面谈谈，我们很欢迎。到访须预约，请先打电话或通过WhatsApp发信息给我们，我们会和您约好时间。",
    ],
  },

  gettingStarted: {
    title: "怎样开始",
    cards: [
      {
        icon: tellUs.icon,
        title: "告诉我们您的需要",
        description: "打电话、通过WhatsApp发信息，或填写咨询表格。简单告诉我们您家人的情况，以及他们住在哪里。",
      },
      {
        icon: talkItThrough.icon,
        title: "和我们一起商量",
        description: "在免费咨询中，我们会聆听您的担忧，了解日常作息和健康需要，并用浅白的话说明各种选择。",
      },
      {
        icon: agreePlan.icon,
        title: "商定计划和开始日期",
        description: "我们会建议适合您家庭的护理计划和时间表。等您准备好了，护理才开始。",
      },
    ],
  },

  availability: {
    title: "询问我们的生活辅助合住之家",
    paragraphs: [
      "合住之家有没有空位，要看当时的情况。请问问我们现在有哪些空位。我们会如实说明各种选择；如果有帮助，也可以安排参观，让您亲眼看看。",
    ],
  },

  areaCheck: {
    title: "你们会到我住的地区吗？",
    intro:
      "请输入需要护理的住家的邮区号码。我们会告诉您这个住家在新加坡哪个区域，以及护理通常多快可以开始。查询只在这个网页上进行，邮区号码不会发送给我们或任何人。",
    label: "邮区号码",
    hint: "6位数字，例如520123",
    submit: "查询我的地区",
    noScript: {
      text: "这项查询需要浏览器的脚本功能才能进行。",
      link: "请在下面的表格中找您的地区",
    },
    formatError: "新加坡的邮区号码有6位数字，例如520123。",
    unknownError: "我们找不到这个邮区号码。请检查一下，或打电话给我们。",
    call: "请致电",
    found: {
      area: "{code}位于第{district}邮区：{location}。",
      region: "这个地区属于新加坡{region}。",
      served: "是的，我们会到您的地区。",
      start: "护理通常多快可以开始：",
    },
  },

  areas: {
    title: "我们服务的地区",
    intro: "我们的护理员到新加坡全部五个区域的住家探访。每个区域由多个规划区组成，也就是新加坡规划图上的市镇和地区。",
    caption: "新加坡的五个区域和它们的规划区",
    columns: ["区域", "我们服务的规划区", "请先询问", "护理通常开始的时间"],
    startIn: "通常在{days}个工作日内",
    askUsNote:
      "「请先询问」一栏里的规划区，住家很少或没有：包括蓄水池和森林、空军基地、港口和工业区、农地、还没有建设的新填土地，以及外岛。如果您的家人住在这些地方，请先问我们，我们会告诉您可以怎样安排。",
    sameName:
      "有些规划区和住宅区同名，这些住宅区我们照常服务：文礼和先驱一带的组屋属于裕廊西，巴耶利峇地铁站附近的住家属于芽笼，实里达山住宅区则属于实龙岗。",
    startNote: "开始时间从上门评估那天算起，以工作日计算。",
    sampleMark: "（示例）",
    dontSee: { text: "找不到您的地区？", link: "请致电" },
  },

  cta: {
    title: "一起为您的家人找到合适的护理",
    text: "和我们谈谈您家人的需要。第一次咨询免费，您也不必承担任何义务。",
    actions: [arrangeFreeConsultation, chatOnWhatsApp, callUs],
  },
};
