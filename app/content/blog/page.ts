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
  notFound: {
    title: "Post not found",
    text: "We couldn't find the post you're looking for.",
  },
  disclaimer: "This article is general information, not medical advice. Please speak to a doctor about your loved one's situation.",
} as const;
