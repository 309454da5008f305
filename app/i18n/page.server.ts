/**
 * How a page's language and words reach its loader. The language layout holds every page of every
 * language (app/routes.ts); its middleware names the language once, from the prefix its pages sit
 * under, and every page loader below it reads that instead of the address. Build-time only.
 */
import { type MiddlewareFunction, type RouterContextProvider, createContext } from "react-router";
import { type CatalogName, type Content, contentFor } from "./content.server";
import { type Lang, langOf } from "./languages";

const langContext = createContext<Lang>();

/** The language layout's middleware: the language of every page below it. */
export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(langContext, langOf(new URL(request.url).pathname));
};

/** The page's language, as its language layout named it. */
export function langFrom(context: Readonly<RouterContextProvider>): Lang {
  return context.get(langContext);
}

/** A catalog's words in its page structure, in the page's language: what a loader returns. */
export function pageContent<N extends CatalogName>(context: Readonly<RouterContextProvider>, name: N): Content<N> {
  return contentFor(langFrom(context), name);
}
