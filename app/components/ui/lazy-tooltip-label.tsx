import { lazy, Suspense } from "react";

// The tooltip's positioning code (about 14 KB gzip) loads after the page has appeared,
// not as part of its first-load JavaScript. The prerendered HTML already shows the label.
const TooltipLabel = lazy(() => import("./tooltip").then((module) => ({ default: module.TooltipLabel })));

export function LazyTooltipLabel({ label, tip, className }: { label: string; tip: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <button type="button" className={className}>
          {label}
        </button>
      }
    >
      <TooltipLabel label={label} tip={tip} className={className} />
    </Suspense>
  );
}
