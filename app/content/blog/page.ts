/** Copy of the blog list and post pages (docs/product.md, section 2, /blog and /blog/:slug). */
export const blogPage = {
  hero: {
    eyebrow: "Care guides & advice",
    title: "Blog",
    intro:
      "Practical guides for Singapore families caring for an older loved one: health, safety, daily life, and looking after yourself too.",
  },
  featuredLabel: "Featured article",
  gridTitle: "Latest articles",
  readMoreLabel: "Read article",
  backLabel: "Back to Blog",
  /** Names the health note and the list of tags for screen readers. */
  noteLabel: "About this information",
  tagsLabel: "Tags",
  /** Before a post's author ({author}), and before the date it was last updated. */
  byline: "By {author}",
  updatedLabel: "Updated",
  notFound: {
    title: "Post not found",
    text: "We couldn't find the post you're looking for.",
  },
  /** A post's reading time ({minutes}), at this many words a minute. */
  readTime: { template: "{minutes} min read", perMinute: 200 },
  /** The blog list's <title> and description. */
  meta: {
    title: "Blog: Care Guides for Families",
    description:
      "Practical guides for Singapore families caring for an older loved one: dementia, home safety, companionship, medicines, nutrition and caregiver support.",
  },
  disclaimer: "This article is general information, not medical advice. Please speak to a doctor about your loved one's situation.",
} as const;
