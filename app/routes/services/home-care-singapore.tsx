import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { homeCareSingapore } from "~/content/services/home-care-singapore";
import type { Route } from "./+types/home-care-singapore";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: homeCareSingapore });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function HomeCareSingapore({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
