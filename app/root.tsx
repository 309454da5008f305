import boldFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url";
import bodyFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url";
import { type ReactNode, useContext, useLayoutEffect, useRef } from "react";
import { preload } from "react-dom";
import { Links, Meta, Outlet, Scripts, UNSAFE_DataRouterContext, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { langOf, langs, languages, localise } from "./i18n/languages";
import { applySavedTextSizeScript } from "./lib/text-size";
import { SCROLL_TO_CONTACT_DELAY_MS, type SectionState, focusInPlace, scrollToAnchorWhenReady } from "./lib/scroll";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** What a route module may say about the shared frame, through its `handle` export. */
export interface RouteHandle {
  /** false: the page draws its own header and footer (the COPD page). */
  frame?: boolean;
  /** false: no breadcrumb trail (the 404 page, whose path leads nowhere). */
  breadcrumbs?: boolean;
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = langOf(useLocation().pathname);
  // Through React's resource APIs, both font weights and the stylesheet are written at the top
  // of <head>, so the browser asks for them first. Headings and labels are bold: fetched only
  // once the stylesheet asked for it, the bold face arrived after the first paint and a heading
  // could rewrap (Lighthouse saw CLS 0.016 on a blog post).
  preload(bodyFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  preload(boldFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    // The saved text size is set on <html> before hydration, hence suppressHydrationWarning.
    <html lang={languages[lang].tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Applies the saved text size before the first paint (a fixed string; hashed into the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: applySavedTextSizeScript }} />
        <meta name="theme-color" content="#0c5252" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Where the reader was on each history entry of this document, by `location.key`. The router
 * writes the place it leaves as each navigation starts.
 */
const scrollPositions: Record<string, number> = {};

/**
 * Within the document we place the page ourselves: left to the browser, Back would jump on the
 * old page before the new one is rendered. While the document is away (a reload, another site)
 * the browser is in charge again, so a reload, or a return to the document, lands where the
 * reader was before any script has run.
 */
function handOverScrolling(event?: PageTransitionEvent) {
  history.scrollRestoration = event?.type === "pagehide" ? "auto" : "manual";
}

/**
 * After every navigation. A page reached by Back or Forward goes straight back to where the
 * reader left it; a new page starts at the top, smoothly through the stylesheet's
 * scroll-behavior (instantly for visitors who asked for less motion), with focus on its heading.
 * With a section requested (the consultation flow), wait 100 ms and scroll to it; with a #hash,
 * wait for that anchor. Back and Forward leave focus alone, so a reader returning to a list is
 * not sent to its heading. A layout effect, so the page is in place before it is painted.
 */
function useScrollOnNavigation() {
  // The data router records the scroll position of the page it leaves, once given somewhere to
  // write it. React Router exports its context only as UNSAFE_ (see
  // docs/decisions/009-own-scroll-restoration.md).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const location = useLocation();
  const previousPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const { pathname, hash, key, state } = location;
    const firstRender = previousPath.current === null;
    const pathChanged = !firstRender && previousPath.current !== pathname;
    previousPath.current = pathname;
    const anchor = hash ? decodeURIComponent(hash.slice(1)) : "";
    if (firstRender) {
      // The page load: the browser has placed the page already. The root never unmounts, so
      // nothing here is undone.
      router?.enableScrollRestoration(scrollPositions, () => scrollY);
      handOverScrolling();
      addEventListener("pagehide", handOverScrolling);
      addEventListener("pageshow", handOverScrolling);
    } else if (router?.state.historyAction === "POP") {
      // Back and Forward jump: a glide from wherever the previous page was would be motion with
      // no purpose. An entry left before a reload has no remembered place: its anchor, or the
      // top. An anchor that is not on the page yet is still worth waiting for, as on a first visit.
      const saved = scrollPositions[key];
      const target = anchor && document.getElementById(anchor);
      if (target && saved === undefined) target.scrollIntoView({ behavior: "instant" });
      else scrollTo({ top: saved ?? 0, behavior: "instant" });
      if (anchor && !target) return scrollToAnchorWhenReady(anchor);
      return;
    } else if (!anchor && !router?.state.preventScrollReset) {
      // A new page. With preventScrollReset (the consultation flow) the page glides to its
      // section from where the reader is instead.
      scrollTo(0, 0);
    }
    const section = (state as Partial<SectionState> | null)?.section;
    if (section) return scrollToAnchorWhenReady(section, SCROLL_TO_CONTACT_DELAY_MS);
    if (anchor) return scrollToAnchorWhenReady(anchor);
    if (pathChanged) focusInPlace(document.querySelector<HTMLElement>("main h1"));
  }, [location, router]);
}

/** The page, inside its language's frame (routes/language.tsx). */
export default function App() {
  useScrollOnNavigation();
  return <Outlet />;
}

/**
 * The last resort, for a failure before a language's words have arrived: one line in each
 * language, with a link to each home page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="container-page py-20">
      {langs.map((lang) => (
        <p key={lang} lang={languages[lang].tag} className="mt-6 text-2xl">
          {languages[lang].failure}:{" "}
          <a href={localise("/", lang)} className="font-bold text-primary underline">
            {languages[lang].name}
          </a>
        </p>
      ))}
    </main>
  );
}
