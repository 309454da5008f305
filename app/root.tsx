import boldFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url";
import bodyFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url";
import { type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from "react";
import { Links, Meta, Outlet, Scripts, UNSAFE_DataRouterContext, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { langOf, langs, languages, localise } from "./i18n/languages";
import { deferredPartsLoaded, followDeferredLinksWith, loadDeferredParts } from "./lib/deferred";
import { applySavedTextSizeScript } from "./lib/text-size";
import { SCROLL_TO_CONTACT_DELAY_MS, type SectionState, focusInPlace, scrollToAnchorWhenReady } from "./lib/scroll";

/** Prerendering only: every page is drawn whole, its deferred parts included (lib/deferred.tsx). */
export const middleware: Route.MiddlewareFunction[] = [
  async (_, next) => {
    await deferredPartsLoaded();
    return next();
  },
];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** What a route module may say about the shared frame, through its `handle` export. */
export interface RouteHandle {
  /** false: the page draws its own header and footer (the COPD page). */
  frame?: boolean;
  /** false: no breadcrumb trail (the 404 page, whose path leads nowhere). */
  breadcrumbs?: boolean;
}

/**
 * The web font is used only by a browser that already has it (decision 012): the page is then
 * drawn once, in its final font, whether or not this is a first visit. The key names the font
 * files, so new files (new hashes) count as not yet fetched.
 */
const FONTS_KEY = "fonts";
const fontsVersion = `${bodyFont} ${boldFont}`;
/** Runs in <head> before the first paint (a fixed string; hashed into the CSP). */
const applyCachedFontsScript = `try{if(localStorage.getItem(${JSON.stringify(FONTS_KEY)})===${JSON.stringify(fontsVersion)})document.documentElement.setAttribute("data-fonts","")}catch(e){}`;

/**
 * After the page has painted and hydrated, fetch both weights into the browser's cache and note
 * it, for the next page load. The faces are loaded for nothing on this page, whose text keeps the
 * fallback it was drawn in: no second paint, no shift.
 */
function useFetchFontsForNextPage() {
  useEffect(() => {
    try {
      if (localStorage.getItem(FONTS_KEY) === fontsVersion) return;
    } catch {
      return; // no storage: the next page could not know, so the fonts would only cost bytes
    }
    const family = '"Atkinson Hyperlegible Next"';
    Promise.all([document.fonts.load(`400 1em ${family}`), document.fonts.load(`700 1em ${family}`)])
      .then((faces) => {
        if (faces.every((loaded) => loaded.length > 0)) localStorage.setItem(FONTS_KEY, fontsVersion);
      })
      .catch(() => {}); // offline or blocked: the fallback serves
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = langOf(useLocation().pathname);
  return (
    // The saved text size is set on <html> before hydration, hence suppressHydrationWarning.
    <html lang={languages[lang].tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first paint, applies the saved text size and uses the web font when this
            browser has it (decision 012): fixed strings, one script, one hash in the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: applySavedTextSizeScript + applyCachedFontsScript }} />
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
 * reader left it; a new page appears at its top at once (the stylesheet's smooth scrolling is
 * for moves within a page), with focus on its heading.
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
      // A new page, at its top before it is painted: a glide up from where the last page was
      // read would show the new one mid-way first. With preventScrollReset (the consultation
      // flow) the page glides to its section from where the reader is instead.
      scrollTo({ top: 0, behavior: "instant" });
    }
    const section = (state as Partial<SectionState> | null)?.section;
    if (section) return scrollToAnchorWhenReady(section, SCROLL_TO_CONTACT_DELAY_MS);
    if (anchor) return scrollToAnchorWhenReady(anchor);
    if (pathChanged) focusInPlace(document.querySelector<HTMLElement>("main h1"));
  }, [location, router]);
}

/**
 * Once the page has hydrated: lets links in deferred parts not hydrated yet navigate within the
 * app, and asks for the code of the page's deferred parts as soon as a navigation starts
 * (lib/deferred.tsx): React holds back the navigation's render until those parts are hydrated.
 */
function useDeferredParts() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    followDeferredLinksWith((to) => void router.navigate(to));
    const loaded = router.state.location;
    return router.subscribe((state) => {
      if (state.navigation.state !== "idle" || state.location !== loaded) loadDeferredParts();
    });
  }, [router]);
}

/** The page, inside its language's frame (routes/language.tsx). */
export default function App() {
  useDeferredParts();
  useScrollOnNavigation();
  useFetchFontsForNextPage();
  return <Outlet />;
}

/**
 * The last resort, for a failure before a language's words have arrived: in each language, what
 * happened, then a link to its home page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="container-page py-20">
      {langs.map((lang) => (
        <div key={lang} lang={languages[lang].tag} className="mt-6 text-2xl">
          <p>{languages[lang].failure}</p>
          <a href={localise("/", lang)} className="inline-flex min-h-11 items-center font-bold text-primary underline">
            {languages[lang].failureHome}
          </a>
        </div>
      ))}
    </main>
  );
}
