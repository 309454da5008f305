import { CtaBanner } from "~/components/sections/cta-banner";
import { CheckList, FeatureGrid } from "~/components/sections/feature-grid";
import { Paragraphs, Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { Card, cardColumns } from "~/components/ui/card";
import { Illustration } from "~/components/ui/illustration";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";

/** The about page below its first screen, loaded as a deferred part (routes/about.tsx). */
export function AboutBody({ page }: { page: Content<"about"> }) {
  const {
    statisticsTitle,
    statistics,
    background,
    stayInModel,
    pillars,
    advantages,
    divisions,
    values,
    missionVisionLabel,
    mission,
    vision,
    reasons,
    cta,
  } = page;
  return (
    <>
      <Section title={statisticsTitle}>
        <StatGrid stats={statistics} />
      </Section>

      <Section title={background.title} tone="surface">
        <Paragraphs paragraphs={background.paragraphs} />
      </Section>

      <Section title={stayInModel.title} intro={stayInModel.intro} tone="tint">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <Illustration image={stayInModel.image} className="rounded-card" />
            <Card as="p" tone="plain" className="mt-6 flex items-baseline gap-4">
              <span className="text-4xl font-bold text-primary tabular">{stayInModel.ratio}</span>
              <span className="text-lg font-bold">{stayInModel.ratioText}</span>
            </Card>
          </div>
          <FeatureGrid cards={stayInModel.cards} columns={2} />
        </div>
      </Section>

      <Section title={pillars.title} intro={pillars.intro}>
        <FeatureGrid cards={pillars.cards} columns={4} />
      </Section>

      <Section title={advantages.title} tone="surface">
        <FeatureGrid cards={advantages.cards} />
      </Section>

      <Section title={divisions.title} intro={divisions.intro}>
        <FeatureGrid cards={divisions.cards} />
      </Section>

      <Section title={values.title} tone="warm">
        <FeatureGrid cards={values.cards} />
      </Section>

      <section aria-label={missionVisionLabel} className="py-12 md:py-20">
        <div className={cn("container-page grid gap-6", cardColumns[2])}>
          {[mission, vision].map((block) => (
            <Card key={block.title} tone="accent" padding="roomy">
              <h2 className="text-3xl">{block.title}</h2>
              <p className="mt-4 text-lg">{block.text}</p>
            </Card>
          ))}
        </div>
      </section>

      <Section title={reasons.title} tone="surface">
        <CheckList items={reasons.items} className="max-w-3xl gap-3 text-lg" />
      </Section>

      <CtaBanner title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
