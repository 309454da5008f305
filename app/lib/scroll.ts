/** Delay between arriving on a page and scrolling to its contact section. */
export const SCROLL_TO_CONTACT_DELAY_MS = 100;
/** How long an anchor link waits for its target to appear before giving up. */
export const ANCHOR_WAIT_MS = 10_000;

/** Navigation state asking the new page to scroll to one of its sections (the consultation flow). */
export interface SectionState {
  section: string;
}

/**
 * Moves keyboard focus to an element (a heading, a section) without scrolling to it; an element
 * that cannot take focus by itself is made focusable by script only.
 */
export function focusInPlace(element: HTMLElement | null) {
  if (!element) return;
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to the element with the given id and moves keyboard focus to its heading,
 * so a screen-reader or keyboard user lands where a sighted user is looking.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Smoothly, or at once for visitors who asked for less motion: the stylesheet's scroll-behavior.
  target.scrollIntoView();
  focusInPlace(target.querySelector<HTMLElement>("h1, h2") ?? target);
  return true;
}

/**
 * After `delayMs`, waits for an element with the given id to exist (checking every 100 ms, up to
 * ANCHOR_WAIT_MS in all), then scrolls to it. Returns a function that cancels the wait.
 */
export function scrollToAnchorWhenReady(id: string, delayMs = 0): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (scrollToSection(id)) return;
    if (Date.now() - started < ANCHOR_WAIT_MS) timer = setTimeout(attempt, 100);
  };
  if (delayMs) timer = setTimeout(attempt, delayMs);
  else attempt();
  return () => clearTimeout(timer);
}
