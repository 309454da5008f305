import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { LogoMark } from "~/components/layout/logo-mark";
import { TextSizeControl } from "~/components/layout/text-size-control";
import type { ServicePage } from "~/content/services/types";
import { phoneHref, site } from "~/content/site";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { localise } from "~/i18n/languages";
import { type FrameData, SITE_URL, getMeta } from "~/lib/meta";
import { medicalWebPage, service } from "~/lib/structured-data";
import { ActionButton } from "./action-button";
import { ChoosingCare } from "./choosing-care";
import { CtaBanner } from "./cta-banner";
import { PageHero } from "./page-hero";
import { EmergencySentence } from "./safety-note";
import { ServiceSections } from "./service-sections";
import { SourceList } from "./source-list";
import { useDictionary, useWordSpace } from "~/i18n/context";

const themeClass = { default: "", green: "theme-green", purple: "theme-purple" } as const;

function BackLink({ link }: { link: NonNullable<ServicePage["backLink"]> }) {
  return (
    <div data-print="hide" className="container-page pt-6">
      <Link to={link.to} className="inline-flex min-h-11 items-center gap-2 font-bold text-primary underline">
        <Icon name="arrow-left" className="size-5" />
        {link.label}
      </Link>
    </div>
  );
}

/**
 * "General information, not medical advice", with the date the page was last reviewed, then when to
 * call an ambulance and when to see a doctor first (the words of the care guide's safety note).
 */
function ReviewNote({ review }: { review: NonNullable<ServicePage["review"]> }) {
  const { sectionLabels, safety, site: words } = useDictionary();
  const { reviewNote } = sectionLabels;
  const space = useWordSpace();
  return (
    <aside aria-label={reviewNote.label} className="container-page pt-8">
      <Card tone="accent" padding="snug" className="flex max-w-4xl gap-3">
        <Icon name="info" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="grid gap-2">
          <p>
            {reviewNote.text}
            {space}
            {reviewNote.lastReviewed}
            {space}
            <time dateTime={review.lastReviewedIso}>{review.lastReviewed}</time>
            {words.punctuation.fullStop}
          </p>
          <p className="font-bold">
            <EmergencySentence />
          </p>
          <p>{safety.doctor}</p>
        </div>
      </Card>
    </aside>
  );
}

/** The COPD page's own slim header and footer: the spec gives it neither of the shared ones. */
function OwnHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="container-page flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <Link to="/" className="flex min-h-12 items-center gap-2 text-primary no-underline">
          <LogoMark className="size-10 shrink-0" />
          <span className="text-lg font-bold text-ink">{site.name}</span>
        </Link>
        {/* Stacked on phones: side by side, the two sit right at the width of common phones, and
            the bold font arriving would move the number to a new line (layout shift). */}
        <div className="flex flex-col items-start gap-x-4 sm:flex-row sm:flex-wrap sm:items-center">
          <div className="flex flex-wrap items-center gap-x-3">
            <TextSizeControl tone="light" />
            <LanguageSwitcher className="text-primary" />
          </div>
          <a href={phoneHref} className="inline-flex min-h-11 items-center font-bold text-primary tabular underline">
            {site.phone}
          </a>
        </div>
      </div>
    </header>
  );
}

function OwnFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <p className="container-page py-6 text-base">
        © {BUILD_YEAR} {site.legalName} · {site.registrationNumber}
      </p>
    </footer>
  );
}

/** A service detail page drawn from its content module. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const { hero } = page;
  const content = (
    <>
      {page.backLink && <BackLink link={page.backLink} />}
      <PageHero badge={hero.badge} eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image} points={hero.points}>
        {hero.actions.map((action, index) => (
          <ActionButton key={action.label} action={action} variant={index === 0 ? undefined : "outline"} />
        ))}
      </PageHero>
      {page.review && <ReviewNote review={page.review} />}
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
  if (page.sharedFrame) return <div className={themeClass[page.theme]}>{content}</div>;
  return (
    <div className={themeClass[page.theme]}>
      <OwnHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {content}
      </main>
      <OwnFooter />
    </div>
  );
}

/** Title, description and canonical address of a service page. */
export function servicePageMeta(page: ServicePage, frame: FrameData) {
  const path = `/services/${page.slug}`;
  const url = localise(path, frame.lang);
  return getMeta(
    {
      title: page.meta.title,
      description: page.meta.description,
      path,
      breadcrumbs: page.sharedFrame,
      structuredData: [
        service(SITE_URL, url, page.name, page.meta.description),
        ...(page.review ? [medicalWebPage(SITE_URL, url, page.hero.title, page.review.lastReviewedIso)] : []),
      ],
    },
    frame,
  );
}
