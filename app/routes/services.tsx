import { ActionButton } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { headOf } from "~/lib/head.server";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/services";
import { deferred } from "~/lib/deferred";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "services/overview");
  return { ...page, head: headOf(context, { ...page.meta, path: "/services" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/services").then((module) => module.ServicesBody));

export default function Services({ loaderData }: Route.ComponentProps) {
  const { hero, closing } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <ActionButton action={closing.consultation} />
        <ActionButton action={closing.whatsapp} />
      </PageHero>
      <Body page={loaderData} />
    </>
  );
}
