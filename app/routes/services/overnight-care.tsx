import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { overnightCare } from "~/content/services/overnight-care";
import type { Route } from "./+types/overnight-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: overnightCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function OvernightCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
