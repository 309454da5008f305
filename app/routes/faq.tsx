import { PageHero } from "~/components/sections/page-hero";
import { SectionLink } from "~/components/ui/consultation-link";
import { headOf } from "~/lib/head.server";
import { faqPage as faqPageData } from "~/lib/structured-data";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/faq";
import { deferred } from "~/lib/deferred";

/** The page in its language, made at build time: it arrives as page data. */

interface Question {
  question: string;
  answer: string;
}

export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "faq");
  const questions = page.categories.flatMap((category): readonly Question[] => category.questions);
  return { ...page, head: headOf(context, { ...page.meta, path: "/faq" }, () => [faqPageData(questions)]) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/faq").then((module) => module.FaqBody));

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { hero, askAction } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <SectionLink path={askAction.to} size="lg">
          {askAction.label}
        </SectionLink>
      </PageHero>
      <Body page={loaderData} />
    </>
  );
}
