import { data } from "react-router";
import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { loadServicePage } from "~/content/services/index";
import type { Route } from "./+types/service";

/**
 * Every service detail page (app/routes.ts points each /services/<slug> here). Runs at build
 * time: the page's copy arrives as page data, not in the JavaScript bundle.
 */
export async function loader({ pattern }: Route.LoaderArgs) {
  // The matched route's own path, "/services/<slug>": free of the page-data suffix and query.
  const slug = pattern.split("/").pop() ?? "";
  const page = await loadServicePage(slug);
  if (!page) throw data(`No service page for "${slug}"`, { status: 404 });
  return { page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
