import type { BlogPost } from "~/content/types";
import { benefitsCompanionshipCare } from "./benefits-companionship-care";
import { homeSafetyTipsAgingAdults } from "./home-safety-tips-aging-adults";
import { medicationManagementBestPractices } from "./medication-management-best-practices";
import { nutritionMealPlanningOlderAdults } from "./nutrition-meal-planning-older-adults";
import { supportingFamilyCaregivers } from "./supporting-family-caregivers";
import { understandingDementiaFamilyGuide } from "./understanding-dementia-family-guide";

import { featuredPost } from "./featured";
import { FEATURED_SLUG } from "./slugs";

export { featuredPost };

/** The six posts of the blog grid, in the spec's order (SPEC.md section 2, /blog). */
export const posts: BlogPost[] = [
  understandingDementiaFamilyGuide,
  homeSafetyTipsAgingAdults,
  benefitsCompanionshipCare,
  medicationManagementBestPractices,
  nutritionMealPlanningOlderAdults,
  supportingFamilyCaregivers,
];


export type PostSummary = Pick<BlogPost, "title" | "excerpt" | "category" | "author" | "date" | "isoDate" | "readTime" | "image"> & {
  /** Path of the post page. */
  to: string;
};

function summarise(post: Omit<BlogPost, "tags" | "slug">, slug: string): PostSummary {
  const { title, excerpt, category, author, date, isoDate, readTime, image } = post;
  return { title, excerpt, category, author, date, isoDate, readTime, image, to: `/blog/${slug}` };
}

export const featuredSummary = summarise(featuredPost, FEATURED_SLUG);
export const postSummaries = posts.map((post) => summarise(post, post.slug));

/** The post at /blog/:slug, or undefined for an unknown slug. */
export function findPost(slug: string | undefined) {
  if (slug === FEATURED_SLUG) return { ...featuredPost, slug: FEATURED_SLUG, tags: [] as string[] };
  return posts.find((post) => post.slug === slug);
}
