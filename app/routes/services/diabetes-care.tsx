import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { diabetesCare } from "~/content/services/diabetes-care";
export const meta = () => servicePageMeta(diabetesCare);

export default function DiabetesCare() {
  return <ServicePageView page={diabetesCare} />;
}
