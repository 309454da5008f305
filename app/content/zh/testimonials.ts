/**
 * Chinese copy for /testimonials (docs/product.md, section 2, "/testimonials"): the figures and
 * the invitations to share a story. The page shows no individual testimonials (as the spec
 * says), so there are no quotes here.
 */
import type { TestimonialsPage } from "../testimonials";
import { illustrations } from "~/content/zh/illustrations";

export const testimonialsPage: TestimonialsPage = {
  meta: {
    title: "家属心声",
    description: "看看家属怎样评价我们在新加坡的居家护理服务和生活辅助，以及怎样和我们分享您对我们护理的亲身经历。",
  },
  hero: {
    eyebrow: "家属心声",
    title: "家属对我们说的话",
    intro: ["把父母或伴侣交给别人照顾，是一个很大的决定。我们感谢每一个让我们帮忙的家庭，也会用心聆听他们的意见。"],
    image: illustrations.testimonialsHero,
  },

  // The provider's own figures, exactly as given in docs/product.md, section 9. The evidence
  // behind each should be on file before the site goes live.
  statisticsTitle: "用数字看我们的护理",
  statistics: [
    { number: "98%", label: "家属满意度" },
    { number: "500+", label: "服务过的家庭" },
    { number: "50+", label: "专业护理员" },
    { number: "100+", label: "支援人员" },
  ],

  feedback: {
    title: "我们怎样聆听",
    paragraphs: [
      "我们邀请合作的家庭告诉我们护理进行得怎样、哪些有帮助、哪些可以做得更好。您的意见会帮助我们规划护理、培训护理员，以及改进和您保持联系的方式。",
    ],
  },

  shareStory: {
    title: "分享您的故事",
    text: "我们的团队照顾过您的亲人吗？无论好坏，我们都很想听听您的经历。请联系我们，用您自己的话告诉我们。",
    action: { kind: "consultation", label: "分享您的故事" },
  },
};
