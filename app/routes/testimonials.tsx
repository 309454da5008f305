import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { SampleNote } from "~/components/sections/sample-note";
import { Paragraphs, Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { headOf } from "~/lib/head.server";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/testimonials";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "testimonials");
  return { ...page, head: headOf(context, { ...page.meta, path: "/testimonials" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { hero, statisticsTitle, statisticsNote, statistics, feedback, shareStory } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <ActionButton action={shareStory.action} />
      </PageHero>
      <Section title={statisticsTitle}>
        {/* The statistics are the provider's own claims: marked as examples while they are samples. */}
        <SampleNote text={statisticsNote} prominent className="mb-8" />
        <StatGrid stats={statistics} />
      </Section>
      <Section title={feedback.title} tone="surface">
        <Paragraphs paragraphs={feedback.paragraphs} />
      </Section>
      <CtaBanner title={shareStory.title} text={shareStory.text} actions={[shareStory.action]} />
    </>
  );
}
