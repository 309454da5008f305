import boldFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url";
import bodyFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { preload } from "react-dom";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigationType,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Breadcrumbs } from "./components/layout/breadcrumbs";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { applySavedTextSizeScript } from "./lib/text-size";
import { SCROLL_TO_CONTACT_DELAY_MS, type SectionState, scrollToAnchorWhenReady } from "./lib/scroll";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** What a route module may say about the shared frame, through its `handle` export. */
export interface RouteHandle {
  /** false: the page draws its own header and footer (the COPD page). */
  frame?: boolean;
  /** false: no breadcrumb trail (the 404 page, whose path leads nowhere). */
  breadcrumbs?: boolean;
}

export function Layout({ children }: { children: ReactNode }) {
  // Through React's resource APIs, both font weights and the stylesheet are written at the top
  // of <head>, so the browser asks for them first. Headings and labels are bold: fetched only
  // once the stylesheet asked for it, the bold face arrived after the first paint and a heading
  // could rewrap (Lighthouse saw CLS 0.016 on a blog post).
  preload(bodyFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  preload(boldFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    // The saved text size is set on <html> before hydration, hence suppressHydrationWarning.
    <html lang="en-SG" suppressHydrationWarning>
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
        {/* Remembers the scroll position of every history entry and returns to it on Back and
            Forward, once the page is rendered; a new entry starts at the top. It must come after
            the page: useScrollOnNavigation's layout effect has to run before this one's. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * After every navigation. <ScrollRestoration> (in Layout) puts a new page at the top, smoothly
 * through the stylesheet's scroll-behavior (instantly for visitors who asked for less motion),
 * and puts a page reached by Back or Forward where the reader left it. On top of that: with a
 * section requested (the consultation flow), wait 100 ms and scroll to it; with a #hash, wait
 * for that anchor; on a new path, move focus to the page's heading. Back and Forward leave focus
 * alone, so a reader returning to a list is not sent to its heading.
 */
function useScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // Back and Forward jump straight to the remembered place: a glide from wherever the previous
  // page was scrolled would be motion with no purpose. Layout effects run in tree order, so this
  // runs just before <ScrollRestoration>'s own, which restores the position.
  useLayoutEffect(() => {
    // The first render is the page load, also a "POP": the browser placed it already.
    if (previousPath.current === null || navigationType !== "POP") return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty("scroll-behavior");
    };
    // Once per navigation, even when two in a row have the same type: hence `location`.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [location, navigationType]);

  useEffect(() => {
    const { pathname, hash, state } = location;
    const firstRender = previousPath.current === null;
    const pathChanged = !firstRender && previousPath.current !== pathname;
    previousPath.current = pathname;
    const anchor = hash ? decodeURIComponent(hash.slice(1)) : "";
    if (!firstRender && navigationType === "POP") {
      // <ScrollRestoration> has put the page back, or at its anchor. Only an anchor that is not
      // on the page yet is still worth waiting for, as on a first visit.
      if (anchor && !document.getElementById(anchor)) return scrollToAnchorWhenReady(anchor);
      return;
    }
    const section = (state as Partial<SectionState> | null)?.section;
    if (section) {
      let cancelWait: (() => void) | undefined;
      const timer = setTimeout(() => {
        cancelWait = scrollToAnchorWhenReady(section);
      }, SCROLL_TO_CONTACT_DELAY_MS);
      return () => {
        clearTimeout(timer);
        cancelWait?.();
      };
    }
    if (anchor) return scrollToAnchorWhenReady(anchor);
    if (!pathChanged) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  }, [location, navigationType]);
}

export default function App() {
  const { pathname } = useLocation();
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const framed = handles.every((handle) => handle.frame !== false);
  const showBreadcrumbs = handles.every((handle) => handle.breadcrumbs !== false);
  useScrollOnNavigation();

  return (
    <>
      <SkipLink />
      {framed && <SiteHeader />}
      {framed && showBreadcrumbs && <Breadcrumbs pathname={pathname} />}
      {framed ? (
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
      ) : (
        // A page without the shared frame draws its own header, <main id="main"> and footer.
        <Outlet />
      )}
      {framed && <SiteFooter />}
    </>
  );
}

/** Fallback for errors thrown while rendering a route. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong while showing this page. Please try again, or return to the home page.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="container-page py-20">
      <h1 className="text-4xl">Unexpected Application Error</h1>
      <p className="mt-4 text-lg">{detail}</p>
      <p className="mt-6">
        <a href="/" className="font-bold text-primary underline">
          Return to Home
        </a>
      </p>
    </main>
  );
}
