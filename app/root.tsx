import boldFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url";
import bodyFont from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url";
import { type ReactNode, useEffect, useRef } from "react";
import { preload } from "react-dom";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Breadcrumbs } from "./components/layout/breadcrumbs";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { scrollBehavior } from "./lib/motion";
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
        <Scripts />
      </body>
    </html>
  );
}

/**
 * After every navigation: with a section requested (the consultation flow), wait 100 ms and
 * scroll to it; with a #hash, wait for that anchor; on a new path, scroll to the top (smoothly,
 * or instantly for visitors who asked for less motion) and move focus to the page's heading.
 */
function useScrollOnNavigation() {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const { pathname, hash, state } = location;
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
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
    if (hash) return scrollToAnchorWhenReady(decodeURIComponent(hash.slice(1)));
    if (!pathChanged) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  }, [location]);
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
