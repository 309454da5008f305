import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { palliativeCare } from "~/content/services/palliative-care";
import type { Route } from "./+types/palliative-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: palliativeCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function PalliativeCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
