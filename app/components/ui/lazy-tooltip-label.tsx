import { type ReactNode, type RefObject, Suspense, lazy, useEffect, useRef, useState } from "react";

// The tooltip's positioning code (about 18 KB gzip) loads only when the visitor comes near the
// label (scrolled within a screen of it), points at it, touches it or moves focus to it: not as part
// of the page's first load. Until then the label is the same button, without its tooltip.
const TooltipLabel = lazy(() => import("./tooltip").then((module) => ({ default: module.TooltipLabel })));

/** How far ahead of the label, in CSS pixels, the code starts loading as the page scrolls. */
const NEAR = "600px";

interface Props {
  /** The label's words: a part of a sentence (components/ui/message.tsx gives them). */
  children?: ReactNode;
  tip: string;
  className?: string;
}

/**
 * Once the tooltip has replaced the plain button, gives it what the plain button had: keyboard
 * focus (the tooltip opens on focus), or the pointer (a move over it starts the tooltip's delay).
 */
function HandOver({
  box,
  focused,
  hovered,
}: {
  box: RefObject<HTMLSpanElement | null>;
  focused: RefObject<boolean>;
  hovered: RefObject<boolean>;
}) {
  useEffect(() => {
    const trigger = box.current?.querySelector("button");
    if (!trigger) return;
    if (focused.current) trigger.focus();
    else if (hovered.current) trigger.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
  }, [box, focused, hovered]);
  return null;
}

export function LazyTooltipLabel({ children: label, tip, className }: Props) {
  const box = useRef<HTMLSpanElement>(null);
  const [wanted, setWanted] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (wanted || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: `${NEAR} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const plain = (
    <button
      type="button"
      className={className}
      onPointerEnter={() => {
        hovered.current = true;
        setWanted(true);
      }}
      onPointerLeave={() => (hovered.current = false)}
      onFocus={() => {
        focused.current = true;
        setWanted(true);
      }}
      onBlur={() => (focused.current = false)}
      onTouchStart={() => setWanted(true)}
    >
      {label}
    </button>
  );

  return (
    <span ref={box}>
      {wanted ? (
        <Suspense fallback={plain}>
          <TooltipLabel tip={tip} className={className}>
            {label}
          </TooltipLabel>
          <HandOver box={box} focused={focused} hovered={hovered} />
        </Suspense>
      ) : (
        plain
      )}
    </span>
  );
}
