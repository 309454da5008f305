import { data } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { topics } from "~/content/care-guide";
import { GuideContentProvider } from "~/features/care-guide/content";
import { SafetyNote } from "~/features/care-guide/safety-note-part";
import { safetyNoteOf, topicBySlug, topicPath } from "~/features/care-guide/recommend";
import { contentFor } from "~/i18n/content.server";
import { langFrom } from "~/i18n/page.server";
import { deferred } from "~/lib/deferred";
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
  // Which safety lines the need calls for, worked out here so the page's code need not carry the guide's rules.
  const safetyNote = safetyNoteOf(topic, content.topics);
  return {
    topic,
    content,
    words,
    resultPage,
    safetyNote,
    head: headOf(context, { ...words.meta, path: topicPath(topic, content.topics) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/care-guide-result").then((module) => module.CareGuideResultBody));

/**
 * One main need's result, for visitors without JavaScript (the guide page links here) and for
 * search: the services families with that need often start with, without the other questions.
 */
export default function CareGuideResult({ loaderData }: Route.ComponentProps) {
  const { topic, content, words: page, resultPage, safetyNote } = loaderData;
  const { result } = content;
  return (
    <GuideContentProvider content={content}>
      <PageHero eyebrow={resultPage.eyebrow} title={page.title} intro={resultPage.intro} />
      {/* Before the suggestions: when to call 995, and when to see a doctor first. */}
      <div className="container-page pt-10 md:pt-12">
        <SafetyNote note={safetyNote} className="max-w-3xl" />
      </div>
      <Body suggestions={content.topics[topic].suggestions} resultPage={resultPage} nextTitle={result.nextTitle} />
    </GuideContentProvider>
  );
}
