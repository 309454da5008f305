/**
 * Copy for /locations (docs/product.md, section 2, "/locations"). The spec gives only a marketing
 * headline and calls to action; no list of locations is shown, so this page names no
 * branches and gives no counts.
 */
import { illustrations } from "~/content/illustrations";
import type { Action, FeatureCard, ImageSlot, PageMeta, TextBlock } from "~/content/types";

interface LocationsPage {
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
  /** Home care comes to the client's home; office visits are by appointment. */
  comeToYou: TextBlock;
  /** The card beside `comeToYou`: its title, then the address from site.ts, then the note. */
  office: { title: string; note: string };
  /** What happens after a family gets in touch, in order. */
  gettingStarted: {
    title: string;
    cards: [FeatureCard, FeatureCard, FeatureCard];
  };
  /** Places in the shared assisted-living homes: ask us, as availability changes. */
  availability: TextBlock;
  cta: {
    title: string;
    text: string;
    /** Consultation, WhatsApp chat and phone call, in that order. */
    actions: [Action, Action, Action];
  };
}

export const locations = {
  meta: {
    title: "Locations",
    description:
      "Home care comes to you anywhere in Singapore. Visit our office by appointment, or ask about places in our shared assisted-living homes.",
  },
  hero: {
    eyebrow: "Where we care",
    title: "Care that comes to you, wherever you live in Singapore",
    intro: [
      "Our home care happens in the place your loved one knows best: their own home. Wherever you are in Singapore, our caregivers can come to you.",
    ],
    image: illustrations.locationsHero,
  },

  office: { title: "Our office", note: "Visits by appointment." },

  comeToYou: {
    title: "We come to you",
    paragraphs: [
      "Home care is delivered in your loved one's own home, anywhere in Singapore. There is no need to travel, and daily life can carry on in familiar surroundings.",
      "If you would like to meet us in person at our office, we are happy to see you. Visits are by appointment, so please call us or message us on WhatsApp first and we will set a time.",
    ],
  },

  gettingStarted: {
    title: "How to get started",
    cards: [
      {
        icon: "message-circle",
        title: "Tell us what you need",
        description:
          "Call us, message us on WhatsApp or fill in the consultation form. Tell us a little about your loved one and where they live.",
      },
      {
        icon: "clipboard-list",
        title: "Talk it through with us",
        description:
          "In a free consultation, we listen to your concerns, ask about daily routines and health needs, and explain the options in plain words.",
      },
      {
        icon: "calendar",
        title: "Agree a plan and a start date",
        description: "We suggest a care plan and a schedule that suits your family. Care begins only when you are ready.",
      },
    ],
  },

  availability: {
    title: "Asking about our shared assisted-living homes",
    paragraphs: [
      "Places in our shared homes depend on current availability. Ask us what is open now. We will explain the options honestly and, if it helps, arrange a visit so you can see the home for yourself.",
    ],
  },

  cta: {
    title: "Let's find the right care for your family",
    text: "Talk to us about your loved one's needs. The first consultation is free, and there is no obligation.",
    actions: [
      { kind: "consultation", label: "Arrange a Free Consultation" },
      { kind: "whatsapp", label: "Chat on WhatsApp" },
      { kind: "phone", label: "Call Us" },
    ],
  },
} satisfies LocationsPage;
