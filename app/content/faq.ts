/**
 * /faq (docs/product.md, section 2, "/faq"): the four question categories and the page around
 * them. The words are in app/content/<lang>/faq.yaml. Prices, admission time, escort notice,
 * respite lengths and caregiver ratio are the spec's constants (section 9): the shared ones in
 * content/facts.ts, the admission time below.
 */
import { template, wordIn } from "~/i18n/markers";
import { illustration } from "./illustrations";

/** Where the cost questions send a reader who wants the full picture. */
const moreOnCosts = { label: wordIn("faq", "moreOnCosts"), to: "/costs" } as const;

export const structure = {
  facts: {
    /** How long admission to a shared home usually takes, in weeks (docs/product.md, section 9). */
    admissionWeeksMin: 2,
    admissionWeeksMax: 4,
  },
  hero: { image: illustration("faqHero") },
  /** Goes to /contact, then after 100 ms scrolls smoothly to the contact section there. */
  askAction: { to: "/contact" },
  /** The topic links at the top; each shows how many questions its topic holds. */
  quickNav: { questionCount: { one: template("count"), other: template("count") } },
  // Each category's id is its section's anchor; each question's id is its accordion item's value.
  categories: [
    {
      id: "admission-costs",
      icon: "clipboard-list",
      questions: [{ id: "monthly-costs", more: moreOnCosts }, { id: "admission-steps" }, { id: "payment-subsidies", more: moreOnCosts }],
    },
    {
      id: "healthcare-safety",
      icon: "shield-check",
      questions: [
        { id: "medication-management" },
        // Source for {emergencyNumber} (995): Singapore Civil Defence Force (SCDF), "SCDF Emergency
        // Medical Services": dial 995 for an emergency ambulance.
        { id: "emergencies" },
        { id: "staff-screening-training" },
      ],
    },
    {
      id: "community-life",
      icon: "users",
      questions: [{ id: "visiting" }, { id: "activities" }, { id: "meals" }, { id: "personal-belongings" }],
    },
    {
      id: "care-services",
      icon: "heart-handshake",
      questions: [
        { id: "home-care-or-assisted-living" },
        { id: "medical-escort" },
        { id: "changing-care-plan" },
        { id: "trial-respite-stays" },
      ],
    },
  ],
  // The phone number and email address come from site.ts, the support hours from the dictionary.
  stillHaveQuestions: { icon: "message-circle" },
} as const;
