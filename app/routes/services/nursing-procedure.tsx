import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { nursingProcedure } from "~/content/services/nursing-procedure";
export const meta = () => servicePageMeta(nursingProcedure);

export default function NursingProcedure() {
  return <ServicePageView page={nursingProcedure} />;
}
