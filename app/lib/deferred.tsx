import {
  type ComponentType,
  type FunctionComponent,
  type ReactNode,
  Suspense,
  lazy,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useHydrated } from "./use-hydrated";
/**
 * How far ahead of a deferred part, as the page scrolls, its code starts to load: a screen and a
 * half, so a visitor scrolling towards a form finds it working when it comes into view.
 */
export const DEFERRED_MARGIN = "150% 0px";

/** What a visitor does just before using a part (hovering, pressing, focusing, typing): its code loads at once. */
const SIGNS_OF_USE = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;

const noSubscription = () => () => {};

/** The parts on the page whose code has not been asked for yet, each by the function that asks. */
const waiting = new Set<() => void>();

/**
 * Asks for the code of every part still waiting. The root calls it as a navigation starts: the
 * router then renders the page anew, and React holds such a render back until every part still
 * in its server HTML has been hydrated, which needs that part's code.
 */
export function loadDeferredParts(): void {
  navigating = true;
  for (const start of waiting) start();
}

/**
 * Whether the app has started navigating. From then on, a module that defines deferred parts runs
 * for a page drawn in the browser, not hydrated, which draws its parts at once.
 */
let navigating = false;

/** How the app navigates to one of its own addresses (the root sets it once the page has hydrated). */
let navigateInApp: ((to: string) => void) | undefined;

/**
 * Lets a link in a part that is not hydrated yet navigate within the app, as it will once its
 * code is here, rather than load a new document: the root passes the router's navigation.
 */
export function followDeferredLinksWith(navigate: (to: string) => void): void {
  navigateInApp = navigate;
}

/**
 * The address to navigate to within the app for a click on a link; null for any click the browser
 * should handle itself (another site, a new tab or window, a download).
 */
function inAppTarget(event: MouseEvent, target: Element): string | null {
  const link = target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * Tells its part when its own handlers answer the visitor: not as React hydrates it, but at the
 * render that follows, where `useHydrated` turns true and the controls that wait for the scripts
 * are enabled (a send button is disabled until then, and Enter in its form would do nothing).
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const settled = useHydrated();
  useLayoutEffect(() => {
    if (settled) onHydrated();
  }, [settled, onHydrated]);
  return children;
}

/** The attribute on every part's box, so an event can be traced to the innermost part it is in. */
const PART_ATTRIBUTE = "data-deferred-part";

/** The boxes of parts whose handlers answer (hydrated, or drawn in the browser). */
const settledParts = new WeakSet<Element>();

/** The boxes of parts React has drawn that are not settled yet: how to ask for each one's code. */
const partsOnPage = new WeakMap<Element, () => void>();

/**
 * What the visitor did in each part before its code came, by the part's box, for the part to do
 * again once its own handlers answer: answers chosen and boxes ticked (the last of each group),
 * then the button pressed or the form sent with Enter. React drops such a click (it replays no
 * discrete event on a part it could not hydrate at once), a form's send button stays disabled
 * until then, and React sets a controlled choice back to its state as it hydrates.
 */
const pendingIn = new WeakMap<Element, Map<unknown, () => void>>();

/**
 * Does again, through the part's own handlers, what was done in it before they answered: at once,
 * before anything else the visitor does reaches the page.
 */
function replay(part: Element) {
  const pending = pendingIn.get(part);
  pendingIn.delete(part);
  if (pending) queueMicrotask(() => pending.forEach((action) => action()));
}

/**
 * Each event in parts not hydrated yet is answered here, once: on the window, in the capture
 * phase, as React stops these events at the document until then. What was done is kept by the
 * innermost part it happened in, which may not be drawn by React yet; the innermost part that is
 * on the page asks for its code (an outer one, still loading).
 */
function answerEarly(event: Event) {
  const target = event.target;
  const part = target instanceof Element ? target.closest(`[${PART_ATTRIBUTE}]`) : null;
  if (!target || !part || settledParts.has(part) || event.defaultPrevented) return;
  let asker: Element | null = part;
  while (asker && !partsOnPage.has(asker)) asker = asker.parentElement?.closest(`[${PART_ATTRIBUTE}]`) ?? null;
  const keep = (key: unknown, action: () => void) => {
    const pending = pendingIn.get(part) ?? new Map<unknown, () => void>();
    pending.delete(key);
    pendingIn.set(part, pending.set(key, action));
    if (asker) partsOnPage.get(asker)?.();
  };
  if (event instanceof MouseEvent) {
    // A link: React has no handler on it yet, so it would load a new document; navigate within
    // the app instead, as the link will once hydrated. A button: pressed again once the part answers.
    const to = navigateInApp ? inAppTarget(event, target as Element) : null;
    const button = (target as Element).closest("button");
    if (to !== null) navigateInApp?.(to);
    else if (button && !button.disabled) keep("press", () => button.isConnected && !button.disabled && button.click());
    else return;
    event.preventDefault();
  } else if (event instanceof KeyboardEvent) {
    // Enter in a field sends its form (not while an input method is composing).
    const form =
      target instanceof HTMLInputElement && /^(text|search|email|tel|url|password|number)$/.test(target.type) ? target.form : null;
    if (event.key !== "Enter" || event.isComposing || !form) return;
    event.preventDefault();
    keep("press", () => form.isConnected && form.requestSubmit());
  } else if (target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox")) {
    // One answer per group of radios; each box on its own. Chosen again by a click from the other
    // state, whatever React drew as it hydrated, so that React hears the change.
    const { checked } = target;
    keep(target.type === "radio" ? target.name : target, () => {
      if (!target.isConnected) return;
      target.checked = !checked;
      target.click();
    });
  }
}

