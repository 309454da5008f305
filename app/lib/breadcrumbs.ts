interface Crumb {
  label: string;
  /** Absent on the last crumb, which names the current page and is not a link. */
  to?: string;
}

/** "home-care-singapore" -> "Home Care Singapore" (docs/product.md: dashes to capitalised words). */
export function segmentLabel(segment: string): string {
  return decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * What a trail is called in a language: its first crumb, and a name for each segment of an
 * address. English has no names: its crumbs are the segments themselves, capitalised.
 */
export interface CrumbWords {
  home: string;
  names: Readonly<Record<string, string>>;
}

const ENGLISH: CrumbWords = { home: "Home", names: {} };

/**
 * The trail for a path without its language prefix: Home, then one crumb per segment. Empty on
 * the home page. The crumbs' paths are the English ones; a link in another language adds its
 * prefix.
 */
export function breadcrumbsFor(pathname: string, words: CrumbWords = ENGLISH): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: words.home, to: "/" }];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    const to = `/${segments.slice(0, index + 1).join("/")}`;
    const label = words.names[segment] ?? segmentLabel(segment);
    crumbs.push(isLast ? { label } : { label, to });
  });
  return crumbs;
}
