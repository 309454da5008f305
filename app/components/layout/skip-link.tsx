import { useDictionary } from "~/i18n/context";

/** First stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  const { frameLabels } = useDictionary();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-control bg-surface px-4 py-3 font-bold text-primary underline focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {frameLabels.skipLink}
    </a>
  );
}
