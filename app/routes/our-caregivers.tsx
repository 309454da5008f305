import { ActionButton } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { pageContent } from "~/i18n/page.server";
import { headOf } from "~/lib/head.server";
import type { Route } from "./+types/our-caregivers";
import { deferred } from "~/lib/deferred";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "our-caregivers");
  return { ...page, head: headOf(context, { ...page.meta, path: "/our-caregivers" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/our-caregivers").then((module) => module.OurCaregiversBody));

export default function OurCaregivers({ loaderData }: Route.ComponentProps) {
  const { hero, cta } = loaderData;
  const [consultation] = cta.actions;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} points={hero.points} note={hero.sampleNote}>
        <ActionButton action={consultation} />
      </PageHero>
      <Body page={loaderData} />
    </>
  );
}
