import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { LogoMark } from "~/components/layout/logo-mark";
import { TextSizeControl } from "~/components/layout/text-size-control";
import type { ServicePage } from "~/content/services/types";
import { phoneHref, site } from "~/content/site";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { ActionButton } from "./action-button";
import { PageHero } from "./page-hero";
import { deferred } from "~/lib/deferred";
import { useDictionary } from "~/i18n/context";

/** The page below its hero, the review note first: its code loads as the visitor nears it (lib/deferred.tsx). */
const ServiceBody = deferred(() => import("./service-body").then((module) => module.ServiceBody));

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
            <LanguageSwitcher tone="light" />
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
  const { site: words } = useDictionary();
  return (
    <footer className="border-t border-border bg-surface">
      <p className="container-page py-6 text-base">{words.copyright}</p>
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
      <ServiceBody page={page} />
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
