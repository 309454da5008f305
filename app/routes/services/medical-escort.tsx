import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { medicalEscort } from "~/content/services/medical-escort";
export const meta = () => servicePageMeta(medicalEscort);

export default function MedicalEscort() {
  return <ServicePageView page={medicalEscort} />;
}
