import type { ReactNode } from "react";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Paragraphs, Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { AreasTable } from "~/features/area-check/areas-table";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Message, type MessageTags } from "~/components/ui/message";
import { phoneHref } from "~/content/site";
import type { Content } from "~/i18n/content.server";
import { deferred } from "~/lib/deferred";

/** The postal-code check's code loads as the visitor nears or starts on it (lib/deferred.tsx). */
const AreaCheck = deferred(() => import("~/features/area-check/area-check").then((module) => module.AreaCheck));

/** The id of the table's section: the postal-code check points there when it cannot run. */
const AREAS_ID = "areas";

/** "Don't see your area? <call>Call us {phone}</call>": the link calls us. */
const callTags: MessageTags = { call: <PhoneLink /> };

/** The phone link inside a sentence: its words are the sentence's, after the phone's icon. */
function PhoneLink({ children }: { children?: ReactNode }) {
  return (
    <a href={phoneHref} className="inline-flex min-h-11 items-center gap-2 text-primary underline">
      <Icon name="phone" />
      {children}
    </a>
  );
}

/** The service-area page below its first screen, loaded as a deferred part (routes/locations.tsx). */
export function LocationsBody({ page }: { page: { locations: Content<"locations">; areas: Content<"areas"> } }) {
  const { locations } = page;
  const { regions, postalDistricts } = page.areas;
  const { comeToYou, office, areaCheck, areas, gettingStarted, availability, cta } = locations;
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
        <AreasTable caption={areas.caption} columns={areas.columns} regions={regions} starts={locations.starts} />
        <div className="mt-6 grid prose-measure gap-3 text-lg">
          <p>{areas.askUsNote}</p>
          <p>{areas.sameName}</p>
          <p>{areas.startNote}</p>
          <p className="font-bold">
            <Message text={areas.dontSee} tags={callTags} />
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
