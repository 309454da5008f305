/**
 * Copy for /locations (docs/product.md, section 2, "/locations"): the headline and calls to action,
 * then where care comes (the regions and planning areas, in areas.ts) and a postal-code check.
 * There are no branches to list: care comes to the home, so the page names areas, not places.
 */
import { illustrations } from "~/content/illustrations";
import type { Action, FeatureCard, ImageSlot, PageMeta, TextBlock } from "~/content/types";

export interface LocationsPage {
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
  /** 'Do you come to my area?': a postal code in, the area, region and usual start out. */
  areaCheck: {
    title: string;
    intro: string;
    label: string;
    hint: string;
    submit: string;
    /** Shown until the page's scripts run (or when they never do), pointing to the table. */
    noScript: { text: string; link: string };
    /** Not six digits (once spaces are dropped). */
    formatError: string;
    /** Six digits, but no postal sector by that number. */
    unknownError: string;
    /** Leads the phone number under `unknownError`. */
    call: string;
    /** The answer's lines; `location` is the postal district's general location. */
    found: {
      /** With places for {code}, {district} and {location}. */
      area: string;
      /** With a place for {region}. */
      region: string;
      served: string;
      /** Leads the usual start time ("Usually within 2 working days"). */
      start: string;
    };
  };
  /** The table of regions and their planning areas. */
  areas: {
    title: string;
    intro: string;
    caption: string;
    columns: [string, string, string, string];
    /** "Usually within {days} working days". */
    startIn: string;
    /** What "ask us" means, under the table. */
    askUsNote: string;
    /** The "ask us" areas whose names people also use for nearby housing estates. */
    sameName: string;
    /** What the start times count, under the table. */
    startNote: string;
    /** Beside each start time while the start times are the provider's samples. */
    sampleMark: string;
    /** 'Don't see your area? Call us', with the phone number. */
    dontSee: { text: string; link: string };
  };
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

  areaCheck: {
    title: "Do you come to my area?",
    intro:
      "Type in the postal code of the home where care is needed. We will tell you which part of Singapore it is in and how soon care can usually start. The check happens on this page: the postal code is not sent to us or anyone else.",
    label: "Postal code",
    hint: "6 digits, for example 520123",
    submit: "Check my area",
    noScript: {
      text: "This check needs JavaScript.",
      link: "Find your area in the table below",
    },
    formatError: "Singapore postal codes have 6 digits, for example 520123.",
    unknownError: "We could not find that postal code. Please check it, or call us.",
    call: "Call",
    found: {
      area: "{code} is in postal district {district}: {location}.",
      region: "That is in the {region} region of Singapore.",
      served: "Yes, we come to your area.",
      start: "How soon care can start:",
    },
  },

  areas: {
    title: "The areas we visit",
    intro:
      "Our caregivers visit homes in all five regions of Singapore. Each region is made up of planning areas, the towns and districts on Singapore's planning map.",
    caption: "Singapore's five regions and their planning areas",
    columns: ["Region", "Planning areas we visit", "Ask us about", "Care usually starts"],
    startIn: "Usually within {days} working days",
    askUsNote:
      "Planning areas under 'Ask us about' have few or no homes: reservoirs and forest, airbases, the port and industrial estates, farmland, new land not yet built on, and the outer islands. If your loved one lives in one of them, ask us and we will tell you what we can arrange.",
    sameName:
      "Some share a name with a neighbourhood full of homes, which we visit as usual: the flats at Boon Lay and Pioneer are in Jurong West, the homes around Paya Lebar station are in Geylang, and the Seletar Hills estate is in Serangoon.",
    startNote: "Start times are counted in working days from the home assessment.",
    sampleMark: "(example)",
    dontSee: { text: "Don't see your area?", link: "Call us" },
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
