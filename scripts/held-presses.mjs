// A send pressed before the form's code has arrived is held, not lost (app/lib/held-press.tsx).
// A form prerendered with `data-hold` shows its send button, enabled, from the first paint; this
// classic script, in the <head> of each page that has such a form (postbuild.mjs), runs before the
// visitor can press it and takes every send of a form still marked so. The browser does not make
// the send: it would post to the page's own address, or put the answers in it. React does not hear
// of it: it would replay the event once hydrated, a second send. The form is marked `data-held`,
// once however many presses come, and its status line says the page will go on by itself; after
// 8 seconds without the code it is marked `data-slow` too, and shows why it waits and how else to
// reach us. The form sends what was held as soon as its code is here.

/** The attributes and the wait, as app/lib/held-press.tsx names them. */
export const HOLD = "data-hold";
export const HELD = "data-held";
export const SLOW = "data-slow";
export const HELD_NOTE = "data-held-note";
export const SLOW_AFTER_MS = 8000;

/**
 * The script. ES5 with short names, since it is in the page itself: f, the form; n, its status line.
 * Capture on the document: it runs before any listener of React's, which sits lower.
 */
export const HOLD_PRESSES = `document.addEventListener("submit", function (e) { var f = e.target, n; if (!f.hasAttribute || !f.hasAttribute("${HOLD}")) return; e.preventDefault(); e.stopPropagation(); if (f.hasAttribute("${HELD}")) return; f.setAttribute("${HELD}", ""); n = f.querySelector("[${HELD_NOTE}]"); if (n) n.textContent = n.getAttribute("${HELD_NOTE}"); setTimeout(function () { if (f.hasAttribute("${HOLD}")) f.setAttribute("${SLOW}", ""); }, ${SLOW_AFTER_MS}); }, true);`;

/**
 * The page with the script at the end of its <head>, when it has a form that holds its sends;
 * unchanged otherwise.
 * @param {string} html
 */
export function holdPresses(html) {
  if (!html.includes(` ${HOLD}=""`)) return html;
  if (!html.includes("</head>")) throw new Error("A page with a form that holds its sends has no </head>");
  return html.replace("</head>", () => `<script>${HOLD_PRESSES}</script></head>`);
}
