import { type ReactNode, useId } from "react";
import { ContactOptions } from "./contact-options";

interface ContactSectionProps {
  /** Anchor that every 'scroll to contact' action targets. */
  id: string;
  title: string;
  intro: string;
  /** The right-hand column: what happens next, office hours, booking. */
  aside: ReactNode;
}

/**
 * The place where a visitor reaches out: its heading (focused after the consultation flow),
 * a short promise, and the direct ways to reach the provider.
 */
export function ContactSection({ id, title, intro, aside }: ContactSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="bg-accent-tint/70 py-12 md:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h2 id={headingId} className="text-3xl">
            {title}
          </h2>
          <p className="prose-measure mt-4 text-lg">{intro}</p>
          <div className="mt-8 max-w-xl">
            <ContactOptions />
          </div>
        </div>
        <div className="grid content-start gap-6">{aside}</div>
      </div>
    </section>
  );
}
