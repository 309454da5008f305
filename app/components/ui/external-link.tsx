import type { ComponentProps } from "react";

/** The id of the page's one "(opens in a new tab)" note (the language layout draws it). */
export const NEW_TAB_CUE = "new-tab-cue";

/**
 * A link that opens in a new tab without giving the new page access to this one. Screen readers
 * say its name (its own words, one entry) and then, as its description, the page's one note that it
 * opens in a new tab: the note is never glued onto the name.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const describedBy = [props["aria-describedby"], NEW_TAB_CUE].filter(Boolean).join(" ");
  return (
    <a target="_blank" rel="noopener noreferrer" {...props} aria-describedby={describedBy}>
      {children}
    </a>
  );
}

/** The note every new-tab link points to; hidden from view, read as the links' description. */
export function NewTabCue({ text }: { text: string }) {
  return (
    <span id={NEW_TAB_CUE} hidden>
      {text}
    </span>
  );
}
