import { Link } from "~/components/ui/link";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { useGuideContent } from "./content";
import type { Suggestion } from "./recommend";
import { cn } from "~/lib/cn";

/** The suggested services: each name links to its page, with one sentence on why families look at it. */
export function SuggestionList({ suggestions, label }: { suggestions: readonly Suggestion[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4">
      {suggestions.map((suggestion) => (
        <Card as="li" key={suggestion.path} tone="accent" padding="snug">
          <h3 className="text-xl">
            <Link to={suggestion.path} className="inline-flex min-h-11 items-center text-primary underline">
              {suggestion.name}
            </Link>
          </h3>
          <p className="mt-1 text-lg">{suggestion.why}</p>
        </Card>
      ))}
    </ul>
  );
}

/** What to read before deciding (costs, who comes to the home), under a result. */
export function NextLinks({ className }: { className?: string }) {
  const { result } = useGuideContent();
  return (
    <ul className={cn("grid gap-1", className)}>
      {result.nextLinks.map((link) => (
        <li key={link.key}>
          <Link to={link.to} className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-primary underline">
            {link.label}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
