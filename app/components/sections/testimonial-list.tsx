import { Card, type CardColumns, cardColumns } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { Testimonial } from "~/content/types";
import { cn } from "~/lib/cn";
import { useDictionary } from "~/i18n/context";
import { fill } from "~/i18n/markers";

/** The most stars a testimonial can have. */
const MAX_STARS = 5;

/** Stars drawn for sighted readers; screen readers hear "Rated 5 out of 5". */
function StarRating({ rating }: { rating: number }) {
  const { sectionLabels } = useDictionary();
  return (
    <p className="flex flex-wrap items-center gap-1 text-accent">
      <span className="sr-only">{fill(sectionLabels.rating, { stars: rating, maxStars: MAX_STARS })}</span>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Icon key={index} name="star" className={cn("size-6", index < rating ? "fill-current" : "opacity-30")} />
      ))}
    </p>
  );
}

export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  const { sectionLabels } = useDictionary();
  return (
    <ul className={cn("grid gap-6", cardColumns[Math.min(items.length, 3) as CardColumns])}>
      {items.map((item) => (
        <li key={item.name + item.content.slice(0, 20)}>
          <Card as="figure" className="flex h-full flex-col">
            <Icon name="quote" className="size-8 text-primary" />
            <StarRating rating={item.rating} />
            <blockquote className="mt-3 flex-1 text-lg">
              <p>{item.content}</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="block font-bold">{item.name}</span>
              <span className="block text-muted">{item.role}</span>
              {item.sample && <span className="mt-2 block text-sm text-muted">{sectionLabels.sampleTestimonial}</span>}
            </figcaption>
          </Card>
        </li>
      ))}
    </ul>
  );
}
