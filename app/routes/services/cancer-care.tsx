import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { cancerCare } from "~/content/services/cancer-care";
import type { Route } from "./+types/cancer-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: cancerCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function CancerCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
