import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/sections/page-hero";
import { SafetyNote } from "~/components/sections/safety-note";
import { useLoaderData } from "react-router";
import { CareGuide } from "~/features/care-guide/care-guide";
import { GuideContentProvider } from "~/features/care-guide/content";
import { topicPath } from "~/features/care-guide/recommend";
import { pageContent } from "~/i18n/page.server";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/care-guide";

/** The guide in the page's language, made at build time: it arrives as page data. */
export const loader = ({ context }: Route.LoaderArgs) => pageContent(context, "care-guide");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  getMeta({ ...loaderData.meta, path: "/care-guide" }, matches[1].loaderData);

const linkClass = "inline-flex min-h-11 items-center text-lg font-bold text-primary underline";

/**
 * Without JavaScript the guide cannot move from one question to the next, so the page offers the
 * main need as links to the prerendered result pages instead (shown only when scripting is off).
 */
function NeedLinks() {
  const { noScript, questions, topics } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl">
      <h2 className="text-3xl">{noScript.title}</h2>
      <p className="mt-3 text-lg">{noScript.text}</p>
      <ul className="mt-6 grid gap-2">
        {questions.need.choices.map((choice) =>
          choice.value === "condition" ? (
            <li key={choice.value}>
              <p className="mt-2 text-lg font-bold">{noScript.conditionsLabel}</p>
              <ul className="mt-1 grid gap-1 border-l-4 border-primary-tint pl-4">
                {questions.condition.choices.map((condition) => (
                  <li key={condition.value}>
                    <Link to={topicPath(condition.value, topics)} className={linkClass}>
                      {condition.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={choice.value}>
              <Link to={topicPath(choice.value, topics)} className={linkClass}>
                {choice.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

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
            <NeedLinks />
          </div>
        </div>
      </section>
    </GuideContentProvider>
  );
}
