/**
 * The words in site.ts, in Chinese: the tagline, the office hours on the contact page, the
 * support hours on the FAQ and service pages (which differ from the office hours), and the
 * greeting that a WhatsApp chat opens with. Names, numbers and links stay in site.ts, the one
 * place to change them.
 */
import type { Translation } from "~/i18n/translation";
import type { siteWords as source } from "../site-words";

export const siteWords: Translation<typeof source> = {
  tagline: "新加坡居家护理服务与生活辅助",
  taglineSentence: "新加坡居家护理服务与生活辅助。",
  /** The same three rows and hours as site.officeHours. */
  officeHours: [
    { day: "星期一至星期五", hours: "上午8:00至下午6:00" },
    { day: "星期六", hours: "上午9:00至下午4:00" },
    { day: "星期日及公共假期", hours: "休息" },
  ],
  supportHours: "星期一至星期五上午9时至下午6时，星期六上午9时至下午4时",
  /** Prefilled in the chat; like the English, it carries no personal data. */
  rights: "版权所有。",
  punctuation: { colon: "：", afterColon: "", fullStop: "。", listSeparator: "、" },
  whatsappGreeting: "您好，我想询问你们的护理服务。",
};
