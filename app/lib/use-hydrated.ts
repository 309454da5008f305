import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser: for
 * controls that only work with the page's scripts (they stay disabled, or say so, until then).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

let pageHydrated = false;

/** Called by the root once React has hydrated the page the browser loaded. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * Whether the page the browser loaded has been hydrated: false while the prerendered HTML is
 * rendered (at build time) and hydrated, true for everything React draws afresh after that (pages
 * reached in the browser). A plain value, not state: reading it never causes a render, so a part
 * that decides once, as it mounts, keeps matching the HTML it was hydrated from.
 */
export function hasPageHydrated(): boolean {
  return pageHydrated;
}
