/**
 * /testimonials (docs/product.md, section 2, "/testimonials"): statistics and 'Share Your Story'
 * calls to action. Individual testimonials are not shown on this page (spec), so there are no
 * quotes here. The words are in app/content/<lang>/testimonials.yaml.
 */
import { figure, keys } from "~/i18n/markers";
import { illustration } from "./illustrations";

export const structure = {
  hero: { image: illustration("testimonialsHero"), intro: keys("bigStep") },
  // The provider's own figures, exactly as docs/product.md, section 9 gives them, in the spec's
  // order. Keep the evidence for each on file before going live.
  statistics: [
    { key: "familySatisfaction", number: figure(0.98, "percent") },
    { key: "familiesServed", number: figure(500, "number", "+") },
    { key: "caregivers", number: figure(50, "number", "+") },
    { key: "supportStaff", number: figure(100, "number", "+") },
  ],
  feedback: { paragraphs: keys("invitation") },
  /** Invitation to share an experience; the action goes to the home page's contact section. */
  shareStory: { action: { kind: "consultation" } },
} as const;
