/** Chinese copy for /contact. Phone numbers, the address and the hours come from site.ts. */
import { contactPage as source } from "../contact";
import type { Translation } from "~/i18n/translation";
import { chatOnWhatsApp } from "~/content/zh/services/actions";

export const contactPage: Translation<typeof source> = {
  meta: {
    title: "联系我们",
    description:
      "欢迎致电、WhatsApp、发电邮或到我们在新加坡的办事处，与护理团队联系。这里有办公时间、交通路线，以及居家护理服务和生活辅助的免费咨询。",
  },
  hero: {
    eyebrow: "联系我们",
    title: "和我们的护理团队谈谈",
    intro:
      "无论您已经准备好安排护理，还是刚开始了解，我们都乐意帮忙。欢迎致电、在 WhatsApp 留言、发电邮，或到我们的办事处。第一次咨询免费。",
  },
  options: {
    title: "联系方式",
    whatsapp: { title: "WhatsApp", text: "随时给我们留言。我们会在办公时间内回复。", label: chatOnWhatsApp.label },
    email: { title: "电子邮件", text: "写电邮给我们，我们会在24小时内回复。" },
    visit: { title: "到访", text: "欢迎到我们的办事处见面。请先致电或留言，让我们安排时间。" },
  },
  message: {
    /** Anchor of the message section: "Ask a Question" on /faq scrolls to it. */
    id: source.message.id,
    title: "给我们留言",
    intro: "请简单告诉我们您家人的情况，以及我们可以怎样帮忙。在办公时间内，我们会在2小时内回复留言。",
  },
  hours: { title: "办公时间" },
  booking: {
    title: "预约免费咨询",
    text: "在您家中或我们的办事处，和我们的护理团队见面，谈谈您家人的需要。不收任何费用，您也不必承诺使用我们的服务。",
    label: "预约咨询",
  },
  map: {
    title: "我们的位置",
    iframeTitle: "显示我们办事处位置的地图",
    directionsLabel: "查看路线",
    /** Shown instead of the map until the visitor asks for it, since the map comes from Google. */
    placeholder: "地图由 Google 地图提供。只有在您要求时，地图才会加载；届时 Google 可能会在您的浏览器里储存小型资料文件。",
    showLabel: "显示地图",
  },
  registration: {
    label: "公司注册号码",
    tooltip: "企业识别号码（UEN）用来识别在新加坡注册的企业。",
  },
};
