interface Crumb {
  label: string;
  /** Absent on the last crumb, which names the current page and is not a link. */
  to?: string;
}

/**
 * What a trail is called in a language: its first crumb, and the name of the page at each segment
 * of an address, as the site names that page elsewhere (app/content/breadcrumbs.server.ts).
 */
export interface CrumbWords {
  home: string;
  names: Readonly<Record<string, string>>;
}

/**
 * The trail for a path without its language prefix: Home, then one crumb per segment, each named
 * by the page's own name. Empty on the home page. The crumbs' paths are the English ones; a link in
 * another language adds its prefix. A segment without a name is an error, so a new page without one
 * fails the prerender rather than showing its address as a name.
 */
export function breadcrumbsFor(pathname: string, words: CrumbWords): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: words.home, to: "/" }];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    const to = `/${segments.slice(0, index + 1).join("/")}`;
    const label = words.names[segment];
    if (!label) throw new Error(`The page at ${to} has no name for its breadcrumb (app/content/breadcrumbs.server.ts)`);
    crumbs.push(isLast ? { label } : { label, to });
  });
  return crumbs;
}
