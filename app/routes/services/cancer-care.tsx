import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { cancerCare } from "~/content/services/cancer-care";
export const meta = () => servicePageMeta(cancerCare);

export default function CancerCare() {
  return <ServicePageView page={cancerCare} />;
}
