import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { overnightCare } from "~/content/services/overnight-care";
export const meta = () => servicePageMeta(overnightCare);

export default function OvernightCare() {
  return <ServicePageView page={overnightCare} />;
}
