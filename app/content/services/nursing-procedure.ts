/**
 * /services/nursing-procedure (shared layout): medication administration,
 * wound care and vital signs monitoring with six items each; 12 specialised procedures; three
 * condition categories (post-surgical, chronic disease, complex needs); 4-step process;
 * procedures performed by licensed registered nurses.
 */
import type { ServicePage } from "./types";
import { callUs, chatOnWhatsApp } from "./actions";
// Sources: Agency for Integrated Care (AIC), "Centre-based Nursing"
// (https://aic.sg/Care-Services/Centre-based-Nursing): nursing procedures for seniors include
// tracheostomy care, nephrostomy tube care, nasogastric (NG) tube insertion, wound care including
// after surgery, stoma care, PEG tube care, urinary catheter care, medication given as ordered by a
// doctor, and help with bowel care such as an enema ordered by a doctor.
// Home oxygen fire safety (no smoking; no gas stoves, candles or joss sticks near the oxygen), checked
// on 23 November 2026: the sources are named in the COPD page's module, copd-care.ts.

export const nursingProcedure = {
  slug: "nursing-procedure",
  name: "Nursing Procedure",
  meta: {
    title: "Home Nursing Procedures in Singapore",
    description:
      "Licensed registered nurses carry out nursing procedures at home in Singapore, from medication and wound care to tube and catheter care.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    badge: "Home Nursing",
    title: "Nursing Procedures at Home",
    intro: [
      "Some care needs a nurse. Our nursing procedures are performed by licensed registered nurses, in your loved one's own home.",
      "We follow the doctor's instructions for every procedure, and we keep you and the doctor informed.",
    ],
    actions: [{ kind: "consultation", label: "Schedule Nursing Visit" }, chatOnWhatsApp],
    points: ["Licensed registered nurses", "No trip to the clinic", "Free consultation, no obligation"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "Why Choose Nursing at Home",
      intro: "Skilled nursing care, without the travel and the waiting.",
      columns: 4,
      cards: [
        {
          icon: "badge-check",
          title: "Care by registered nurses",
          description: "Every procedure is performed by a licensed registered nurse.",
        },
        {
          icon: "home",
          title: "No trips to the clinic",
          description: "Your loved one stays comfortable at home, which matters most for people who are frail or find travel hard.",
        },
        {
          icon: "clipboard-list",
          title: "Following the doctor's plan",
          // AIC, "Centre-based Nursing": medication and procedures such as an enema are given as ordered by a doctor.
          description:
            "We work from the doctor's instructions and the hospital discharge plan, and ask the doctor when something is unclear.",
        },
        {
          icon: "message-circle",
          title: "Clear updates",
          description: "After each visit the nurse tells you what was done and what to watch for, in plain words.",
        },
      ],
    },
    {
      kind: "cards",
      id: "core-services",
      title: "Our Core Nursing Services",
      intro: "The nursing care families ask us for most often.",
      columns: 3,
      cards: [
        {
          icon: "pill",
          title: "Medication Administration",
          description: "Medicines given safely and on time, exactly as the doctor prescribed.",
          items: [
            "Giving medicines as prescribed",
            "Injections, including insulin",
            "Setting up a weekly pill organiser",
            "Checking medicines against the doctor's latest list",
            "Watching for side effects and telling the doctor",
            "A written record of every dose",
          ],
        },
        {
          icon: "hand-heart",
          title: "Wound Care",
          description: "Clean, careful dressing of wounds, with a close eye on how they are healing.",
          items: [
            "Cleaning and dressing wounds",
            "Care of wounds after an operation",
            "Pressure injury (bedsore) care",
            "Diabetic foot wound care",
            "Watching for signs of infection",
            "Advice on skin care and changing position",
          ],
        },
        {
          icon: "activity",
          title: "Vital Signs Monitoring",
          description: "Regular health checks, written down and shared with the family and doctor.",
          items: [
            "Blood pressure",
            "Pulse (heart rate)",
            "Temperature",
            "Breathing rate",
            "Oxygen level, with a small finger clip",
            "Blood sugar",
          ],
        },
      ],
    },
    {
      kind: "checklist",
      id: "specialised-procedures",
      title: "Specialised Procedures",
      intro: "Our licensed registered nurses can also carry out these procedures at home, when the doctor orders them:",
      items: [
        "Nasogastric (NG) tube insertion and change",
        "Tube feeding through an NG or PEG tube",
        "PEG tube care and dressing",
        "Urinary catheter care and change",
        "Stoma care (colostomy and ileostomy)",
        "Tracheostomy care and dressing",
        "Suctioning to clear the airway",
        "Nephrostomy tube care and dressing",
        "Removing stitches and staples",
        "Taking blood for laboratory tests",
        "Bowel care, such as an enema",
        "Help with oxygen therapy at home. No smoking near the oxygen, and keep it away from gas stoves, candles and joss sticks",
      ],
    },
    {
      kind: "details",
      id: "conditions",
      title: "Conditions We Care For",
      intro: "Our nurses support people in three main situations.",
      columns: 3,
      cards: [
        {
          icon: "hospital",
          title: "Post-Surgical Care",
          description: "Nursing in the days and weeks after an operation, so recovery at home goes smoothly.",
          lists: [
            {
              title: "How we help",
              items: [
                "Wound and dressing care",
                "Removing stitches and staples",
                "Checking pain and comfort",
                "Watching for signs of infection",
                "Medicines after discharge",
              ],
            },
          ],
        },
        {
          icon: "stethoscope",
          title: "Chronic Disease Management",
          description: "Steady nursing support for long-term conditions, working with your loved one's doctor.",
          lists: [
            {
              title: "How we help",
              items: [
                "Diabetes: blood sugar checks and insulin",
                "Heart conditions and high blood pressure: regular checks",
                "COPD: breathing checks and help with prescribed oxygen. No smoking near the oxygen, and keep it away from gas stoves, candles and joss sticks",
                "Nephrostomy (kidney drainage) tube care",
                "Medicines given and recorded",
              ],
            },
          ],
        },
        {
          icon: "heart-handshake",
          title: "Complex Care Needs",
          description: "Skilled care for people with several needs at once, or who are mostly in bed.",
          lists: [
            {
              title: "How we help",
              items: [
                "Tube feeding and tube care",
                "Tracheostomy care and suctioning",
                "Catheter and stoma care",
                "Pressure injury care for people in bed",
                "Comfort care alongside the palliative care team",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say",
      items: [
        {
          name: "L.C.",
          role: "Daughter of a client",
          content:
            "The nurse comes to change Mum's feeding tube at home, so we no longer need to arrange transport to the clinic. She explains everything to us clearly.",
          rating: 5,
          sample: true,
        },
        {
          name: "H.M.",
          role: "Husband of a client",
          content:
            "After my wife's operation, the nurse dressed her wound and checked on her every few days. We always knew what to look out for.",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "process",
      title: "Our Nursing Process",
      steps: [
        {
          title: "Tell us what is needed",
          description: "Call us or message us on WhatsApp. Please have the doctor's memo or hospital discharge summary ready if you can.",
        },
        {
          title: "Nurse assessment at home",
          description: "A registered nurse visits, checks your loved one's condition and reviews the doctor's instructions.",
        },
        {
          title: "A clear care plan",
          description: "We agree with you which procedures are needed, how often the nurse will come, and who to call with questions.",
        },
        {
          title: "Nursing visits and updates",
          description: "The nurse carries out the care at each visit, records it, and keeps you and the doctor informed.",
        },
      ],
    },
  ],
  cta: {
    title: "Arrange a nursing visit",
    text: "Tell us what your loved one needs and we will plan nursing care at home. The consultation is free.",
    actions: [{ kind: "consultation", label: "Schedule Nursing Visit" }, callUs],
  },
} satisfies ServicePage;
