import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { phoneHref, site, whatsappLink } from "~/content/site";
import { useDictionary } from "~/i18n/context";
import { langOf, languages } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import { LogoMark } from "./logo-mark";
import { LanguageSwitcher } from "./language-switcher";
import { TextSizeControl } from "./text-size-control";

/**
 * The header's parts where the links show in a bar (from 84rem of header width), and where they
 * stay behind the menu button at every width (a language whose link names are too long for a bar).
 */
const LAYOUT = {
  bar: {
    row: "@min-[84rem]:flex-nowrap",
    name: "@min-[84rem]:shrink-0 @min-[84rem]:grow-0 @min-[84rem]:basis-auto",
    links: "hidden min-w-0 @min-[84rem]:block",
    menu: "@min-[84rem]:hidden",
  },
  menu: { row: "", name: "", links: "hidden", menu: "" },
} as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-12 items-center rounded-control px-2 font-bold text-ink underline-offset-8 hover:bg-primary-tint hover:text-primary",
    isActive && "text-primary underline decoration-2",
  );

/**
 * The text-size control, then phone and WhatsApp. With the consultation action in the row below,
 * help comes in the same order on every page (WCAG 3.2.6 consistent help).
 */
function HelpBar() {
  const { helpLabels, site: words } = useDictionary();
  return (
    <div className="bg-primary text-on-primary">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 py-1 text-sm">
        <TextSizeControl />
        <LanguageSwitcher className="mr-auto" />
        <div className="flex flex-wrap items-center gap-x-2">
          <a href={phoneHref} className="inline-flex min-h-11 items-center gap-2 rounded px-2 font-bold text-white on-dark hover:underline">
            <Icon name="phone" className="size-5" />
            <span className="tabular">{helpLabels.callNumber}</span>
          </a>
          <ExternalLink
            href={whatsappLink(words.whatsappGreeting)}
            className="inline-flex min-h-11 items-center gap-2 rounded px-2 font-bold text-white on-dark hover:underline"
          >
            <Icon name="message-circle" className="size-5" />
            {helpLabels.whatsapp}
          </ExternalLink>
        </div>
      </div>
    </div>
  );
}

export function SiteHeader() {
  const { frameLabels, headerLinks, helpLabels, site: words } = useDictionary();
  const { pathname } = useLocation();
  const layout = LAYOUT[languages[langOf(pathname)].navigation];
  // The menu remembers the page it was opened on, so it is closed again once the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    // A size container: the full navigation shows from 84rem of header width, and rem here
    // follows the reader's text size, so larger text switches to the menu button sooner.
    <header className="@container z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/90 lg:sticky lg:top-0">
      <HelpBar />
      {/* The row wraps rather than overlap when text is very large (200% zoom, WCAG 1.4.4): below
          the full navigation the name takes the space left (basis 0), so at ordinary sizes it
          wraps onto two lines beside the menu button, and only a name too wide for that moves
          the button to its own line. With the full navigation the row stays one line and the
          links wrap inside it instead (WCAG 1.4.12 text spacing). */}
      <div className={cn("container-page flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2", layout.row)}>
        {/* The link is named by the business's name alone; the tagline under it is its own line of text. */}
        <div className={cn("flex grow basis-0 flex-col items-start", layout.name)}>
          <Link to="/" className="flex min-h-12 items-center gap-2 rounded text-primary no-underline sm:gap-3">
            <LogoMark className="size-10 shrink-0 sm:size-11" />
            <span className="text-lg leading-tight font-bold text-ink sm:text-xl sm:whitespace-nowrap">{site.name}</span>
          </Link>
          <p className="-mt-2 hidden max-w-[16.5rem] pl-14 text-sm leading-tight text-balance text-muted sm:block">{words.tagline}</p>
        </div>

        <nav aria-label={frameLabels.landmarks.main} className={layout.links}>
          <ul className="flex flex-wrap items-center justify-center">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <div className="hidden md:block">
            <SectionLink>{helpLabels.consultation}</SectionLink>
          </div>
          <Button
            ref={toggleRef}
            variant="outline"
            size="sm"
            className={layout.menu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? "main-menu" : undefined}
            aria-label={menuOpen ? helpLabels.menuClose : helpLabels.menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <Icon name="x" /> : <Icon name="menu" />}
            <span aria-hidden="true">{frameLabels.menu}</span>
          </Button>
        </div>
      </div>

      {/* Drawn only while open: it needs the page's script to open at all, and the links it repeats
          would otherwise weigh on every page's first response. */}
      {menuOpen && (
        <div id="main-menu" className={cn("border-t border-border", layout.menu)}>
          <nav aria-label={frameLabels.landmarks.menu} className="container-page py-4">
            <ul className="grid gap-1 sm:grid-cols-2">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={({ isActive }) => cn(navLinkClass({ isActive }), "w-full text-lg")}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <ExternalLink href={whatsappLink(words.whatsappGreeting)} className={buttonVariants({ variant: "outline", size: "lg" })}>
                <Icon name="message-circle" />
                {helpLabels.whatsappLong}
              </ExternalLink>
              <SectionLink size="lg" onNavigate={() => setMenuOpen(false)}>
                {helpLabels.consultation}
              </SectionLink>
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}
