/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are deliberate: browsers drop a table's implicit roles once CSS changes its display (the stacked layout below), and explicit roles keep it a table for screen readers. */
import { ActionButton } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { pageContent } from "~/i18n/page.server";
import { headOf } from "~/lib/head.server";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/costs";
import { deferred } from "~/lib/deferred";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "costs");
  return { ...page, head: headOf(context, { ...page.meta, path: "/costs" }, () => [faqPage(page.questions.items)]) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The page below its first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const Body = deferred(() => import("~/pages/costs").then((module) => module.CostsBody));

export default function Costs({ loaderData }: Route.ComponentProps) {
  const { hero, cta } = loaderData;
  const [consultation] = cta.actions;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <ActionButton action={consultation} />
      </PageHero>
      <Body page={loaderData} />
    </>
  );
}
