import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { copdCare } from "~/content/services/copd-care";
import type { Route } from "./+types/copd-care";
import type { RouteHandle } from "~/root";

/** The COPD page has no shared header or footer (SPEC.md section 2). */
export const handle: RouteHandle = { frame: false };

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: copdCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function CopdCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
