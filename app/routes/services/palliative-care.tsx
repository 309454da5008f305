import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { palliativeCare } from "~/content/services/palliative-care";
export const meta = () => servicePageMeta(palliativeCare);

export default function PalliativeCare() {
  return <ServicePageView page={palliativeCare} />;
}
