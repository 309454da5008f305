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

/** The trail for a path: Home, then one crumb per segment. Empty on the home page. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    const to = `/${segments.slice(0, index + 1).join("/")}`;
    crumbs.push(isLast ? { label: segmentLabel(segment) } : { label: segmentLabel(segment), to });
  });
  return crumbs;
}
