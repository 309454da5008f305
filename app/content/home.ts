/**
 * The home page (docs/product.md, section 2, Home): hero, the way into the care guide, three
 * service cards, the specialised care block and the 'Schedule Your Tour' contact section. The
 * words are in app/content/<lang>/home.yaml; the reply time and the residents per caregiver are
 * shared facts (facts.ts).
 */
import { wordIn } from "~/i18n/markers";
import { viewAllServices } from "./actions";
import { illustration } from "./illustrations";

export const structure = {
  hero: {
    /** Scrolls smoothly to the contact section (#contact) on this page. */
    primary: { kind: "consultation" },
    secondary: viewAllServices,
    image: illustration("homeHero"),
  },
  /** Right under the hero: for a family that does not yet know which care to ask for. */
  guide: { action: { kind: "link", to: "/care-guide" } },
  services: {
    cards: [
      { icon: "hand-heart", to: "/services#personal-care" },
      { icon: "stethoscope", to: "/services#specialized-care" },
      { icon: "building", to: "/services/medical-escort" },
    ],
  },
  specialised: {
    items: [
      { title: wordIn("service-names", "cancer-care"), icon: "ribbon", to: "/services/cancer-care" },
      { icon: "brain", to: "/services/dementia-care" },
      { icon: "activity", to: "/services" },
    ],
    exploreAll: { kind: "link", to: "/services" },
  },
  contact: {
    /** The anchor every 'scroll to contact' action targets. */
    id: "contact",
  },
} as const;
