/**
 * Slugs of the posts, the one list of them: kept apart from their text so the browser can tell a
 * known post from an unknown one without downloading every article. The build fails, naming the
 * file, unless each slug has its English article (app/content/en/blog/<slug>.md) and each of those
 * its translation in every language (collection.server.ts).
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
