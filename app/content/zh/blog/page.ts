/** The blog list and post pages' words, in Chinese. */
import type { Translation } from "~/i18n/translation";
import type { blogPage as source } from "../../blog/page";

export const blogPage: Translation<typeof source> = {
  hero: {
    eyebrow: "护理指南与建议",
    title: "文章",
    intro: "为照顾年长家人的新加坡家庭而写的实用指南：健康、安全、日常生活，也别忘了照顾好自己。",
  },
  featuredLabel: "精选文章",
  gridTitle: "最新文章",
  readMoreLabel: "阅读全文",
  backLabel: "返回文章列表",
  noteLabel: "关于本页资料",
  tagsLabel: "标签",
  byline: "作者：{author}",
  updatedLabel: "更新于",
  notFound: {
    title: "找不到这篇文章",
    text: "我们找不到您要看的文章。",
  },
  /** Chinese is read by characters: about 300 a minute, at an unhurried pace. */
  readTime: { template: "约{minutes}分钟读完", perMinute: 300 },
  meta: {
    title: "文章：家庭护理指南",
    description: "为照顾年长家人的新加坡家庭而写的实用指南：失智症、居家安全、陪伴、用药、营养，以及对家人看护者的支持。",
  },
  disclaimer: "本文提供的是一般资料，不是医疗建议。您家人的情况，请向医生咨询。",
};
