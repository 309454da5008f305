/**
 * The breadcrumb trail's name for each segment of an address, in a language that names its pages
 * (English names them by their addresses, as docs/product.md asks). Every name is one the visitor
 * already sees: the header's and footer's links, each service's one name, the care guide's result
 * pages and the articles' short titles.
 */
import { contentFor } from "~/i18n/content.server";
import type { Lang } from "~/i18n/languages";
import { crumbNames as legacyNames } from "./zh/breadcrumbs";
import { serviceSlugs } from "./services/slugs";

/** The last segment of a path: "/services/respite-care" → "respite-care". */
const segment = (path: string) => path.split("/").pop() ?? "";

export function crumbNamesIn(lang: Lang): Record<string, string> {
  const words = contentFor(lang, "interface");
  const services = contentFor(lang, "service-names");
  const names: Record<string, string> = {};
  const links: readonly { to: string; label: string }[] = [...words.headerLinks, ...words.footerGroups.flatMap((group): readonly { to: string; label: string }[] => group.links)];
  for (const link of links) names[segment(link.to)] ??= link.label;
  for (const slug of serviceSlugs) names[slug] = services[slug];
  for (const [key, name] of Object.entries(legacyNames)) names[key] ??= name;
  return names;
}
