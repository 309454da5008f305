import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Paragraphs, Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { Card } from "~/components/ui/card";
import { locations } from "~/content/locations";
import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    ...locations.meta,
    path: "/locations",
  });

export default function Locations() {
  const { hero, comeToYou, office, gettingStarted, availability, cta } = locations;
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
