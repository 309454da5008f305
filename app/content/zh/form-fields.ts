/**
 * What the two request forms show in Chinese before anyone uses them: field labels, buttons,
 * notes, and the notice shown instead of the send button until the page's scripts run. Words
 * that appear only once a form is used (error messages, toasts) are in forms.ts, loaded when
 * needed.
 */
import {
  requestFields as sourceRequestFields,
  type directLinks as sourceDirectLinks,
  type formLabels as sourceFormLabels,
  type formNotes as sourceFormNotes,
  type scriptNotice as sourceScriptNotice,
} from "../form-fields";
import type { Translation } from "~/i18n/translation";

const [firstName, lastName, email, phone, message] = sourceRequestFields;

/**
 * The English fields, in the same order, with Chinese labels. Field names, input types and
 * browser autocomplete hints are code, so they are the English ones, and keep their exact types.
 */
export const requestFields = [
  { ...firstName, label: "名字" },
  { ...lastName, label: "姓氏" },
  { ...email, label: "电子邮件" },
  { ...phone, label: "电话" },
  { ...message, label: "留言" },
] as const satisfies Translation<typeof sourceRequestFields>;

export const formLabels: Translation<typeof sourceFormLabels> = {
  tour: {
    messageHint: "请告诉我们您家人的情况，以及您在寻找怎样的护理。",
    submitLabel: "预约参观",
    pendingLabel: "正在预约…",
  },
  contact: {
    messageHint: "我们可以怎样帮您？",
    submitLabel: "发送留言",
    pendingLabel: "正在发送…",
  },
};

export const formNotes: Translation<typeof sourceFormNotes> = {
  required: "所有栏目都必须填写。",
  privacy: "我们只会用这些资料来回复您和安排护理。了解我们如何保护您的",
  privacyLink: "个人资料",
  failureTitle: "我们无法确认您的请求已经送出",
  failureText: "您填写的内容还在这里。请再试一次，或直接联系我们：",
};

/**
 * Shown instead of the send button until the page's scripts run, and for good if they never do
 * (blocked, failed or turned off): without them the form cannot send.
 */
export const scriptNotice: Translation<typeof sourceScriptNotice> = {
  title: "这个表格需要 JavaScript 才能使用",
  text: "表格可能还在加载，或者这个浏览器关闭了 JavaScript。请直接联系我们：",
};

/** Labels of the direct links offered when the form cannot send (the phone number follows "致电"). */
export const directLinks: Translation<typeof sourceDirectLinks> = {
  call: "致电",
  whatsapp: "WhatsApp 联系",
  email: "发电邮给我们",
};
