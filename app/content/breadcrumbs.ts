/**
 * The breadcrumb trail's English name for each segment of an address: the segment itself, dashes
 * to capitalised words ("home-care-singapore" is "Home Care Singapore", as docs/product.md asks).
 * Other languages name every segment in their own words (app/content/<lang>/breadcrumbs.ts).
 */
import { segmentLabel } from "~/lib/breadcrumbs";
import { prerenderPaths } from "./site-map";

export const crumbNames: Record<string, string> = Object.fromEntries(
  prerenderPaths()
    .flatMap((path) => path.split("/").filter(Boolean))
    .map((segment) => [segment, segmentLabel(segment)]),
);
