import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { respiteCare } from "~/content/services/respite-care";
export const meta = () => servicePageMeta(respiteCare);

export default function RespiteCare() {
  return <ServicePageView page={respiteCare} />;
}
