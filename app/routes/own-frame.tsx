import type { RouteHandle } from "~/root";

/**
 * Layout for a page that has neither the shared header nor footer (the COPD page, whose
 * content sets `sharedFrame: false` and draws a slim header and footer of its own). The choice
 * sits here, in the route table, because one route module serves every service page. No
 * component: the router renders the child route in its place.
 */
export const handle: RouteHandle = { frame: false };
