/**
 * Copy for /testimonials (docs/product.md, section 2, "/testimonials"): statistics and 'Share Your
 * Story' calls to action. Individual testimonials are not shown on this page (spec), so
 * there are no quotes here.
 */
import { illustrations } from "~/content/illustrations";
import type { Action, ImageSlot, PageMeta, Statistic, TextBlock } from "~/content/types";

export interface TestimonialsPage {
  /** The page's <title> and meta description. */
  meta: PageMeta;
  hero: {
    /** Small label above the h1. */
    eyebrow: string;
    /** The page's h1. */
    title: string;
    /** Lead paragraphs under the h1. */
    intro: string[];
    image: ImageSlot;
  };
  /** Heading of the `statistics` section. */
  statisticsTitle: string;
  /** The spec's four figures, in the spec's order (docs/product.md, section 9). */
  statistics: [Statistic, Statistic, Statistic, Statistic];
  /** How families are invited to give feedback. */
  feedback: TextBlock;
  /** Invitation to share an experience; the action goes to the home page's contact section. */
  shareStory: {
    title: string;
    text: string;
    action: Action;
  };
}

export const testimonialsPage = {
  meta: {
    title: "Testimonials",
    description:
      "What families say about our home care and assisted living in Singapore, and how to share your own experience of our care with us.",
  },
  hero: {
    eyebrow: "Testimonials",
    title: "What families tell us",
    intro: [
      "Trusting someone to care for a parent or partner is a big step. We are grateful to every family who lets us help, and we listen closely to what they tell us.",
    ],
    image: illustrations.testimonialsHero,
  },

  // The provider's own figures, exactly as docs/product.md, section 9 gives them. Keep the
  // evidence for each on file before going live.
  statisticsTitle: "Our care in numbers",
  statistics: [
    { number: "98%", label: "Family satisfaction" },
    { number: "500+", label: "Families served" },
    { number: "50+", label: "Professional caregivers" },
    { number: "100+", label: "Support staff" },
  ],

  feedback: {
    title: "How we listen",
    paragraphs: [
      "We invite the families we work with to tell us how care is going, what helps and what could be better. Your feedback shapes how we plan care, train our caregivers and keep in touch with you.",
    ],
  },

  shareStory: {
    title: "Share your story",
    text: "Has our team cared for someone you love? We would be glad to hear about your experience, good or bad. Get in touch and tell us in your own words.",
    action: { kind: "consultation", label: "Share Your Story" },
  },
} satisfies TestimonialsPage;
