import { PageHero } from "~/components/sections/page-hero";
import { headOf } from "~/lib/head.server";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/about";
import { deferred } from "~/lib/deferred";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "about");
  return { ...page, head: headOf(context, { ...page.meta, path: "/about" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/about").then((module) => module.AboutBody));

export default function About({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image} />
      <Body page={loaderData} />
    </>
  );
}
