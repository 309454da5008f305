import { PageHero } from "~/components/sections/page-hero";
import { GuideContentProvider } from "~/features/care-guide/content";
import { SafetyNote } from "~/features/care-guide/safety-note-part";
import { pageContent } from "~/i18n/page.server";
import { deferred } from "~/lib/deferred";
import { headOf } from "~/lib/head.server";
import type { Route } from "./+types/care-guide";

/** The guide in the page's language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "care-guide");
  return { ...page, head: headOf(context, { ...page.meta, path: "/care-guide" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The guide's code loads as the visitor nears or starts on it (lib/deferred.tsx). */
const CareGuide = deferred(() => import("~/features/care-guide/care-guide").then((module) => module.CareGuide));

/**
 * Without JavaScript the guide cannot move from one question to the next, so the page offers the
 * main need as links to the result pages instead, shown only when scripting is off: with scripts,
 * the list stays hidden and its code is not loaded unless the app navigates.
 */
const NeedLinks = deferred(() => import("~/pages/care-guide").then((module) => module.NeedLinks));

export default function CareGuidePage({ loaderData }: Route.ComponentProps) {
  const { hero, guideLabel, safetyLead } = loaderData;
  return (
    <GuideContentProvider content={loaderData}>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={[...hero.intro]} />
      <section aria-label={guideLabel} className="py-12 md:py-16">
        <div className="container-page">
          {/* Before the first question, with or without the page's script: not medical advice, when to call 995, when to see a doctor. */}
          <SafetyNote lead={safetyLead} className="mx-auto mb-8 max-w-3xl" />
          <div className="noscript:hidden">
            <CareGuide />
          </div>
          <div className="hidden noscript:block">
            <NeedLinks content={loaderData} />
          </div>
        </div>
      </section>
    </GuideContentProvider>
  );
}
