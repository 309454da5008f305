import { useDictionary, useLang } from "~/i18n/context";
import { contentFor } from "~/i18n/content.server";
import { formatNumber } from "~/i18n/format";
import { fill } from "~/i18n/markers";
import { langFrom } from "~/i18n/page.server";
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
import type { Route } from "./+types/locations";

/** The page and the areas it names, in its language, made at build time: they arrive as page data. */
export const loader = ({ context }: Route.LoaderArgs) => {
  const lang = langFrom(context);
  return { locations: contentFor(lang, "locations"), areas: contentFor(lang, "areas") };
};

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

export default function Locations({ loaderData }: Route.ComponentProps) {
  const words = useDictionary().site;
  const lang = useLang();
  const { locations } = loaderData;
  const { regions, postalDistricts } = loaderData.areas;
  const { hero, comeToYou, office, areaCheck, areas, gettingStarted, availability, cta } = locations;
  const start = (days: number) => {
    const within = fill(areas.startIn, { days: formatNumber(days, lang) });
    return provider.samples ? `${within} ${areas.sampleMark}` : within;
  };
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
