import { useDictionary } from "~/i18n/context";
import { fill } from "~/i18n/fill";
import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Paragraphs, Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { DataTable } from "~/components/sections/data-table";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { provider } from "~/content/provider";
import { phoneHref, site } from "~/content/site";
import { AreaCheck } from "~/features/area-check/area-check";
import { getMeta } from "~/lib/meta";
import { useLoaderData } from "react-router";
import { contentIn } from "~/i18n/content";
import { langOf } from "~/i18n/languages";
import type { locations as locationsSource } from "~/content/locations";
import type { regions as regionsSource } from "~/content/areas";
import type { postalDistricts as postalDistrictsSource } from "~/content/areas";
import type { Route } from "./+types/locations";

/** The page's words in its language, read at build time: they arrive as page data. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(new URL(request.url).pathname);
  return {
    locations: await contentIn<typeof locationsSource>(lang, "locations", "locations"),
    regions: await contentIn<typeof regionsSource>(lang, "areas", "regions"),
    postalDistricts: await contentIn<typeof postalDistrictsSource>(lang, "areas", "postalDistricts"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  getMeta(
    {
      ...loaderData.locations.meta,
      path: "/locations",
    },
    matches[1].loaderData,
  );

/** The id of the table's section: the postal-code check points there when it cannot run. */
const AREAS_ID = "areas";

export default function Locations() {
  const words = useDictionary().site;
  const { locations, regions, postalDistricts } = useLoaderData<typeof loader>();
  const { hero, comeToYou, office, areaCheck, areas, gettingStarted, availability, cta } = locations;
  const start = (days: number) =>
    provider.samples ? `${fill(areas.startIn, { days })} ${areas.sampleMark}` : fill(areas.startIn, { days });
  const [consultation] = cta.actions;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <ActionButton action={consultation} />
      </PageHero>
      <Section title={comeToYou.title}>
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <Paragraphs paragraphs={comeToYou.paragraphs} />
          <Card>
            <h3 className="text-xl">{office.title}</h3>
            <address className="mt-2 text-lg not-italic">
              <AddressLines />
            </address>
            <p className="mt-2 text-muted">{office.note}</p>
          </Card>
        </div>
      </Section>
      <Section title={areaCheck.title} intro={areaCheck.intro} tone="tint">
        <AreaCheck tableId={AREAS_ID} copy={locations} regions={regions} districts={postalDistricts} />
      </Section>
      <Section id={AREAS_ID} title={areas.title} intro={areas.intro}>
        <DataTable
          caption={areas.caption}
          columns={areas.columns}
          rows={regions.map((entry) => [
            entry.name,
            entry.areas.join(words.punctuation.listSeparator),
            entry.askUs.join(words.punctuation.listSeparator),
            start(provider.startDays[entry.region]),
          ])}
        />
        <div className="mt-6 grid prose-measure gap-3 text-lg">
          <p>{areas.askUsNote}</p>
          <p>{areas.sameName}</p>
          <p>{areas.startNote}</p>
          <p className="font-bold">
            {areas.dontSee.text}{" "}
            <a href={phoneHref} className="inline-flex min-h-11 items-center gap-2 text-primary underline">
              <Icon name="phone" />
              {areas.dontSee.link} {site.phone}
            </a>
          </p>
        </div>
      </Section>
      <Section title={gettingStarted.title} tone="surface">
        <FeatureGrid cards={gettingStarted.cards} />
      </Section>
      <Section title={availability.title} tone="tint">
        <Paragraphs paragraphs={availability.paragraphs} />
      </Section>
      <CtaBanner title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
