import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { liveInCare } from "~/content/services/live-in-care";
import type { Route } from "./+types/live-in-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: liveInCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function LiveInCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
