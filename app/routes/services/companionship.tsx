import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { companionship } from "~/content/services/companionship";
export const meta = () => servicePageMeta(companionship);

export default function Companionship() {
  return <ServicePageView page={companionship} />;
}
