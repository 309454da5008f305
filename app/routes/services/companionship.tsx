import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { companionship } from "~/content/services/companionship";
import type { Route } from "./+types/companionship";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: companionship });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function Companionship({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
