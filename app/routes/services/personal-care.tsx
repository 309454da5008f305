import { ServicePageView, servicePageMeta } from "~/components/sections/service-page";
import { personalCare } from "~/content/services/personal-care";
import type { Route } from "./+types/personal-care";

/** Runs at build time: the page's copy arrives as page data, not in the JavaScript bundle. */
export const loader = () => ({ page: personalCare });

export const meta = ({ loaderData }: Route.MetaArgs) => servicePageMeta(loaderData.page);

export default function PersonalCare({ loaderData }: Route.ComponentProps) {
  return <ServicePageView page={loaderData.page} />;
}
