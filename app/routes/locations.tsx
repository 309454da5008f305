import { contentFor } from "~/i18n/content.server";
import { langFrom } from "~/i18n/page.server";
import { ActionButton } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { deferred } from "~/lib/deferred";
import { headOf } from "~/lib/head.server";
import type { Route } from "./+types/locations";

/** The page and the areas it names, in its language, made at build time: they arrive as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const lang = langFrom(context);
  const locations = contentFor(lang, "locations");
  return { locations, areas: contentFor(lang, "areas"), head: headOf(context, { ...locations.meta, path: "/locations" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/locations").then((module) => module.LocationsBody));

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { hero, cta } = loaderData.locations;
  const [consultation] = cta.actions;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <ActionButton action={consultation} />
      </PageHero>
      <Body page={loaderData} />
    </>
  );
}