if (!import.meta.env.SSR && typeof addEventListener === "function") {
  for (const type of ["click", "keydown", "change"]) addEventListener(type, answerEarly, true);
}

/** What the prerendering waits for: the code of every deferred part, which it draws in full. */
const prerenderLoads: Promise<void>[] = [];

/**
 * Resolves once every deferred part's code is loaded, for the build's prerendering (the root's
 * middleware waits for it): the server draws each part at once, with no suspense in its HTML.
 */
export async function deferredPartsLoaded(): Promise<void> {
  await Promise.all(prerenderLoads);
}

/**
 * A part of a page whose code is not in the page's first load (decision 012). The prerendered page
 * has its HTML like any other; React hydrates the rest of the page and leaves this part as the
 * server drew it (links still lead somewhere, fields still take typing) until its code is wanted:
 * when the part comes within `DEFERRED_MARGIN` of the screen, when the visitor points at, touches,
 * focuses or types in it, or when the app navigates. Then the code loads and React hydrates the
 * part where it stands, without redrawing it. On a page reached in the browser, the code is asked
 * for as the route's module runs (alongside the page's data) and the navigation waits for it, so
 * the part never shows empty.
 *
 * `load` resolves to the component; `className` styles the block that wraps it (the scroll watch
 * needs a box). Its props should be plain values or values that keep their identity (page data):
 * the part is memoised, and new props would make React hydrate it at once.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, className?: string): FunctionComponent<P> {
  let release: (() => void) | undefined;
  let Loaded: ComponentType<P>;
  if (import.meta.env.SSR) {
    let component: ComponentType<P> | undefined;
    prerenderLoads.push(load().then((loaded) => void (component = loaded)));
    Loaded = (props: P) => {
      if (!component) throw new Error("A deferred part was drawn before its code loaded: the root's middleware waits for it");
      const Component = component;
      return <Component {...props} />;
    };
  } else {
    const code = new Promise<void>((resolve) => (release = resolve)).then(load);
    // This module runs for a page being navigated to, which draws at once: fetch the code now,
    // alongside the page's data. (One that runs while the first page is shown is a deferred
    // part's own, which waits like any other.)
    if (navigating) release?.();
    Loaded = lazy(() => code.then((component) => ({ default: component })));
  }

  function Part(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // True while React hydrates the part from the server's HTML (it reads the server's snapshot
    // then), false when React draws it afresh. Kept from the first render: hydrated later from the
    // server's HTML, or drawn now (waiting for the code, which this asks for).
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [later] = useState(hydrating);
    if (!later) release?.(); // idempotent
    // Once the part's own handlers answer: it is settled, and does again what was done in it before.
    const [markHydrated] = useState(() => () => {
      const element = box.current;
      if (!element) return;
      settledParts.add(element);
      replay(element);
    });

    useEffect(() => {
      const element = box.current;
      if (!element) return;
      if (!later) {
        settledParts.add(element);
        return;
      }
      if (typeof IntersectionObserver !== "function") {
        release?.();
        return;
      }
      const near = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: DEFERRED_MARGIN },
      );
      // On the window, in the capture phase: React stops these events at the document while the
      // part is not hydrated yet, so a listener inside the part would never hear them.
      const used = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) start();
      };
      function stop() {
        near.disconnect();
        for (const type of SIGNS_OF_USE) removeEventListener(type, used, true);
        waiting.delete(start);
      }
      function start() {
        stop();
        release?.();
      }
      near.observe(element);
      for (const type of SIGNS_OF_USE) addEventListener(type, used, { capture: true, passive: true });
      waiting.add(start);
      partsOnPage.set(element, start);
      // Something was done in it while an outer part was still loading: its code at once.
      if (pendingIn.has(element)) start();
      return () => {
        stop();
        partsOnPage.delete(element);
      };
    }, [later]);

    // The boundary keeps the server's HTML in place until the code is here. The same element on
    // every render of the part: anything new reaching a boundary React has not hydrated yet makes
    // React hydrate it at once, or else drop its HTML.
    const content = useMemo(
      () =>
        later ? (
          <Suspense fallback={null}>
            <Hydrated onHydrated={markHydrated}>
              <Loaded {...props} />
            </Hydrated>
          </Suspense>
        ) : (
          <Loaded {...props} />
        ),
      [later, props, markHydrated],
    );
    return (
      <div ref={box} className={className} {...{ [PART_ATTRIBUTE]: "" }}>
        {content}
      </div>
    );
  }
  return memo(Part) as unknown as FunctionComponent<P>;
}
