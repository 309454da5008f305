import type { ReactNode } from "react";
import { ContactOptions } from "./contact-options";
import { useDictionary } from "~/i18n/context";

interface ContactSectionProps {
  /** Anchor that every 'scroll to contact' action targets. */
  id: string;
  title: string;
  intro: string;
  /** The request form; name it by the section's heading, `contactHeadingId(id)`. */
  form: ReactNode;
  /** More for the right-hand column: what happens next, office hours, booking. */
  aside?: ReactNode;
}

/**
 * The place where a visitor reaches out: its heading (focused after the consultation flow),
 * a short promise, the request form, and the direct ways to reach the provider beside it.
 */
export function ContactSection({ id, title, intro, form, aside }: ContactSectionProps) {
  const { sectionLabels } = useDictionary();
  const headingId = contactHeadingId(id);
  return (
    <section id={id} aria-labelledby={headingId} className="bg-accent-tint/70 py-12 md:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id={headingId} className="text-3xl">
            {title}
          </h2>
          <p className="mt-4 prose-measure text-lg">{intro}</p>
          <div className="mt-8">{form}</div>
        </div>
        <div className="grid content-start gap-8">
          <div>
            <h3 className="text-2xl">{sectionLabels.preferToTalk}</h3>
            <div className="mt-4">
              <ContactOptions headingLevel={4} />
            </div>
          </div>
          {aside}
        </div>
      </div>
    </section>
  );
}

/** Id of a contact section's heading, which also names its form. */
export function contactHeadingId(sectionId: string) {
  return `${sectionId}-title`;
}
