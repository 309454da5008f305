import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Shared tooltip timing (docs/product.md, section 9): 700 ms before opening, 300 ms skip delay between tooltips. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * A tooltip with its own provider set to the spec's delays. Kept out of the root layout so pages
 * without a tooltip do not download the positioning code.
 */
function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 max-w-xs rounded-control bg-ink px-3 py-2 text-sm text-white shadow-lg", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** A label (its words, as `children`) that explains itself in a tooltip on hover or keyboard focus. */
export function TooltipLabel({ children, tip, className }: { children?: ReactNode; tip: string; className?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger type="button" className={className}>
        {children}
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
}
