/**
 * The home page (docs/product.md, section 2, Home): hero, the way into the care guide, three
 * service cards, the specialised care block and the 'Schedule Your Tour' contact section. The
 * words are in app/content/<lang>/home.yaml; the reply time and the residents per caregiver are
 * shared facts (facts.ts).
 */
import { keys, wordIn } from "~/i18n/markers";
import { viewAllServices } from "./actions";
import { illustration } from "./illustrations";

export const structure = {
  hero: {
    /** Scrolls smoothly to the contact section (#contact) on this page. */
    primary: { kind: "consultation" },
    secondary: viewAllServices,
    image: illustration("homeHero"),
    /** Short reassurance points under the actions. */
    points: keys("freeConsultation", "plannedAroundFamily", "screenedCaregivers"),
  },
  /** Right under the hero: for a family that does not yet know which care to ask for. */
  guide: { action: { kind: "link", to: "/care-guide" } },
  services: {
    cards: [
      { key: "personalCare", icon: "hand-heart", to: "/services#personal-care" },
      { key: "specialisedCare", icon: "stethoscope", to: "/services#specialized-care" },
      // The shared homes' card links to Medical Escort: docs/product.md specifies this link.
      { key: "assistedLiving", icon: "building", to: "/services/medical-escort" },
    ],
  },
  specialised: {
    items: [
      { key: "cancerCare", title: wordIn("service-names", "cancer-care"), icon: "ribbon", to: "/services/cancer-care" },
      { key: "dementiaCare", icon: "brain", to: "/services/dementia-care" },
      { key: "chronicCare", icon: "activity", to: "/services" },
    ],
    exploreAll: { kind: "link", to: "/services" },
  },
  contact: {
    /** The anchor every 'scroll to contact' action targets. */
    id: "contact",
    /** What happens after someone gets in touch, in order. */
    steps: keys("weReply", "visitOrCall", "carePlan"),
  },
} as const;
