// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as app from "../app/lib/held-press-names";
import { HELD, HELD_NOTE, HOLD, HOLD_PRESSES, SLOW, SLOW_AFTER_MS, holdPresses } from "./held-presses.mjs";

describe("holdPresses", () => {
  it("puts the script at the end of <head> on a page with a form that holds its sends, and nowhere else", () => {
    const page = `<html><head><title>t</title></head><body><form ${HOLD}=""></form></body></html>`;
    expect(holdPresses(page)).toBe(
      `<html><head><title>t</title><script>${HOLD_PRESSES}</script></head><body><form ${HOLD}=""></form></body></html>`,
    );
    const plain = "<html><head></head><body><form></form></body></html>";
    expect(holdPresses(plain)).toBe(plain);
  });

  it("names the attributes as the app does", () => {
    expect([HOLD, HELD, SLOW, HELD_NOTE]).toEqual([app.HOLD, app.HELD, app.SLOW, app.HELD_NOTE]);
  });
});

const form = () => /** @type {HTMLFormElement} */ (document.querySelector("form"));
const note = () => form().querySelector("[aria-live]")?.textContent;

describe("the script, in a page", () => {
  /** @type {[string, EventListenerOrEventListenerObject, boolean][]} Every listener the script adds, to take away after each test. */
  const added = [];
  /** @type {import("vitest").Mock} */
  let react;

  beforeEach(() => {
    vi.useFakeTimers();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      added.push([type, listener, options === true]);
      add(type, listener, options);
    });
    new Function(HOLD_PRESSES)();
    document.body.innerHTML = `<div id="root"><form ${HOLD}=""><input name="a"><button type="submit">Send</button><p aria-live="polite" ${HELD_NOTE}="Thank you: it goes on by itself."></p></form></div>`;
    // A listener where React's would be, below the document.
    react = vi.fn();
    document.getElementById("root")?.addEventListener("submit", react, true);
  });

  afterEach(() => {
    for (const [type, listener, capture] of added.splice(0)) document.removeEventListener(type, listener, capture);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("holds a send: the browser does not make it, React does not hear of it, and the form and its status line say so, once however many presses", () => {
    const first = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(react).not.toHaveBeenCalled();
    expect(form().hasAttribute(HELD)).toBe(true);
    expect(note()).toBe("Thank you: it goes on by itself.");
    const second = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(react).not.toHaveBeenCalled();
  });

  it("marks a held send slow after the wait, unless the form's code has come", () => {
    form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(SLOW_AFTER_MS - 1);
    expect(form().hasAttribute(SLOW)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(form().hasAttribute(SLOW)).toBe(true);

    form().removeAttribute(SLOW);
    form().removeAttribute(HELD);
    form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    form().removeAttribute(HOLD);
    vi.advanceTimersByTime(SLOW_AFTER_MS);
    expect(form().hasAttribute(SLOW)).toBe(false);
  });

  it("leaves alone a form whose code is here", () => {
    form().removeAttribute(HOLD);
    const send = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(send);
    expect(send.defaultPrevented).toBe(false);
    expect(react).toHaveBeenCalledTimes(1);
    expect(form().hasAttribute(HELD)).toBe(false);
  });
});
