import type { Config } from "@react-router/dev/config";
import { allPagePaths, notFoundPaths } from "./app/content/site-map";
import { langOf, langs, localise } from "./app/i18n/languages";

/**
 * The languages a side build prerenders (PRERENDER_LANGS=en, say), where its check needs no others:
 * the provider-build check reads English pages, the pseudo-language's test its own. Every language
 * when unset, as for the site itself. Always each language's home page, whose route and layout
 * no other page uses (a build without `ssr` must prerender every route with a loader), and the
 * root's not-found page, with which every build answers unknown addresses.
 */
const ALWAYS = new Set([...langs.map((lang) => localise("/", lang)), "/404"]);
const only = process.env.PRERENDER_LANGS?.split(",").filter(Boolean);

export default {
  // Static site: every URL is rendered to HTML at build time, no runtime server rendering.
  ssr: false,
  // Another folder for side builds (scripts/check-provider-build.mjs); `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () =>
    [...allPagePaths(), ...notFoundPaths()].filter((path) => !only?.length || ALWAYS.has(path) || only.includes(langOf(path))),
} satisfies Config;
