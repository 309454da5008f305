import { Phrase } from "~/components/ui/phrase";
import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

const tones = {
  plain: "bg-background",
  surface: "bg-surface",
  tint: "bg-primary-tint/60",
  warm: "bg-accent-tint/70",
} as const;

interface SectionProps {
  title: string;
  intro?: string;
  id?: string;
  tone?: keyof typeof tones;
  children?: ReactNode;
  className?: string;
  /** Centre the heading and intro (for short, closing sections). */
  centred?: boolean;
}

/** A page section with its <h2>, named by it for assistive technology. */
export function Section({ title, intro, id, tone = "plain", children, className, centred = false }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tones[tone], "py-12 md:py-20", className)}>
      <div className="container-page">
        <div className={cn("max-w-3xl", centred && "mx-auto text-center")}>
          <h2 id={headingId} className="text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-ink">{intro}</p>}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}

/** Paragraphs of running text at a comfortable reading width. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cn("grid prose-measure gap-4 text-lg", className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <Phrase text={paragraph} />
        </p>
      ))}
    </div>
  );
}
