import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { type Suggestion, serviceNames } from "~/content/care-guide";

/** The suggested services: each name links to its page, with one sentence on why families look at it. */
export function SuggestionList({ suggestions, label }: { suggestions: readonly Suggestion[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4">
      {suggestions.map((suggestion) => (
        <Card as="li" key={suggestion.path} tone="accent" padding="snug">
          <h3 className="text-xl">
            <Link to={suggestion.path} className="inline-flex min-h-11 items-center text-primary underline">
              {serviceNames[suggestion.path]}
            </Link>
          </h3>
          <p className="mt-1 text-lg">{suggestion.why}</p>
        </Card>
      ))}
    </ul>
  );
}
