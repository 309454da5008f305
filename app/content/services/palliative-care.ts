/**
 * /services/palliative-care: purple theme; Understanding (3 facts), Conditions We Support (4, each
 * with a share figure and approach), Specialized Care Approaches (3), 6 service cards, 4 care
 * settings and a 3-step journey.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, lastReview, viewAllServices } from "./actions";

// Sources: World Health Organization, "Palliative care" fact sheet: what palliative care is (it
// improves quality of life for patients and families facing life-threatening illness, easing pain and
// physical, psychosocial and spiritual problems), that it helps most when started early alongside other
// treatment, that it supports families including in bereavement, and the shares of adults in need of
// palliative care by condition (cardiovascular 38.5%, cancer 34%, chronic respiratory 10.3%; the
// product's figures, copied exactly), with kidney failure, dementia and other neurological diseases
// among the other conditions that need it (WHO names dementia, Parkinson's disease and multiple
// sclerosis). Checked on 23 November 2026 against a copy of the fact sheet at
// https://communitymedicine4all.com/2017/08/07/who-reviews-fact-sheet-on-palliative-care-7-august-2017/:
// the shares and the list of other conditions match; the WHO gives no share for neurological
// conditions, so that card's figure is not a percentage and the intro speaks of percentages only.
// Agency for Integrated Care (AIC): the palliative care settings in Singapore (home, day hospice,
// inpatient hospice, and hospital palliative care teams).
// Home oxygen fire safety (no smoking; no gas stoves, candles or joss sticks near the oxygen): the
// sources are named in the COPD page's module, copd-care.ts.
export const palliativeCare = {
  slug: "palliative-care",
  name: "Palliative Care",
  meta: {
    title: "Palliative Care at Home in Singapore",
    description:
      "Comfort-focused care at home for people with a serious illness, and support for their families, working alongside the doctor and palliative team.",
  },
  theme: "purple",
  sharedFrame: true,
  backLink: { label: "Back to Services", to: "/services" },
  hero: {
    eyebrow: "Specialised care",
    title: "Palliative Care Services",
    intro: [
      "When someone you love has a serious illness, comfort and dignity matter most. Palliative care focuses on easing pain and other symptoms, and on what is important to the person.",
      "Our caregivers support your loved one at home and stand beside your family, working alongside their doctor and palliative care team.",
    ],
    actions: [getCareConsultation, chatOnWhatsApp],
    points: ["Free, no-obligation consultation", "Comfort and dignity first", "Support for the whole family"],
  },
  sections: [
    {
      kind: "cards",
      id: "understanding-palliative-care",
      title: "Understanding Palliative Care",
      intro: "Palliative care is about living as well as possible, for as long as possible.",
      columns: 3,
      cards: [
        {
          icon: "flower",
          // WHO palliative care fact sheet: improves quality of life of patients and families facing life-threatening illness.
          title: "It is about quality of life",
          description:
            "Palliative care eases pain and other symptoms of a serious illness, so the person can feel more comfortable and enjoy each day as much as they can.",
        },
        {
          icon: "calendar",
          // WHO palliative care fact sheet: most effective when started early, alongside other treatment.
          title: "It is not only for the last days",
          description:
            "It can start early in a serious illness, alongside treatment such as chemotherapy or radiotherapy. It is not only for the end of life.",
        },
        {
          icon: "users",
          // WHO palliative care fact sheet: physical, psychosocial and spiritual care; supports the family, including in bereavement.
          title: "It cares for the whole family",
          description:
            "It looks after the body, the mind and the spirit, and supports family members too, including after their loved one has passed away.",
        },
      ],
    },
    {
      kind: "details",
      id: "palliative-conditions",
      title: "Conditions We Support",
      // Shares: the product's figures, copied exactly; WHO palliative care fact sheet gives them as shares of adults
      // worldwide in need of palliative care. WHO gives no single figure for neurological conditions.
      intro:
        "Palliative care helps people with many kinds of serious illness. The percentage on a card is that illness's share of adults worldwide who need palliative care, as the World Health Organization reports it.",
      columns: 2,
      cards: [
        {
          icon: "ribbon",
          title: "Cancer",
          figure: "34%",
          description:
            "Cancer and its treatment can bring pain, tiredness, poor appetite and worry. Good symptom care helps people feel more like themselves.",
          note: {
            label: "Our approach",
            text: "Gentle daily care, help with comfort and meals, and close contact with the oncology or palliative team.",
          },
        },
        {
          icon: "activity",
          title: "Cardiovascular Disease",
          figure: "38.5%",
          description:
            "Advanced heart failure and other heart and blood vessel diseases can cause breathlessness, swelling and deep tiredness.",
          note: {
            label: "Our approach",
            text: "Pacing daily tasks, comfortable positions for breathing and rest, and noticing changes to report to the doctor.",
          },
        },
        {
          icon: "wind",
          title: "Chronic Respiratory Disease",
          figure: "10.3%",
          description: "Long-term lung conditions such as advanced COPD can make breathing hard, even at rest, and can be frightening.",
          note: {
            label: "Our approach",
            text: "Calm support during breathless moments, energy-saving routines, and help with inhalers and prescribed oxygen. No smoking near the oxygen, and keep it away from gas stoves, candles and joss sticks.",
          },
        },
        {
          icon: "brain",
          title: "Neurological Conditions",
          figure: "Various",
          description:
            "Conditions such as advanced dementia, Parkinson's disease or multiple sclerosis can affect movement, speech, swallowing and memory. They vary widely, so no single figure is given.",
          note: {
            label: "Our approach",
            text: "Patient, familiar routines, safe help with moving and eating, and support for family members.",
          },
        },
      ],
    },
    {
      kind: "details",
      id: "palliative-approaches",
      title: "Specialized Care Approaches",
      intro: "Each illness brings its own needs. We shape our care around them, guided by the medical team.",
      columns: 3,
      cards: [
        {
          icon: "ribbon",
          title: "Palliative Care for Cancer",
          description: "Comfort and support during treatment, or when treatment is no longer aimed at a cure.",
          lists: [
            {
              title: "How we help",
              items: [
                "Comfort care for pain, tiredness and nausea, as the doctor advises",
                "Small, appealing meals and drinks",
                "Company and reassurance on difficult days",
              ],
            },
          ],
        },
        {
          icon: "droplet",
          title: "Palliative Care for Kidney Failure",
          description:
            "Support for people with kidney failure, whether they are on dialysis or have decided with their doctors not to have it.",
          lists: [
            {
              title: "How we help",
              items: [
                "Following the fluid and diet advice from the kidney team",
                "Gentle skin care, rest and comfort",
                "Escort to dialysis or clinic visits",
              ],
            },
          ],
        },
        {
          icon: "flower",
          title: "End-of-Life Care",
          description: "Peaceful, dignified care in the last stage of life, in the place your loved one prefers, as far as possible.",
          lists: [
            {
              title: "How we help",
              items: [
                "Gentle personal care, mouth care and turning",
                "A calm, quiet presence for your loved one and family",
                "Respect for cultural and religious wishes",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "palliative-services",
      title: "Our Palliative Care Services",
      intro: "Practical, caring help at home, working alongside your loved one's doctor and palliative team.",
      columns: 3,
      cards: [
        {
          icon: "hand-heart",
          title: "Comfort and Symptom Care",
          description:
            "We help ease discomfort by following the palliative team's plan, and tell them quickly about new or worsening symptoms.",
        },
        {
          icon: "smile",
          title: "Personal Care with Dignity",
          description: "Gentle help with bathing, dressing, toileting and turning, always with privacy and respect.",
        },
        {
          icon: "pill",
          title: "Medication Support",
          description: "Reminders and help to take medicines exactly as prescribed, with a clear record for the family and doctor.",
        },
        {
          icon: "heart-handshake",
          title: "Emotional and Spiritual Support",
          description: "Time to talk, listen, pray, reminisce or simply sit together, in the way your loved one wishes.",
        },
        {
          icon: "users",
          title: "Family and Caregiver Support",
          description: "Respite for family caregivers, and a steady presence to lean on through a hard time.",
        },
        {
          icon: "stethoscope",
          title: "Coordination with Medical Teams",
          description: "We keep in touch with doctors, nurses and hospice teams, and escort your loved one to appointments.",
        },
      ],
    },
    {
      kind: "cards",
      id: "palliative-settings",
      title: "Where Palliative Care Is Given",
      // AIC: palliative care in Singapore is given at home, in day hospices, in inpatient hospices and by hospital teams.
      intro:
        "In Singapore, palliative care is given in several places. Your doctor or hospital team can advise which setting suits your loved one, and help with a referral. We provide care at home and work alongside these services.",
      columns: 4,
      cards: [
        {
          icon: "home",
          title: "Home Palliative Care",
          description: "A palliative team visits the person at home, so they can stay in familiar surroundings with family close by.",
        },
        {
          icon: "sun",
          title: "Palliative Day Care",
          description: "The person spends the day at a day hospice centre for care, activities and company, and goes home in the evening.",
        },
        {
          icon: "building",
          title: "Inpatient Hospice",
          description: "A stay in a hospice ward when symptoms are hard to manage at home, or for care at the end of life.",
        },
        {
          icon: "hospital",
          title: "Consultative Palliative Care",
          description: "A hospital palliative care team advises the patient, family and other doctors during a hospital stay.",
        },
      ],
    },
    {
      kind: "steps",
      id: "palliative-care-journey",
      title: "How We Start",
      steps: [
        {
          title: "Listening",
          description: "We meet you and your loved one to understand their illness, their wishes and what matters most to them.",
        },
        {
          title: "Care Plan",
          description: "Together, and in line with the doctor's and palliative team's advice, we agree the help needed and when.",
        },
        {
          title: "Ongoing Support",
          description: "Our caregivers give steady, gentle care, and we adjust the plan with you as needs change.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "palliative-testimonials",
      title: "What Families Say",
      items: [
        {
          name: "W. L.",
          role: "Wife of a client",
          content:
            "In his last months my husband wanted to be at home. The caregiver was gentle with him and patient with all of us. We were able to spend that time together as a family.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "We are here when you need us",
    text: "Talk to us about your loved one's needs and wishes. We will listen, answer your questions and suggest support that fits. The consultation is free.",
    actions: [getFreeConsultation, viewAllServices],
  },
  review: {
    ...lastReview,
    sources: [
      {
        name: "World Health Organization: Palliative care fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/palliative-care",
      },
      { name: "Agency for Integrated Care (AIC)", url: "https://www.aic.sg" },
    ],
  },
} satisfies ServicePage;
