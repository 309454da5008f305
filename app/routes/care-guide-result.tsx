import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { topics } from "~/content/care-guide";
import { GuideContentProvider } from "~/features/care-guide/content";
import { topicBySlug, topicPath } from "~/features/care-guide/recommend";
import { NextLinks, SuggestionList } from "~/features/care-guide/suggestion-list";
import { contentFor } from "~/i18n/content.server";
import { langFrom } from "~/i18n/page.server";
import { headOf } from "~/lib/head.server";
import type { Route } from "./+types/care-guide-result";

/**
 * The result page in its language, made at build time: the guide's content and this page's own
 * words (app/routes.ts gives each need its own route, so an address that names none is the site's
 * 404 page).
 */
export function loader({ pattern, context }: Route.LoaderArgs) {
  const topic = topicBySlug(pattern.split("/").pop(), topics);
  if (!topic) throw data(null, { status: 404 });
  const lang = langFrom(context);
  const { resultPages, resultPage } = contentFor(lang, "care-guide-pages");
  const content = contentFor(lang, "care-guide");
  const words = resultPages[topic];
  return { topic, content, words, resultPage, head: headOf(context, { ...words.meta, path: topicPath(topic, content.topics) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/**
 * One main need's result, for visitors without JavaScript (the guide page links here) and for
 * search: the services families with that need often start with, without the other questions.
 */
export default function CareGuideResult({ loaderData }: Route.ComponentProps) {
  const { topic, content, words: page, resultPage } = loaderData;
  const { result } = content;
  return (
    <GuideContentProvider content={content}>
      <PageHero eyebrow={resultPage.eyebrow} title={page.title} intro={resultPage.intro} />
      <Section title={resultPage.servicesTitle}>
        <div className="max-w-3xl">
          <SuggestionList suggestions={content.topics[topic].suggestions} />
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
    </GuideContentProvider>
  );
}
