import { useSyncExternalStore } from "react";

/**
 * The reader's text size: three steps on top of the large default (18 px body text), scaling the
 * root font size to 100%, 112.5% and 125% (app.css, html[data-text-size]). Every size
 * in the stylesheet is in rem, so one root font size scales the whole page, and layouts are
 * checked at the largest step. The choice is kept in localStorage and applied by a tiny script
 * in <head> before the first paint, so a returning reader never sees the page jump.
 */
export const TEXT_SIZES = ["standard", "large", "larger"] as const;

type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_KEY = "text-size";
const ATTRIBUTE = "data-text-size";
const CHANGE_EVENT = "text-size-change";

/**
 * Runs in <head> before the page paints. Kept tiny and dependency-free; its sha256 goes into
 * the Content-Security-Policy like React Router's own inline scripts.
 */
export const applySavedTextSizeScript = `try{var s=localStorage.getItem("${TEXT_SIZE_KEY}");if(s==="large"||s==="larger")document.documentElement.setAttribute("${ATTRIBUTE}",s)}catch(e){}`;

function isTextSize(value: string | null): value is TextSize {
  return TEXT_SIZES.some((size) => size === value);
}

function currentTextSize(): TextSize {
  const value = document.documentElement.getAttribute(ATTRIBUTE);
  return isTextSize(value) ? value : "standard";
}

export function setTextSize(size: TextSize) {
  if (size === "standard") document.documentElement.removeAttribute(ATTRIBUTE);
  else document.documentElement.setAttribute(ATTRIBUTE, size);
  try {
    if (size === "standard") localStorage.removeItem(TEXT_SIZE_KEY);
    else localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Storage may be blocked (private modes): the size still applies to this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  // Another tab changing the size applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TEXT_SIZE_KEY) return;
    const size = isTextSize(event.newValue) ? event.newValue : "standard";
    if (size === "standard") document.documentElement.removeAttribute(ATTRIBUTE);
    else document.documentElement.setAttribute(ATTRIBUTE, size);
    onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current text size; "standard" in the prerendered HTML, the saved size once hydrated. */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, currentTextSize, () => "standard");
}
