import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import { createInbox } from "./server/inbox.mjs";
import { catalogs, languageType } from "./scripts/language-plugins.ts";

/** The local inbox in the development server too, so the forms work under `npm run dev`. */
function localInbox(): Plugin {
  return {
    name: "local-inbox",
    apply: "serve",
    configureServer(server) {
      const handle = createInbox({ file: fileURLToPath(new URL("./.inbox/requests.jsonl", import.meta.url)) });
      server.middlewares.use((req, res, next) => {
        handle(req, res).then((handled: boolean) => handled || next(), next);
      });
    },
  };
}

/**
 * Sonner writes its toast styles into a <style> element of its own as it loads, which a
 * Content-Security-Policy without 'unsafe-inline' refuses. The same styles come from its stylesheet
 * instead (app/features/contact/toaster.tsx imports it), so the call is taken out of the bundle.
 */
function sonnerStylesFromStylesheet(): Plugin {
  return {
    name: "sonner-styles-from-stylesheet",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const call = /^__insertCSS\(".*"\);?$/m;
      if (!call.test(code))
        throw new Error("sonner no longer inserts its styles as expected: see sonnerStylesFromStylesheet in vite.config.ts");
      return { code: code.replace(call, ""), map: null };
    },
  };
}

export default defineConfig({
  plugins: [catalogs(), languageType(), tailwindcss(), reactRouter(), localInbox(), sonnerStylesFromStylesheet()],
  // The copyright year, fixed at build time so the prerendered HTML and the browser agree.
  define: { BUILD_YEAR: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs for its first screen: the header, breadcrumbs, the shared
            // components and helpers. Parts only some pages use, the footer (loaded as the visitor
            // nears it) and what only makes <head> tags at build time stay out; so does the
            // renderer of sentences with links inside (message), which the frame does not use.
            {
              name: "frame",
              test: /[\\/]app[\\/](components[\\/](layout|ui)[\\/](?!tooltip|lazy-tooltip|card\.|card-colours|accordion|arrow-link|separator-dot|message|site-footer)|lib[\\/](?!query-client|meta|structured-data|head\.)|content[\\/](site|navigation|illustrations)\.)/,
            },
            // The sections nearly every page draws near its top; the others go with the pages that
            // use them (or load with a deferred part).
            {
              name: "sections",
              test: /[\\/]app[\\/]components[\\/](sections[\\/](page-hero|section|action-button)\.|ui[\\/]card\.)/,
            },
          ],
        },
      },
    },
  },
});
