import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { medicalEscort } from "~/content/services/medical-escort";
import type { Route } from "./+types/medical-escort";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: medicalEscort });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function MedicalEscort({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
