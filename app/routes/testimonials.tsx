import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Paragraphs, Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { getMeta } from "~/lib/meta";
import { useLoaderData } from "react-router";
import { contentIn } from "~/i18n/content";
import { langOf } from "~/i18n/languages";
import type { testimonialsPage as testimonialsPageSource } from "~/content/testimonials";
import type { Route } from "./+types/testimonials";

/** The page's words in its language, read at build time: they arrive as page data. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(new URL(request.url).pathname);
  return {
    testimonialsPage: await contentIn<typeof testimonialsPageSource>(lang, "testimonials", "testimonialsPage"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  getMeta(
    {
      ...loaderData.testimonialsPage.meta,
      path: "/testimonials",
    },
    matches[1].loaderData,
  );

export default function Testimonials() {
  const { testimonialsPage } = useLoaderData<typeof loader>();
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
