import { data } from "react-router";
import { ServicePageView } from "~/components/sections/service-page";
import { isServiceSlug } from "~/content/services/slugs";
import type { ServicePage } from "~/content/services/types";
import { pageContent } from "~/i18n/page.server";
import { servicePageHead } from "~/lib/head.server";
import type { Route } from "./+types/service";

/**
 * Every service detail page (app/routes.ts makes one route per slug, all served here). Runs at
 * build time: the page's words arrive as page data, not in the JavaScript bundle.
 */
export function loader({ pattern, context }: Route.LoaderArgs) {
  // The matched route's own path, "/services/<slug>": free of the page-data suffix and query.
  const slug = pattern.split("/").pop() ?? "";
  if (!isServiceSlug(slug)) throw data(`No service page for "${slug}"`, { status: 404 });
  const page: ServicePage = pageContent(context, `services/${slug}`);
  return { page, head: servicePageHead(context, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
