import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { diabetesCare } from "~/content/services/diabetes-care";
import type { Route } from "./+types/diabetes-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: diabetesCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function DiabetesCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
