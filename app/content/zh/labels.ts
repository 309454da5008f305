/**
 * Shared section words in Chinese, shown on many pages: notes, headings and what screen readers
 * hear around figures. Each page's own copy is in its own module; the header and footer words
 * are in navigation.ts.
 */
import type { sectionLabels as source } from "../labels";
import type { Translation } from "~/i18n/translation";

export const sectionLabels: Translation<typeof source> = {
  /** The note on the educational service pages; the last-reviewed date follows it. */
  reviewNote: {
    /** The note's name for screen readers. */
    label: "关于本页资料",
    text: "本页提供的是一般资料，不是医疗建议。您本人或家人的情况，请向医生咨询。",
    lastReviewed: "本页最后审阅于",
  },
  /** Heading over the sources listed under a health page. */
  sources: "资料来源",
  /** Shown before where a figure comes from. */
  statSource: "来源",
  /** Under each sample testimonial, until real feedback takes its place. */
  sampleTestimonial: "这是示例，说明家属一般会给我们怎样的反馈。",
  /** Heard by screen-reader users for a star rating. */
  rating: "评分：{stars}星（满分5星）",
  /** Heard by screen-reader users before the title of each numbered step. */
  step: "第{number}步：",
  /** Heading over the phone, WhatsApp and email links beside a request form. */
  preferToTalk: "想直接和我们谈谈？",
  /** The three direct ways to reach us under that heading: a title, and the words of each link. */
  directOptions: {
    call: "致电我们",
    whatsapp: { title: "在 WhatsApp 给我们留言", action: "开始聊天" },
    email: "发电邮给我们",
  },
};
