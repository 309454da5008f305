/**
 * /services/home-therapy (docs/product.md, section 2, shared layout): physical, occupational and speech
 * therapy with six listed services each; 12 conditions treated; 4-step treatment process;
 * 4 specialised programmes (cardiac, neurological, orthopaedic, fall prevention). The words are in
 * app/content/<lang>/services/home-therapy.yaml.
 *
 * Sources:
 * - Agency for Integrated Care (AIC), "Community Rehabilitation"
 *   (https://aic.sg/Care-Services/Community-Rehabilitation): physiotherapy works on movement, e.g.
 *   learning to walk again after a stroke; speech therapy works on speech and swallowing problems;
 *   therapy helps seniors recovering after stroke, heart conditions or fractures.
 * - AIC, mosAIC, "Occupational Therapy at Home" (https://aic-mosaic.sg/2019/12/20/occupational-therapy-at-home/):
 *   occupational therapy finds practical ways to manage daily life despite physical or thinking problems.
 * - WHO, "Falls" fact sheet (https://www.who.int/news-room/fact-sheets/detail/falls): strength and
 *   balance training and checking the home for hazards help prevent falls in older people.
 */
import { keys, wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "home-therapy",
  name: wordIn("service-names", "home-therapy"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("afterIllness", "atHome"),
    actions: [{ key: "schedule", kind: "consultation" }, chatOnWhatsApp],
    points: keys("threeTherapies", "atHome", "freeConsultation"),
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      columns: 4,
      cards: [
        { key: "realLife", icon: "home" },
        { key: "noTrips", icon: "clock" },
        { key: "familyJoins", icon: "users" },
        { key: "goals", icon: "clipboard-list" },
      ],
    },
    {
      kind: "cards",
      id: "therapy-services",
      columns: 3,
      cards: [
        // AIC, "Community Rehabilitation": physiotherapy focuses on movement problems caused by illness or injury.
        {
          key: "physical",
          icon: "activity",
          items: keys("strength", "balance", "walking", "transfers", "stiffness", "homeExercises"),
        },
        // AIC, mosAIC, "Occupational Therapy at Home": practical solutions for daily tasks, tailored to the person.
        {
          key: "occupational",
          icon: "hand-heart",
          items: keys("dailyTasks", "safetyCheck", "aids", "handExercises", "memory", "energy"),
        },
        // AIC, "Community Rehabilitation": speech therapy focuses on swallowing and speech problems, e.g. after a stroke.
        {
          key: "speech",
          icon: "message-circle",
          items: keys("language", "swallowing", "textures", "voice", "otherWays", "familyGuidance"),
        },
      ],
    },
    {
      kind: "cards",
      id: "specialised-programmes",
      columns: 4,
      cards: [
        { key: "cardiac", icon: "activity" },
        { key: "neurological", icon: "brain" },
        { key: "orthopaedic", icon: "accessibility" },
        // WHO, "Falls" fact sheet: strength and balance training and home hazard checks help prevent falls.
        { key: "fallPrevention", icon: "shield-check" },
      ],
    },
    {
      kind: "checklist",
      id: "conditions",
      items: keys(
        "stroke",
        "parkinsons",
        "jointReplacement",
        "fractures",
        "arthritis",
        "backAndNeck",
        "heart",
        "lungs",
        "dementia",
        "balance",
        "weakness",
        "swallowing",
      ),
    },
    {
      kind: "testimonials",
      id: "testimonials",
      items: [
        { key: "walkingAgain", name: "J.W.", rating: 5, sample: true },
        { key: "saferDrinks", name: "P.S.", rating: 5, sample: true },
      ],
    },
    { kind: "steps", id: "treatment-process", steps: keys("assessment", "goals", "sessions", "review") },
  ],
  cta: { actions: [{ key: "schedule", kind: "consultation" }, callUs] },
});
