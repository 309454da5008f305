/**
 * /services/cancer-care (SPEC.md section 2, "Service detail pages"): incidence statistics,
 * screening guidelines, treatments and 4 services, then a testimonial and a closing call to action.
 * The case count and the screening schedule are the spec's figures (section 9), copied exactly.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation, lastReview } from "./actions";
// Sources:
// - Singapore Cancer Registry Annual Report 2019 (National Registry of Diseases Office): 78,204
//   cancer cases diagnosed in Singapore in 2015-2019 (also SPEC.md section 9).
// - MOH, Principal Causes of Death: cancer is one of the main causes of death in Singapore.
// - HPB, Screen for Life (HealthHub): national screening advice covers colorectal, breast and cervical
//   cancer; schedule exactly as SPEC.md section 9.
// - WHO, "Cancer" fact sheet: many cancers can be cured if found early and treated well; treatment
//   includes surgery, medicines and radiotherapy.
// - National Cancer Centre Singapore, patient information on treatments and their common side effects.

export const cancerCare = {
  slug: "cancer-care",
  name: "Cancer Care",
  meta: {
    title: "Cancer Care at Home in Singapore",
    description:
      "Caring support at home during and after cancer treatment, with plain facts on cancer in Singapore, screening and common treatments.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Specialised care",
    title: "Cancer Care at Home",
    intro: [
      "A cancer diagnosis changes daily life for the whole family. Treatment can be tiring, and there are many appointments to keep.",
      "Our caregivers help with comfort, meals, daily care and trips to the hospital, following the advice of your loved one's cancer care team.",
    ],
    actions: [
      freeCareConsultation,
      chatOnWhatsApp,
    ],
  },
  sections: [
    {
      kind: "stats",
      title: "Cancer in Singapore",
      // MOH, Principal Causes of Death: cancer is one of the main causes of death in Singapore.
      intro:
        "Cancer touches many families here, and it is one of the main causes of death in Singapore. You are not alone in facing it.",
      stats: [
        {
          // Singapore Cancer Registry Annual Report 2019; the spec's figure (SPEC.md section 9).
          number: "78,204",
          label: "cancer cases diagnosed in Singapore from 2015 to 2019",
          source: "Singapore Cancer Registry",
        },
        {
          // HPB Screen for Life: national screening advice for colorectal, breast and cervical cancer.
          number: "3",
          label: "cancers with national screening advice: colorectal, breast and cervical",
          source: "Health Promotion Board",
        },
      ],
    },
    {
      kind: "prose",
      title: "Why finding cancer early matters",
      paragraphs: [
        // WHO, "Cancer" fact sheet: many cancers have a high chance of cure if found early and treated well.
        "Many cancers can be treated more successfully when they are found early. Screening tests look for cancer, or changes that could become cancer, before there are any signs.",
        "Screening is for people who feel well. If you notice a change in your body that worries you, do not wait for your next screening: see a doctor.",
      ],
    },
    {
      kind: "table",
      title: "Cancer screening guidelines",
      intro: "These are the screening tests advised in Singapore for adults at average risk.",
      caption: "Cancer screening in Singapore: who should be screened, from what age, and how often",
      columns: ["Cancer", "Who and from what age", "Screening test and how often"],
      // Schedule exactly as SPEC.md section 9 (HPB Screen for Life).
      rows: [
        [
          "Colorectal (bowel) cancer",
          "Men and women from age 50",
          "Faecal test (a simple stool test) every year, or colonoscopy every 10 years, or CT colonography every 5 years",
        ],
        ["Breast cancer", "Women from age 40", "Mammogram every year at ages 40-49, then every 2 years at ages 50-69"],
        ["Cervical cancer", "Women from age 25", "Pap test every 3 years at ages 25-29, then HPV test every 5 years from age 30"],
      ],
      note: "If cancer runs in your family or you have symptoms, your doctor may advise a different plan. Ask your family doctor or polyclinic which tests suit you.",
    },
    {
      kind: "cards",
      title: "Common cancer treatments",
      intro:
        "Your loved one's doctors will explain which treatments suit their cancer. Here is a plain guide to the main types, and how we can help at home.",
      columns: 3,
      // WHO "Cancer" fact sheet and National Cancer Centre Singapore patient information.
      cards: [
        {
          icon: "hospital",
          title: "Surgery",
          description: "An operation to remove the cancer and sometimes some nearby tissue.",
          items: ["Help moving safely while healing", "Rest, meals and personal care", "Rides to follow-up visits"],
        },
        {
          icon: "pill",
          title: "Chemotherapy",
          description:
            "Medicines that kill cancer cells or stop them growing, given through a drip or as tablets. Tiredness, nausea and a higher risk of infection are common side effects.",
          items: ["Company on treatment days", "Gentle meals when appetite is low", "Noting side effects for the care team"],
        },
        {
          icon: "sun",
          title: "Radiotherapy",
          description:
            "Carefully aimed, high-energy rays that destroy cancer cells in one part of the body. Many people feel tired during a course of treatment.",
          items: ["Escort to treatment sessions", "Help with tasks at home on tiring days"],
        },
        {
          icon: "shield-check",
          title: "Targeted therapy and immunotherapy",
          description:
            "Newer medicines that act on features of the cancer cells, or help the body's own immune system fight the cancer.",
          items: ["Reminders to take medicines on time", "Watching for changes and telling the family"],
        },
        {
          icon: "activity",
          title: "Hormone therapy",
          description: "Treatment that blocks the hormones some cancers need to grow, such as some breast and prostate cancers.",
          items: ["Support with daily routines", "Encouragement to stay gently active"],
        },
      ],
    },
    {
      kind: "cards",
      title: "Our cancer care services",
      intro: "Practical, caring help at home, planned around your loved one's treatment.",
      columns: 4,
      cards: [
        {
          icon: "hand-heart",
          title: "Daily care and comfort",
          description: "Gentle help with bathing, dressing, toileting and moving around, especially on hard days after treatment.",
        },
        {
          icon: "hospital",
          title: "Escort to appointments",
          description: "A caregiver goes with your loved one to treatment, tests and check-ups, and updates the family afterwards.",
        },
        {
          icon: "utensils",
          title: "Meals and nutrition",
          description: "Simple, appealing meals that follow the care team's advice, with help to eat and drink enough.",
        },
        {
          icon: "heart-handshake",
          title: "Emotional support",
          description: "Calm company and a listening ear for your loved one, and a chance for family carers to rest.",
        },
      ],
    },
    {
      kind: "testimonials",
      title: "What families say",
      items: [
        {
          name: "R.K.",
          role: "Son of a client",
          content:
            "During my mother's chemotherapy, her caregiver was patient and gentle. She made sure Mum ate a little, kept her company at the hospital and told us how each day went.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Let us help you through treatment",
    text: "Tell us what your loved one needs, and we will plan care that fits around their treatment. The consultation is free.",
    actions: [
      freeCareConsultation,
      chatOnWhatsApp,
    ],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "Singapore Cancer Registry, National Registry of Diseases Office", url: "https://www.nrdo.gov.sg/" },
      { name: "Screen for Life, HealthHub (Health Promotion Board)", url: "https://www.healthhub.sg/" },
      { name: "National Cancer Centre Singapore", url: "https://www.nccs.com.sg/" },
      { name: "World Health Organization: Cancer fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/cancer" },
    ],
  },
} satisfies ServicePage;
