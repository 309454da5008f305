import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { resultPage as resultPageSource, resultPages as resultPagesSource } from "~/content/care-guide-pages";
import { topics as englishTopics } from "~/content/care-guide";
import { GuideContentProvider } from "~/features/care-guide/content";
import { loadGuideContent } from "~/features/care-guide/load";
import { topicBySlug, topicPath } from "~/features/care-guide/recommend";
import { NextLinks, SuggestionList } from "~/features/care-guide/suggestion-list";
import { contentIn } from "~/i18n/content";
import { langOf } from "~/i18n/languages";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/care-guide-result";

/**
 * The result page's words in its language, read at build time (app/routes.ts gives each need its
 * own route, so an address that names none is the site's 404 page).
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const topic = topicBySlug(pattern.split("/").pop(), englishTopics);
  if (!topic) throw data(null, { status: 404 });
  const [content, pages, page] = await Promise.all([
    loadGuideContent(lang),
    contentIn<typeof resultPagesSource>(lang, "care-guide-pages", "resultPages"),
    contentIn<typeof resultPageSource>(lang, "care-guide-pages", "resultPage"),
  ]);
  return { topic, content, words: pages[topic], resultPage: page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  getMeta({ ...loaderData.words.meta, path: topicPath(loaderData.topic, loaderData.content.topics) }, matches[1].loaderData);

/**
 * One main need's result, for visitors without JavaScript (the guide page links here) and for
 * search: the services families with that need often start with, without the other questions.
 */
export default function CareGuideResult({ loaderData }: Route.ComponentProps) {
  const { topic, content, words: page, resultPage } = loaderData;
  const { result } = content.careGuide;
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
