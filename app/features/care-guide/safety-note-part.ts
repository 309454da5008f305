import { deferred } from "~/lib/deferred";

/**
 * The guide's safety note (when to call 995, when to see a doctor first), for the guide and for
 * every result page: in the page's HTML like the rest, its code (its number is a plain link)
 * loading after the first screen's (lib/deferred.tsx).
 */
export const SafetyNote = deferred(() => import("~/components/sections/safety-note").then((module) => module.SafetyNote));
