/**
 * Shapes of the site's content. Content modules are plain typed data (no React),
 * so tests can pin the spec's counts and constants and editors can change copy
 * without touching components.
 */

import type { ContentIconName } from "~/lib/icon-names";
import type { SiteLink } from "./paths";

/** Names of the icons content may use (listed in lib/icon-names.ts, from which the icon sprite is built). */
export type IconName = ContentIconName;

/**
 * An image slot. Today each points at a crafted SVG illustration in /public/illustrations;
 * swap `src` for a real photograph (same aspect ratio) without touching any component.
 */
export interface ImageSlot {
  src: string;
  /** Describes what the picture shows; empty string only for purely decorative images. */
  alt: string;
  width: number;
  height: number;
}

/** A figure with its label, e.g. { number: "98%", label: "Family satisfaction" }. */
export interface Statistic {
  number: string;
  label: string;
  /** Where the figure comes from, shown as small print when present. */
  source?: string;
}

/** A titled block of prose: one or more paragraphs. */
export interface TextBlock {
  title: string;
  paragraphs: string[];
}

/** A card with an icon, a title, a description and an optional list. */
export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
  items?: string[];
}

/** Theme colours a specialised card may take; mapped to theme tokens in the component. */
export type CardColour = "teal" | "terracotta" | "green" | "purple" | "blue" | "amber" | "rose";

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** Number of stars, 1-5. */
  rating: number;
  /**
   * true for the spec's hard-coded sample quotes: the page labels them as illustrative until the
   * provider replaces them with real feedback given with consent.
   */
  sample?: boolean;
}

export interface OfficeHours {
  day: string;
  hours: string;
}

/** A call to action: internal path, or the consultation flow (home page #contact). */
export type Action =
  | { kind: "link"; label: string; to: SiteLink }
  | { kind: "consultation"; label: string }
  | { kind: "whatsapp"; label: string }
  | { kind: "phone"; label: string };

export interface Step {
  title: string;
  description: string;
}

/**
 * A blog post, as read from its Markdown file (app/content/<lang>/blog/<slug>.md) by
 * content/blog/collection.server.ts at build time (a translation completed from the English). The
 * frontmatter fields are documented on the schemas there; these are the values the pages receive.
 */
export interface BlogPost {
  /** The file name without ".md"; the page is /blog/<slug>. */
  slug: string;
  title: string;
  /** The article's name in a few words, for a breadcrumb trail that names pages. */
  shortTitle: string;
  excerpt: string;
  category: string;
  author: string;
  /** Display text of the publication date, e.g. "12 October 2026". */
  date: string;
  /** Machine-readable publication date (YYYY-MM-DD) for <time datetime> and structured data. */
  isoDate: string;
  /** Display text of the last substantial revision, when there is one. */
  updated?: string;
  updatedIsoDate?: string;
  /** Display text, "N min read": N = ceil(words / the language's words a minute). */
  readTime: string;
  /** Words of the article text (editors' notes left out). */
  words: number;
  /** The one article shown large at the top of the blog. */
  featured: boolean;
  /** A health article: the page carries the "general information, not medical advice" note. */
  health: boolean;
  tags: string[];
  image: ImageSlot;
  /** Reputable sources the article's facts rest on (shown under the article). */
  sources: { name: string; url: string }[];
  /** The article as HTML, made at build time from Markdown with raw HTML disabled. */
  html: string;
}

/** What the blog list shows of a post: no article text. */
export type PostSummary = Pick<BlogPost, "title" | "excerpt" | "category" | "author" | "date" | "isoDate" | "readTime" | "image"> & {
  /** Path of the post page. */
  to: string;
};

/** A page's <title> (the helper adds the site name) and its meta description (50-160 characters). */
export interface PageMeta {
  title: string;
  description: string;
}
