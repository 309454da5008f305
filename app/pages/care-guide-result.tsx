import { CtaBanner } from "~/components/sections/cta-banner";
import { Section } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { Content } from "~/i18n/content.server";
import { NextLinks, SuggestionList } from "~/features/care-guide/suggestion-list";
import type { Suggestion } from "~/features/care-guide/recommend";

interface Props {
  /** The services families with this need often start with. */
  suggestions: readonly Suggestion[];
  /** The result pages' own words. */
  resultPage: Content<"care-guide-pages">["resultPage"];
  /** The heading of the guide's links onward. */
  nextTitle: string;
}

/** A care guide result below its first screen, loaded as a deferred part (routes/care-guide-result.tsx). */
export function CareGuideResultBody({ suggestions, resultPage, nextTitle }: Props) {
  return (
    <>
      <Section title={resultPage.servicesTitle}>
        <div className="max-w-3xl">
          <SuggestionList suggestions={suggestions} />
        </div>
      </Section>
      <Section title={resultPage.fullGuideTitle} intro={resultPage.fullGuideText} tone="surface">
        <Link to="/care-guide" className={buttonVariants({ size: "lg" })}>
          {resultPage.fullGuideLink}
          <Icon name="arrow-right" />
        </Link>
      </Section>
      <Section title={nextTitle}>
        <NextLinks />
      </Section>
      <CtaBanner title={resultPage.cta.title} text={resultPage.cta.text} actions={resultPage.cta.actions} />
    </>
  );
}
