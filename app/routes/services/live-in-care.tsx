import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { liveInCare } from "~/content/services/live-in-care";
export const meta = () => servicePageMeta(liveInCare);

export default function LiveInCare() {
  return <ServicePageView page={liveInCare} />;
}
