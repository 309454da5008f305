import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { dementiaCare } from "~/content/services/dementia-care";
export const meta = () => servicePageMeta(dementiaCare);

export default function DementiaCare() {
  return <ServicePageView page={dementiaCare} />;
}
