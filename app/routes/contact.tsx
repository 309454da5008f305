import { PageHero } from "~/components/sections/page-hero";
import { deferred } from "~/lib/deferred";
import { headOf } from "~/lib/head.server";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/contact";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "contact");
  return { ...page, head: headOf(context, { ...page.meta, path: "/contact" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/contact").then((module) => module.ContactBody));

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image} />
      <Body page={loaderData} />
    </>
  );
}
