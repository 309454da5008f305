// The attributes by which a form and the page's first script meet over a send pressed before the
// form's code has come (lib/held-press.tsx, scripts/held-presses.mjs).

/** On a form in its prerendered HTML, until its code has arrived: a send is held, not made by the browser. */
export const HOLD = "data-hold";
/** Set by the page's first script on a form whose send it holds. */
export const HELD = "data-held";
/** Set by the page's first script when a held send has waited long enough to say why. */
export const SLOW = "data-slow";
/** On the form's status line: the words the page's first script shows there while a send is held. */
export const HELD_NOTE = "data-held-note";
