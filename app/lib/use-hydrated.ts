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
