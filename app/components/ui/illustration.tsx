import type { ImageSlot } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * An image slot from the content modules, drawn with its intrinsic size so nothing shifts
 * as it loads. `priority` marks the page's largest picture: fetched early, never lazily.
 */
export function Illustration({ image, priority = false, className }: { image: ImageSlot; priority?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={cn("h-auto w-full", className)}
    />
  );
}
