import { scrollBehavior } from "./motion";

/** Delay between arriving on a page and scrolling to its contact section. */
export const SCROLL_TO_CONTACT_DELAY_MS = 100;
/** How long an anchor link waits for its target to appear before giving up. */
export const ANCHOR_WAIT_MS = 10_000;

/** Navigation state asking the new page to scroll to one of its sections (the consultation flow). */
export interface SectionState {
  section: string;
}

/**
 * Scrolls to the element with the given id and moves keyboard focus to its heading,
 * so a screen-reader or keyboard user lands where a sighted user is looking.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  const heading = target.querySelector<HTMLElement>("h1, h2");
  const focusTarget = heading ?? target;
  if (!focusTarget.hasAttribute("tabindex")) focusTarget.setAttribute("tabindex", "-1");
  focusTarget.focus({ preventScroll: true });
  return true;
}

/**
 * Waits for an element with the given id to exist (checking every 100 ms, up to `timeoutMs`),
 * then scrolls to it. Returns a function that cancels the wait.
 */
export function scrollToAnchorWhenReady(id: string, timeoutMs = ANCHOR_WAIT_MS): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (scrollToSection(id)) return;
    if (Date.now() - started < timeoutMs) timer = setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}
