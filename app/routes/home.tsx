import { ActionButton } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { deferred } from "~/lib/deferred";
import { headOf } from "~/lib/head.server";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/home";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "home");
  return { ...page, head: headOf(context, { ...page.meta, path: "/" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/home").then((module) => module.HomeBody));

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image} points={hero.points}>
        <ActionButton action={hero.primary} />
        <ActionButton action={hero.secondary} variant="outline" />
      </PageHero>
      <Body page={loaderData} />
    </>
  );
}
