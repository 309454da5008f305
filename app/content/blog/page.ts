/**
 * The blog list (/blog) and the article pages (/blog/:slug) (docs/product.md, section 2): the
 * words around the articles (headings, labels, the health note, 'Post not found', the reading
 * time). The words are in app/content/<lang>/blog/page.yaml; the articles themselves are
 * app/content/<lang>/blog/<slug>.md, read by collection.server.ts.
 */
import { template } from "~/i18n/markers";

export const structure = {
  /** Before a post's author: the page puts the author's name in. */
  byline: template("author"),
  /** The author the article's structured data names: the provider's name and the team's. */
  organizationAuthor: template("author"),
  /** The date a post was last updated: the page puts the date in. */
  updated: template("date"),
  /** A post's reading time: the collection puts the minutes in, at the language's pace (languages.ts). */
  readTime: template("minutes"),
} as const;
