import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Illustration } from "~/components/ui/illustration";
import { SampleNote } from "./sample-note";
import type { ImageSlot } from "~/content/types";
import { cn } from "~/lib/cn";

interface PageHeroProps {
  /** A short label in a pill above the heading. */
  badge?: string;
  eyebrow?: string;
  title: string;
  /** One paragraph, or several. */
  intro: string | string[];
  image?: ImageSlot;
  /** Buttons and links under the intro. */
  children?: ReactNode;
  /** Short reassurance points in a row under the hero. */
  points?: readonly string[];
  /** A line under the points, such as the note that they are examples for now; empty: none. */
  note?: string;
  className?: string;
}

/** The top of a page: its one <h1>, a lead paragraph, the page's main actions and its illustration. */
export function PageHero({ badge, eyebrow, title, intro, image, children, points, note, className }: PageHeroProps) {
  const paragraphs = Array.isArray(intro) ? intro : [intro];
  return (
    <section aria-labelledby="page-title" className={cn("bg-primary-tint/60", className)}>
      <div className={cn("container-page grid items-center gap-10 py-12 md:py-16 lg:gap-14", image && "lg:grid-cols-[1.1fr_0.9fr]")}>
        <div>
          {badge && <p className="mb-4 inline-block rounded-full bg-primary px-4 py-1 font-bold text-on-primary">{badge}</p>}
          {eyebrow && <p className="mb-3 text-lg font-bold text-primary">{eyebrow}</p>}
          <h1 id="page-title" className="text-4xl">
            {title}
          </h1>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 prose-measure text-lg">
              {paragraph}
            </p>
          ))}
          {children && (
            <div data-print="hide" className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {children}
            </div>
          )}
        </div>
        {image && (
          <div className="mx-auto w-full max-w-xl">
            <Illustration image={image} priority className="rounded-card" />
          </div>
        )}
      </div>
      {points && (
        <ul className={cn("container-page grid gap-3 sm:grid-cols-3", note ? "pb-4" : "pb-10")}>
          {points.map((point) => (
            <li key={point} className="flex items-center gap-3 font-bold">
              <Icon name="check" className="size-6 shrink-0 text-primary" />
              {point}
            </li>
          ))}
        </ul>
      )}
      {note && (
        <div className="container-page pb-10">
          <SampleNote text={note} />
        </div>
      )}
    </section>
  );
}
