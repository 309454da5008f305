import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { homeCareSingapore } from "~/content/services/home-care-singapore";
export const meta = () => servicePageMeta(homeCareSingapore);

export default function HomeCareSingapore() {
  return <ServicePageView page={homeCareSingapore} />;
}
