import { Outlet, type ShouldRevalidateFunctionArgs, isRouteErrorResponse, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { NewTabCue } from "~/components/ui/external-link";
import { DictionaryProvider, useDictionary, useLocalise } from "~/i18n/context";
import { dictionaryFor } from "~/content/dictionary.server";
import { type Lang, langOf } from "~/i18n/languages";
import { langFrom, languageMiddleware } from "~/i18n/page.server";
import { deferred } from "~/lib/deferred";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/language";

/**
 * The frame of every page, in the language its address names (app/routes.ts puts every page of
 * every language under this one layout). Its middleware names the language once for every page loader below it; its own
 * loader sends the language and its dictionary as page data. Then the skip link, header,
 * breadcrumbs, main landmark and footer around the page.
 */
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware];

/**
 * One layout serves every language, and a page's address names its language: the dictionary is
 * loaded again when the next address is in another language, and only then.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langOf(currentUrl.pathname) !== langOf(nextUrl.pathname);
}

export function loader({ context }: Route.LoaderArgs) {
  const lang: Lang = langFrom(context);
  return { lang, dictionary: dictionaryFor(lang) };
}

/** The footer is never on the first screen: its code loads as the visitor nears it (lib/deferred.tsx). */
const SiteFooter = deferred(() => import("~/components/layout/site-footer").then((module) => module.SiteFooter));

function Frame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { frameLabels } = useDictionary();
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const framed = handles.every((handle) => handle.frame !== false);
  const showBreadcrumbs = handles.every((handle) => handle.breadcrumbs !== false);
  if (!framed) {
    // A page without the shared frame draws its own header, <main id="main"> and footer.
    return (
      <>
        <SkipLink />
        <NewTabCue text={frameLabels.newTab} />
        {children}
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <NewTabCue text={frameLabels.newTab} />
      <SiteHeader />
      {showBreadcrumbs && <Breadcrumbs pathname={pathname} />}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function Language({ loaderData }: Route.ComponentProps) {
  return (
    <DictionaryProvider lang={loaderData.lang} dictionary={loaderData.dictionary}>
      <Frame>
        <Outlet />
      </Frame>
    </DictionaryProvider>
  );
}

/** A page that failed to render, in the language of its dictionary. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { frameLabels } = useDictionary();
  const localise = useLocalise();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : frameLabels.error.text;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="container-page py-20">
      <h1 className="text-4xl">{frameLabels.error.title}</h1>
      <p className="mt-4 text-lg">{detail}</p>
      <p className="mt-6">
        <a href={localise("/")} className="font-bold text-primary underline">
          {frameLabels.error.home}
        </a>
      </p>
    </main>
  );
}

/** A page that fails to render, in the page's language, when its dictionary has arrived. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("language");
  if (!data) throw error;
  return (
    <DictionaryProvider lang={data.lang} dictionary={data.dictionary}>
      <ErrorMessage error={error} />
    </DictionaryProvider>
  );
}
