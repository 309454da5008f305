/**
 * The privacy notice in Chinese, under Singapore's Personal Data Protection Act 2012 (PDPA), for
 * what the request forms collect. It describes this site's real data flows
 * (features/contact/submit.ts). Before going live, the provider should have it reviewed and
 * confirm how long requests are kept.
 */
import { privacyPage as source } from "../privacy";
import type { Translation } from "~/i18n/translation";

export const privacyPage: Translation<typeof source> = {
  meta: {
    title: "隐私声明",
    description: "根据新加坡《个人资料保护法令》（PDPA），说明我们如何收集、使用、保存和保护您通过网站表格发送的个人资料。",
  },
  title: "隐私声明",
  intro:
    "本声明说明我们通过这个网站收集哪些个人资料、为什么收集、由谁替我们处理，以及您可以如何查阅、更正或撤回这些资料。本声明依照新加坡《2012年个人资料保护法令》（PDPA）。",
  lastUpdatedLabel: "最后更新于",
  lastUpdated: "2026年11月22日",
  lastUpdatedIso: source.lastUpdatedIso,
  sections: [
    {
      title: "我们收集哪些资料",
      paragraphs: [
        "当您发出参观、咨询或留言的请求时，我们会收集您在表格里填写的资料：您的名字和姓氏、电子邮件地址、电话号码，以及您的留言。",
        "请只提供我们回复您所需要的资料。如果您的留言涉及家人的健康，简单说明就够了；其他资料，我们会当面或在电话里向您询问。",
        "我们不会要求您提供身份证号码，这个网站也不使用广告或追踪用途的小型资料文件。",
      ],
    },
    {
      title: "我们为什么收集",
      paragraphs: [
        "我们只会用您的资料来回复您、安排您要求的参观或咨询，以及在您决定使用我们的服务后，和您一起规划护理。我们不会出售您的个人资料；未经您事先同意，也不会把它用于营销。",
        "提交表格，就表示您同意我们这样使用您的资料。您可以随时撤回同意（见下文）。",
      ],
    },
    {
      title: "由谁替我们处理",
      paragraphs: [
        "您的请求由一家电邮发送服务（EmailJS）转交给我们的护理团队，另有一份副本保存在我们于 Google 开设的电子表格里。这两家公司代表我们处理资料，并可能把资料储存在新加坡以外的服务器上。",
        "当我们把个人资料转移到新加坡以外时，会依照法令的要求，确保资料受到与《个人资料保护法令》相当的保护。",
        "我们联系页面上的地图由 Google 地图提供，Google 有自己的隐私政策。",
      ],
    },
    {
      title: "我们保存多久",
      paragraphs: [
        "我们只在回复您和安排护理所需的期间保存您的请求。如果您最后没有使用我们的护理服务，我们会在12个月内删除您的请求。接受我们护理的客户，其记录会按照医疗记录相关法律的要求保存。",
      ],
    },
    {
      title: "在您填写表格时",
      paragraphs: [
        "为了在网页重新加载时不丢失资料，表格会把您输入内容的草稿暂时存在您自己的浏览器里（只在这次浏览期间保存），直到您发送表格或关闭这个网页为止。在您按下发送按钮之前，草稿不会离开您的设备。",
      ],
    },
    {
      title: "查阅、更正或撤回您的资料",
      paragraphs: [
        "您可以询问我们持有您哪些个人资料，以及过去一年我们如何使用这些资料，也可以要求我们更正任何错误。我们会在30天内回复。",
        "您也可以随时撤回同意。之后我们会停止使用并删除您的资料，除非法律规定我们必须保留。如果您在我们安排护理期间撤回同意，我们可能就无法继续为您安排。",
      ],
    },
  ],
  dpo: {
    title: "联系我们的资料保护官",
    text: "如果您对个人资料有任何疑问，或想提出请求，请写信给我们的资料保护官：",
    addressee: "{company}资料保护官",
  },
};
