import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { ServicePage } from "~/content/services/types";
import { Message } from "~/components/ui/message";
import { useDictionary } from "~/i18n/context";
import { ChoosingCare } from "./choosing-care";
import { CtaBanner } from "./cta-banner";
import { SafetyLines } from "./safety-note";
import { ServiceSections } from "./service-sections";
import { SourceList } from "./source-list";

/**
 * "General information, not medical advice", with the date the page was last reviewed, then when to
 * call an ambulance and when to see a doctor first (the words of the care guide's safety note).
 */
function ReviewNote({ review, safetyNote }: { review: NonNullable<ServicePage["review"]>; safetyNote?: ServicePage["safetyNote"] }) {
  const { reviewNote } = useDictionary().sectionLabels;
  return (
    <aside aria-label={reviewNote.label} className="container-page pt-8">
      <Card tone="accent" padding="snug" className="flex max-w-4xl gap-3">
        <Icon name="info" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="grid gap-2">
          <p>
            <Message text={reviewNote.text} values={{ date: <time dateTime={review.lastReviewedIso}>{review.lastReviewed}</time> }} />
          </p>
          <SafetyLines note={safetyNote} />
        </div>
      </Card>
    </aside>
  );
}

/** Everything of a service page below its hero, the review note first: loaded as a deferred part (service-page.tsx). */
export function ServiceBody({ page }: { page: ServicePage }) {
  return (
    <>
      {page.review && <ReviewNote review={page.review} safetyNote={page.safetyNote} />}
      <ServiceSections sections={page.sections} />
      <ChoosingCare />
      <CtaBanner title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
      {page.review && (
        <div className="container-page pb-4">
          <SourceList sources={page.review.sources} />
        </div>
      )}
    </>
  );
}
