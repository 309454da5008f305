import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { dementiaCare } from "~/content/services/dementia-care";
import type { Route } from "./+types/dementia-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: dementiaCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function DementiaCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
