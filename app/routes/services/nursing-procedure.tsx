import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { nursingProcedure } from "~/content/services/nursing-procedure";
import type { Route } from "./+types/nursing-procedure";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: nursingProcedure });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function NursingProcedure({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
