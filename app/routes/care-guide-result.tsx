import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { careGuide, topics } from "~/content/care-guide";
import { resultPage, resultPages } from "~/content/care-guide-pages";
import { notFoundPage } from "~/content/not-found";
import { topicBySlug, topicPath } from "~/features/care-guide/recommend";
import { NextLinks, SuggestionList } from "~/features/care-guide/suggestion-list";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/care-guide-result";
import NotFound from "./not-found";

export const meta = ({ params }: Route.MetaArgs) => {
  const topic = topicBySlug(params.need);
  if (!topic) return getMeta({ ...notFoundPage.meta, path: `/care-guide/${params.need}`, noindex: true });
  return getMeta({ ...resultPages[topic].meta, path: topicPath(topic) });
};

/**
 * One main need's result, for visitors without JavaScript (the guide page links here) and for
 * search: the services families with that need often start with, without the other questions.
 */
export default function CareGuideResult({ params }: Route.ComponentProps) {
  const topic = topicBySlug(params.need);
  if (!topic) return <NotFound />;
  const { result } = careGuide;
  const page = resultPages[topic];
  return (
    <>
      <PageHero eyebrow={resultPage.eyebrow} title={page.title} intro={resultPage.intro} />
      <Section title={resultPage.servicesTitle}>
        <div className="max-w-3xl">
          <SuggestionList suggestions={topics[topic].suggestions} />
        </div>
      </Section>
      <Section title={resultPage.fullGuideTitle} intro={resultPage.fullGuideText} tone="surface">
        <Link to="/care-guide" className={buttonVariants({ size: "lg" })}>
          {resultPage.fullGuideLink}
          <Icon name="arrow-right" />
        </Link>
      </Section>
      <Section title={result.nextTitle}>
        <NextLinks />
      </Section>
      <CtaBanner title={resultPage.cta.title} text={resultPage.cta.text} actions={resultPage.cta.actions} />
    </>
  );
}
