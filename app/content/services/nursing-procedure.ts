/**
 * /services/nursing-procedure (shared layout): medication administration,
 * wound care and vital signs monitoring with six items each; 12 specialised procedures; three
 * condition categories (post-surgical, chronic disease, complex needs); 4-step process;
 * procedures performed by registered nurses with a valid Singapore Nursing Board practising
 * certificate. The words are in app/content/<lang>/services/nursing-procedure.yaml.
 *
 * Registration: a registered nurse within the Nurses and Midwives Act 1999 who holds a valid practising
 * certificate under that Act is how the Healthcare Services (Exemption) (Amendment No. 2) Order 2023
 * (S 850/2023) defines "registered nurse"
 * (https://sso.agc.gov.sg/SL-Supp/S850-2023/Published/20231215?DocDate=20231215, read 2026-11-26).
 * The pages say so rather than "licensed": MOH does not license nursing services under the
 * Healthcare Services Act (https://www.moh.gov.sg/hcsa/what-is-hcsa/overview).
 *
 * Sources: Agency for Integrated Care (AIC), "Centre-based Nursing"
 * (https://aic.sg/Care-Services/Centre-based-Nursing): nursing procedures for seniors include
 * tracheostomy care, nephrostomy tube care, nasogastric (NG) tube insertion, wound care including
 * after surgery, stoma care, PEG tube care, urinary catheter care, medication given as ordered by a
 * doctor, and help with bowel care such as an enema ordered by a doctor.
 * Home oxygen fire safety (no smoking; no gas stoves, candles or joss sticks near the oxygen), checked
 * on 23 November 2026: the sources are named in the COPD page's module, copd-care.ts.
 */
import { keys, wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  slug: "nursing-procedure",
  name: wordIn("service-names", "nursing-procedure"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("needsNurse", "doctorsInstructions"),
    actions: [{ key: "schedule", kind: "consultation" }, chatOnWhatsApp],
    points: keys("registeredNurses", "noClinicTrip", "freeConsultation"),
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      columns: 4,
      cards: [
        { key: "registeredNurses", icon: "badge-check" },
        { key: "noTrips", icon: "home" },
        // AIC, "Centre-based Nursing": medication and procedures such as an enema are given as ordered by a doctor.
        { key: "doctorsPlan", icon: "clipboard-list" },
        { key: "clearUpdates", icon: "message-circle" },
      ],
    },
    {
      kind: "cards",
      id: "core-services",
      columns: 3,
      cards: [
        {
          key: "medication",
          icon: "pill",
          items: keys("asPrescribed", "injections", "pillOrganiser", "checkList", "sideEffects", "doseRecord"),
        },
        {
          key: "wounds",
          icon: "hand-heart",
          items: keys("dressing", "afterOperation", "pressureInjury", "diabeticFoot", "infection", "skinAdvice"),
        },
        {
          key: "vitalSigns",
          icon: "activity",
          items: keys("bloodPressure", "pulse", "temperature", "breathing", "oximeter", "bloodSugar"),
        },
      ],
    },
    {
      kind: "checklist",
      id: "specialised-procedures",
      items: keys(
        "ngTube",
        "tubeFeeding",
        "pegCare",
        "urinaryCatheter",
        "stoma",
        "tracheostomy",
        "suctioning",
        "nephrostomy",
        "stitches",
        "bloodTests",
        "bowelCare",
        "o2Therapy",
      ),
    },
    {
      kind: "details",
      id: "conditions",
      columns: 3,
      cards: [
        {
          key: "postSurgical",
          icon: "hospital",
          lists: [{ key: "howWeHelp", items: keys("wounds", "stitches", "pain", "infection", "medicines") }],
        },
        {
          key: "chronic",
          icon: "stethoscope",
          lists: [{ key: "howWeHelp", items: keys("diabetes", "heart", "copd", "nephrostomy", "medicines") }],
        },
        {
          key: "complex",
          icon: "heart-handshake",
          lists: [{ key: "howWeHelp", items: keys("tubeFeeding", "tracheostomy", "catheterAndStoma", "pressureInjury", "comfortCare") }],
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      items: [
        { key: "feedingTube", name: "L.C.", rating: 5, sample: true },
        { key: "afterOperation", name: "H.M.", rating: 5, sample: true },
      ],
    },
    { kind: "steps", id: "process", steps: keys("tellUs", "assessment", "carePlan", "visits") },
  ],
  cta: { actions: [{ key: "schedule", kind: "consultation" }, callUs] },
});
