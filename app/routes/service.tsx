import { data } from "react-router";
import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { loadServicePage } from "~/content/services/index";
import type { ServicePage } from "~/content/services/types";
import { contentIn } from "~/i18n/content";
import { langOf } from "~/i18n/languages";
import { pageContent } from "~/i18n/page.server";
import { catalogNames } from "~/i18n/words.server";
import { isServiceSlug } from "~/content/services/slugs";
import type { Route } from "./+types/service";

/**
 * Every service detail page (app/routes.ts points each /services/<slug> here). Runs at build
 * time: the page's copy arrives as page data, not in the JavaScript bundle.
 */
export async function loader({ request, pattern, context }: Route.LoaderArgs) {
  // The matched route's own path, "/services/<slug>": free of the page-data suffix and query.
  const slug = pattern.split("/").pop() ?? "";
  if (isServiceSlug(slug) && catalogNames().includes(`services/${slug}`)) return { page: pageContent(context, `services/${slug}` as never) as unknown as ServicePage };
  const english = await loadServicePage(slug);
  if (!english) throw data(`No service page for "${slug}"`, { status: 404 });
  const lang = langOf(new URL(request.url).pathname);
  // A translation exports the page under the English module's name: "dementiaCare".
  const name = slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const page: ServicePage = lang === "en" ? english : ((await contentIn<ServicePage>(lang, `services/${slug}`, name)) as ServicePage);
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servicePageMeta(loaderData.page, matches[1].loaderData);

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
