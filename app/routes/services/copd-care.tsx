import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { copdCare } from "~/content/services/copd-care";
import type { RouteHandle } from "~/root";

/** The COPD page has no shared header or footer (SPEC.md section 2). */
export const handle: RouteHandle = { frame: false };

export const meta = () => servicePageMeta(copdCare);

export default function CopdCare() {
  return <ServicePageView page={copdCare} />;
}
