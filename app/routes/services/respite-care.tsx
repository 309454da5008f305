import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { respiteCare } from "~/content/services/respite-care";
import type { Route } from "./+types/respite-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: respiteCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function RespiteCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
