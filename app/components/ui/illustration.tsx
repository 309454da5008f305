import { useState, useSyncExternalStore } from "react";
import type { ImageSlot } from "~/content/types";
import { cn } from "~/lib/cn";

const noSubscription = () => () => {};

/** The id of a picture's symbol in its page (scripts/drawings.mjs), from the picture's file name. */
export function pictureId(src: string): string {
  return `picture-${src
    .replace(/^\/illustrations\//, "")
    .replace(/\.svg$/, "")
    .replaceAll(/[^a-z0-9]+/gi, "-")}`;
}

/**
 * An image slot from the content modules, drawn with its intrinsic size so nothing shifts as it
 * loads. `priority` marks the page's largest picture (its hero's): in the prerendered page it is
 * drawn from a symbol in the page itself (scripts/drawings.mjs puts it there when the page still
 * fits its first round trip, and the loader adds it after the first paint otherwise), so the first
 * paint never waits for a picture and a picture arriving later is never the page's largest paint.
 * Without JavaScript the file is shown instead. On a page reached in the browser, every picture
 * is the file itself.
 */
export function Illustration({ image, priority = false, className }: { image: ImageSlot; priority?: boolean; className?: string }) {
  // True while the page is prerendered or hydrated (React reads the server's snapshot then).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [inPage] = useState(priority && hydrating && image.src.endsWith(".svg"));
  const file = (loading: "eager" | "lazy", fetchPriority: "high" | "auto") => (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={cn("h-auto w-full", className)}
    />
  );
  if (!inPage) return priority ? file("eager", "high") : file("lazy", "auto");
  return (
    <>
      <svg
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a drawing in the page, not a file: an <svg> says it is a picture with role="img" and its description
        role="img"
        aria-label={image.alt}
        viewBox={`0 0 ${image.width} ${image.height}`}
        width={image.width}
        height={image.height}
        preserveAspectRatio="xMidYMid slice"
        data-picture={image.src}
        className={cn("h-auto w-full noscript:hidden", className)}
      >
        <use href={`#${pictureId(image.src)}`} />
      </svg>
      <noscript>{file("eager", "auto")}</noscript>
    </>
  );
}
