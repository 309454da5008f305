import { type RefObject, useEffect } from "react";
import { useDictionary } from "~/i18n/context";
import { HELD, HELD_NOTE, HOLD, SLOW } from "./held-press-names";

// A form whose code has not arrived yet still takes a press of its send button, or Enter in one of
// its fields: the page's first script (scripts/held-presses.mjs) holds the send until the code is
// here, and the form sends it then. The attributes of ./held-press-names are how the two meet.

/**
 * The form's attribute for this render: the send is held while `ready` is false (the prerendered
 * HTML and hydration), and the form's own handler takes it once `ready` is true.
 */
export const holdUntil = (ready: boolean) => ({ [HOLD]: ready ? undefined : "" });

/**
 * Once the form's code is here (`ready`): sends what the visitor asked for before, once, as if the
 * press came now, and takes away what the page's first script showed while it waited.
 */
export function useHeldPress(form: RefObject<HTMLFormElement | null>, ready: boolean) {
  useEffect(() => {
    const element = form.current;
    if (!ready || !element?.hasAttribute(HELD)) return;
    element.removeAttribute(HELD);
    element.removeAttribute(SLOW);
    const note = element.querySelector(`[${HELD_NOTE}]`);
    if (note) note.textContent = "";
    element.requestSubmit();
  }, [form, ready]);
}

/**
 * The form's status line for a held send: empty, and taking no room, until the page's first script
 * writes the words into it; read out then (a live region, always in the page, so what appears in
 * it is announced; not a second `status` beside the form's own). React leaves its content alone
 * (set as HTML, never compared on hydration), so words written there before the form's code came
 * do not upset the hydration.
 */
export function HeldNote() {
  const text = useDictionary().form.formNotes.held;
  return (
    <p
      aria-live="polite"
      {...{ [HELD_NOTE]: text }}
      className="mt-4 text-lg font-bold empty:mt-0"
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/**
 * Where scripts do not run, the form's default button, first in the form: disabled, so Enter in
 * a field sends nothing (the browser would post the form to the page's own address, or put the
 * answers in it), and never shown. With scripts, a <noscript>'s content is not even parsed.
 */
export function NoScriptDefault() {
  return (
    <noscript className="hidden">
      <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
    </noscript>
  );
}
