import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { homeTherapy } from "~/content/services/home-therapy";
export const meta = () => servicePageMeta(homeTherapy);

export default function HomeTherapy() {
  return <ServicePageView page={homeTherapy} />;
}
