/**
 * The breadcrumb trail's name for each segment of an address, in every language: the page's own
 * name, never its address. Every name is one the visitor already sees or that lives with its page:
 * the header's and footer's links, each service's one name, the privacy notice's title, the care
 * guide result pages' names and the articles' short titles.
 */
import { contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { loadCollection } from "./blog/collection.server";
import { topicOrder, topics } from "./care-guide";
import { serviceSlugs } from "./services/slugs";

/** The last segment of a path: "/services/respite-care" → "respite-care". */
const segment = (path: string) => path.split("/").pop() ?? "";

export function crumbNamesIn(lang: Lang): Record<string, string> {
  const words = contentFor(lang, "interface");
  const names: Record<string, string> = {};
  const links: readonly { to: string; label: string }[] = [
    ...words.headerLinks,
    ...words.footerGroups.flatMap((group): readonly { to: string; label: string }[] => group.links),
  ];
  for (const link of links) names[segment(link.to)] ??= link.label;
  const services = contentFor(lang, "service-names");
  for (const slug of serviceSlugs) names[slug] = services[slug];
  names.privacy = contentFor(lang, "privacy").meta.title;
  const { resultPages } = contentFor(lang, "care-guide-pages");
  for (const topic of topicOrder) names[topics[topic].slug] = resultPages[topic].name;
  const { featured, posts } = loadCollection(lang);
  for (const post of [featured, ...posts]) names[post.slug] = post.shortTitle;
  return names;
}
