import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { homeTherapy } from "~/content/services/home-therapy";
import type { Route } from "./+types/home-therapy";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: homeTherapy });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function HomeTherapy({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
