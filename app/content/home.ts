/**
 * Copy for the home page (spec section 2, Home): hero, the way into the care guide, three
 * service cards, the specialised care block and the 'Schedule Your Tour' contact section.
 */
import { illustrations } from "~/content/illustrations";
import { site } from "~/content/site";
import type { Action, IconName, ImageSlot, PageMeta, Step } from "~/content/types";

/** A card on the home page that links to a services page or anchor. */
interface HomeServiceCard {
  title: string;
  description: string;
  icon: IconName;
  to: string;
  /** Visible text of the card's link. */
  linkLabel: string;
}

interface HomeSpecialisedItem {
  title: string;
  description: string;
  icon: IconName;
  to: string;
}

export interface HomePage {
  /** The page's <title> and meta description. */
  meta: PageMeta;
  hero: {
    /** Short label above the h1. */
    eyebrow: string;
    /** The page's h1. */
    title: string;
    intro: string;
    /** Scrolls smoothly to the contact section (#contact) on this page. */
    primary: Extract<Action, { kind: "consultation" }>;
    secondary: Extract<Action, { kind: "link" }>;
    image: ImageSlot;
    /** Short reassurance points shown under the actions. */
    points: string[];
  };
  /** Right under the hero: for a family that does not yet know which care to ask for. */
  guide: {
    title: string;
    text: string;
    action: Extract<Action, { kind: "link" }>;
  };
  services: {
    title: string;
    intro: string;
    cards: HomeServiceCard[];
  };
  specialised: {
    title: string;
    intro: string;
    items: HomeSpecialisedItem[];
    exploreAll: Extract<Action, { kind: "link" }>;
  };
  contact: {
    /** Anchor id every 'scroll to contact' action targets. */
    id: "contact";
    title: string;
    intro: string;
    /** Heading above the steps of what happens after someone gets in touch. */
    stepsTitle: string;
    steps: Step[];
  };
}

export const home = {
  meta: {
    title: `${site.name} | Home Care & Assisted Living in Singapore`,
    description:
      "Caring home care and shared assisted living for seniors in Singapore: personal care, companionship, dementia and specialised care. Book a free consultation.",
  },
  hero: {
    eyebrow: "Home care & assisted living in Singapore",
    title: "Kind, dependable care for your loved one, at home or with us",
    intro:
      "We help seniors in Singapore live safely and well, with caregivers at home or in our small shared homes. Tell us what your family needs and we will plan the care together.",
    primary: { kind: "consultation", label: "Get Free Consultation" },
    secondary: { kind: "link", label: "View All Services", to: "/services" },
    image: illustrations.homeHero,
    points: ["Free, no-obligation consultation", "Care plans shaped around your family", "Caregivers screened and trained"],
  },
  guide: {
    title: "Not sure where to start?",
    text: "Answer a few short questions about your loved one, and the care guide points you to the services that may fit.",
    action: { kind: "link", label: "Try the care guide", to: "/care-guide" },
  },
  services: {
    title: "How we can help",
    intro: "Choose the kind of support that fits your loved one today. You can change it as needs change.",
    cards: [
      {
        title: "Personal Care Services",
        description:
          "Everyday help at home with bathing, dressing, meals, company and getting to appointments, given with patience and respect.",
        icon: "hand-heart",
        to: "/services#personal-care",
        linkLabel: "See personal care",
      },
      {
        title: "Specialised Care Services",
        description:
          "Support for people living with conditions such as cancer, dementia, COPD or diabetes, planned around their doctor's advice.",
        icon: "stethoscope",
        to: "/services#specialized-care",
        linkLabel: "See specialised care",
      },
      {
        title: "Luxury Assisted Living",
        description:
          "A shared stay-in home where 3-4 seniors live with one live-in caregiver. Each has a private bedroom, and everyone shares comfortable living spaces.",
        icon: "building",
        to: "/services/medical-escort",
        linkLabel: "Learn more",
      },
    ],
  },
  specialised: {
    title: "Specialised care",
    intro: "When a health condition needs extra attention, our caregivers give steady, informed support at home.",
    items: [
      {
        title: "Cancer Care",
        description: "Comfort and practical help during and after treatment, for your loved one and the family.",
        icon: "ribbon",
        to: "/services/cancer-care",
      },
      {
        title: "Dementia Care",
        description: "Calm routines, patience and safety for people living with dementia or Alzheimer's disease.",
        icon: "brain",
        to: "/services/dementia-care",
      },
      {
        title: "Chronic Care",
        description: "Ongoing support for long-term conditions such as COPD and diabetes, day after day.",
        icon: "activity",
        to: "/services",
      },
    ],
    exploreAll: { kind: "link", label: "Explore All Care Services", to: "/services" },
  },
  contact: {
    id: "contact",
    title: "Schedule Your Tour",
    intro: "Send us a few details and we will reply within 24 hours to arrange a visit or a call at a time that suits you.",
    stepsTitle: "What happens next",
    steps: [
      {
        title: "We get back to you",
        description: "A member of our care team replies within 24 hours to learn about your loved one and your questions.",
      },
      {
        title: "You visit or we call",
        description: "Come and see our home, or let us talk with you by phone or at your home, whichever feels easier.",
      },
      {
        title: "We suggest a care plan",
        description: "We explain the options and the costs clearly. You decide in your own time, with no obligation.",
      },
    ],
  },
} satisfies HomePage;
