/**
 * /services (docs/product.md, section 2, "/services"): seven everyday service cards, seven
 * specialised cards and the page around them. Each card is named by the service's one name
 * (service-names.yaml); the rest of the words are in app/content/<lang>/services/overview.yaml.
 * The support hours under the closing section come from the dictionary.
 */
import type { Keys, WordRef } from "~/i18n/markers";
import { keys, wordIn } from "~/i18n/markers";
import { illustration } from "../illustrations";
import type { CardColour, IconName } from "../types";
import type { ServicePath } from "./slugs";

/** A card for one of the seven everyday services; its description and features are words. */
interface ServiceCard {
  /** Names the card's words in the catalogs. */
  key: string;
  title: WordRef;
  /** The short points under the description, in order. */
  features: Keys;
  /** Shows the 'Most Popular' badge. */
  popular: boolean;
  path: ServicePath;
  icon: IconName;
  /** Anchor id on /services, e.g. "personal-care" so /services#personal-care lands on it. */
  anchor?: string;
}

/** A card for one of the seven specialised services; its description is words. */
interface SpecialisedCard {
  /** Names the card's words in the catalogs. */
  key: string;
  title: WordRef;
  /** Mapped to theme tokens in the component. */
  colour: CardColour;
  path: ServicePath;
  icon: IconName;
}

export const structure = {
  hero: { image: illustration("servicesHero") },
  professional: {
    cards: [
      {
        key: "homeCare",
        title: wordIn("service-names", "home-care-singapore"),
        popular: false,
        path: "/services/home-care-singapore",
        icon: "home",
        features: keys("dailyRoutines", "housekeeping", "medicineReminders", "flexibleHours"),
      },
      {
        key: "overnightCare",
        title: wordIn("service-names", "overnight-care"),
        popular: false,
        path: "/services/overnight-care",
        icon: "moon",
        features: keys("helpAtNight", "toiletTrips", "restlessNights"),
      },
      {
        key: "personalCare",
        title: wordIn("service-names", "personal-care"),
        popular: false,
        path: "/services/personal-care",
        icon: "hand-heart",
        anchor: "personal-care",
        features: keys("bathing", "dressing", "transfers", "dignity"),
      },
      {
        key: "companionship",
        title: wordIn("service-names", "companionship"),
        popular: true,
        path: "/services/companionship",
        icon: "heart-handshake",
        features: keys("conversation", "outings", "errands", "lessTimeAlone"),
      },
      // The booking notice is the shared facts escortNoticeFrom and escortNoticeTo.
      {
        key: "medicalEscort",
        title: wordIn("service-names", "medical-escort"),
        popular: false,
        path: "/services/medical-escort",
        icon: "hospital",
        features: keys("doorToDoor", "registration", "doctorsNotes"),
      },
      // The three options' lengths are the shared respite facts, as on the respite page.
      {
        key: "respiteCare",
        title: wordIn("service-names", "respite-care"),
        popular: false,
        path: "/services/respite-care",
        icon: "leaf",
        features: keys("shortTerm", "overnight", "extended"),
      },
      {
        key: "liveInCare",
        title: wordIn("service-names", "live-in-care"),
        popular: false,
        path: "/services/live-in-care",
        icon: "clock",
        features: keys("wholeDay", "oneCaregiver", "routines"),
      },
    ] as const satisfies readonly ServiceCard[],
  },
  /** The page can be opened at #specialized-care. */
  specialised: {
    id: "specialized-care",
    cards: [
      { key: "cancerCare", title: wordIn("service-names", "cancer-care"), colour: "rose", path: "/services/cancer-care", icon: "ribbon" },
      // WHO, "Dementia" fact sheet: dementia affects memory, thinking and the ability to carry out daily activities.
      {
        key: "dementiaCare",
        title: wordIn("service-names", "dementia-care"),
        colour: "blue",
        path: "/services/dementia-care",
        icon: "brain",
      },
      // WHO, "Palliative care" fact sheet: improves quality of life for patients and families facing
      // life-threatening illness by easing pain and other physical, psychosocial and spiritual problems.
      {
        key: "palliativeCare",
        title: wordIn("service-names", "palliative-care"),
        colour: "purple",
        path: "/services/palliative-care",
        icon: "flower",
      },
      // WHO, "Chronic obstructive pulmonary disease (COPD)" fact sheet: a lung disease that restricts airflow and causes breathing problems.
      { key: "copdCare", title: wordIn("service-names", "copd-care"), colour: "teal", path: "/services/copd-care", icon: "wind" },
      {
        key: "diabetesCare",
        title: wordIn("service-names", "diabetes-care"),
        colour: "green",
        path: "/services/diabetes-care",
        icon: "droplet",
      },
      {
        key: "homeTherapy",
        title: wordIn("service-names", "home-therapy"),
        colour: "amber",
        path: "/services/home-therapy",
        icon: "activity",
      },
      {
        key: "nursingProcedure",
        title: wordIn("service-names", "nursing-procedure"),
        colour: "terracotta",
        path: "/services/nursing-procedure",
        icon: "syringe",
      },
    ] as const satisfies readonly SpecialisedCard[],
  },
  closing: {
    /** Goes to / and scrolls to the contact section after 100 ms. */
    consultation: { kind: "consultation" },
    /** Opens a WhatsApp chat in a new tab. */
    whatsapp: { kind: "whatsapp" },
  },
} as const;
