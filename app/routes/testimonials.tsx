import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Paragraphs, Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { testimonialsPage } from "~/content/testimonials";
import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    ...testimonialsPage.meta,
    path: "/testimonials",
  });

export default function Testimonials() {
  const { hero, statisticsTitle, statistics, feedback, shareStory } = testimonialsPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <ActionButton action={shareStory.action} />
      </PageHero>
      <Section title={statisticsTitle}>
        <StatGrid stats={statistics} />
      </Section>
      <Section title={feedback.title} tone="surface">
        <Paragraphs paragraphs={feedback.paragraphs} />
      </Section>
      <CtaBanner title={shareStory.title} text={shareStory.text} actions={[shareStory.action]} />
    </>
  );
}
