/**
 * /faq (docs/product.md, section 2, "/faq"): the four question categories and the page around
 * them. The words are in app/content/<lang>/faq.yaml. Prices, admission time, escort notice,
 * respite lengths and caregiver ratio are the spec's constants (section 9): the shared ones in
 * content/facts.ts, the admission time below.
 */
import { wordIn } from "~/i18n/markers";
import { illustration } from "./illustrations";

/** Where the cost questions send a reader who wants the full picture. */
const moreOnCosts = { label: wordIn("faq", "moreOnCosts"), to: "/costs" } as const;

/**
 * A question category: its id (its section's anchor, and its words' key in the catalogs), its
 * icon and its questions, and the number of questions as a fact its words may name
 * (`{questionCount, plural, ...}`), counted here so that it cannot disagree with the list.
 */
function category<const Id extends string, const I extends string, const Q extends readonly { id: string }[]>(
  id: Id,
  icon: I,
  questions: Q,
) {
  return { id, icon, questions, facts: { questionCount: questions.length } };
}

export const structure = {
  facts: {
    /** How long admission to a shared home usually takes, in weeks (docs/product.md, section 9). */
    admissionWeeksMin: 2,
    admissionWeeksMax: 4,
  },
  hero: { image: illustration("faqHero") },
  /** Goes to /contact, then after 100 ms scrolls smoothly to the contact section there. */
  askAction: { to: "/contact" },
  // Each category's id is its section's anchor; each question's id is its accordion item's value.
  // Both are their words' keys in the catalogs.
  categories: [
    category("admission-costs", "clipboard-list", [
      { id: "monthly-costs", more: moreOnCosts },
      { id: "admission-steps" },
      { id: "payment-subsidies", more: moreOnCosts },
    ]),
    category("healthcare-safety", "shield-check", [
      { id: "medication-management" },
      // Source for {emergencyNumber} (995): Singapore Civil Defence Force (SCDF), "SCDF Emergency
      // Medical Services": dial 995 for an emergency ambulance.
      { id: "emergencies" },
      { id: "staff-screening-training" },
    ]),
    category("community-life", "users", [{ id: "visiting" }, { id: "activities" }, { id: "meals" }, { id: "personal-belongings" }]),
    category("care-services", "heart-handshake", [
      { id: "home-care-or-assisted-living" },
      { id: "medical-escort" },
      { id: "changing-care-plan" },
      { id: "start-with-respite" },
    ]),
  ],
  // The phone number and email address come from site.ts, the support hours from the dictionary.
  stillHaveQuestions: { icon: "message-circle" },
} as const;
