import { useDictionary, useLang } from "~/i18n/context";
import { formatNumber } from "~/i18n/format";
import { fill } from "~/i18n/markers";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Paragraphs, Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { DataTable } from "~/components/sections/data-table";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { provider } from "~/content/provider";
import { phoneHref, site } from "~/content/site";
import type { Content } from "~/i18n/content.server";
import { deferred } from "~/lib/deferred";

/** The postal-code check's code loads as the visitor nears or starts on it (lib/deferred.tsx). */
const AreaCheck = deferred(() => import("~/features/area-check/area-check").then((module) => module.AreaCheck));

/** The id of the table's section: the postal-code check points there when it cannot run. */
const AREAS_ID = "areas";

/** The service-area page below its first screen, loaded as a deferred part (routes/locations.tsx). */
export function LocationsBody({ page }: { page: { locations: Content<"locations">; areas: Content<"areas"> } }) {
  const words = useDictionary().site;
  const lang = useLang();
  const { locations } = page;
  const { regions, postalDistricts } = page.areas;
  const { comeToYou, office, areaCheck, areas, gettingStarted, availability, cta } = locations;
  const start = (days: number) => {
    const within = fill(areas.startIn, { days: formatNumber(days, lang) });
    return provider.samples ? `${within} ${areas.sampleMark}` : within;
  };
  return (
    <>
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
