import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { personalCare } from "~/content/services/personal-care";
export const meta = () => servicePageMeta(personalCare);

export default function PersonalCare() {
  return <ServicePageView page={personalCare} />;
}
