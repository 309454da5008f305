import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useDictionary } from "~/i18n/context";
import { basePath } from "~/i18n/languages";
import { breadcrumbsFor } from "~/lib/breadcrumbs";

/** Home, then each path segment; the last names the current page and is not a link. Hidden on the home page. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const { frameLabels, breadcrumbs } = useDictionary();
  const crumbs = breadcrumbsFor(basePath(pathname), breadcrumbs);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={frameLabels.landmarks.breadcrumb} className="border-b border-border bg-background">
      <ol className="container-page flex flex-wrap items-center gap-x-1 py-2 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label + index} className="flex items-center gap-1">
            {index > 0 && <Icon name="chevron-right" className="size-4 text-muted" />}
            {crumb.to ? (
              <Link to={crumb.to} className="inline-flex min-h-11 min-w-11 items-center px-1 text-primary underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="inline-flex min-h-11 items-center px-1 font-bold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
