/**
 * Slugs of the posts, kept apart from their text so the browser can tell a known post
 * from an unknown one without downloading every article. Pinned against posts.ts by a test.
 */
export const FEATURED_SLUG = "featured";

export const postSlugs = [
  "understanding-dementia-family-guide",
  "home-safety-tips-aging-adults",
  "benefits-companionship-care",
  "medication-management-best-practices",
  "nutrition-meal-planning-older-adults",
  "supporting-family-caregivers",
] as const;

export function isKnownSlug(slug: string | undefined): boolean {
  return slug === FEATURED_SLUG || (postSlugs as readonly string[]).includes(slug ?? "");
}
