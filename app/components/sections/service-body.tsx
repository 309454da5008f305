import type { ServicePage } from "~/content/services/types";
import { ChoosingCare } from "./choosing-care";
import { CtaBanner } from "./cta-banner";
import { ServiceSections } from "./service-sections";
import { SourceList } from "./source-list";

/** Everything of a service page below its hero and review note: loaded as a deferred part (service-page.tsx). */
export function ServiceBody({ page }: { page: ServicePage }) {
  return (
    <>
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
