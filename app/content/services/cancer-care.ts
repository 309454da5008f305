/**
 * /services/cancer-care: incidence statistics, screening guidelines, treatments and 4 services,
 * then a testimonial and a closing call to action. The case count and the screening schedule are
 * the product's fixed figures, copied exactly; the screening rows add only who decides and where
 * the schedule ends.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation, lastReview } from "./actions";
// Sources:
// - Singapore Cancer Registry Annual Report 2019 (National Registry of Diseases Office): 78,204
//   cancer cases diagnosed in Singapore in 2015-2019 (the product's figure).
// - MOH, Principal Causes of Death: cancer is one of the main causes of death in Singapore.
// - HPB, Screen for Life (HealthHub): national screening advice covers colorectal, breast and cervical
//   cancer.
// - WHO, "Cancer" fact sheet: many cancers can be cured if found early and treated well; treatment
//   includes surgery, medicines and radiotherapy.
// - National Cancer Centre Singapore, patient information on treatments and their common side effects.
//
// Screening, checked on 23 November 2026:
// - MOH Primary Care Pages, Healthier SG care protocol "Cancer screening", last updated 19 December 2023
//   (https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening):
//   mammograms every 2 years for women aged 50-69; women aged 40-49, and those 70 and over, may be
//   offered screening based on their own risk, so at 40-49 it is a decision to make with a doctor.
//   Screening outside the listed ages is decided case by case, which is why the note sends people
//   aged 75 and over to their doctor rather than giving a stopping age.
// - Cervical screening: Pap test every 3 years at 25-29, then an HPV test every 5 years from 30 to 69,
//   under the National Cervical Cancer Screening Programme (HealthHub,
//   https://www.healthhub.sg/programmes/157/cervical-cancer-screening). The upper age of 69 was
//   confirmed in two summaries of the national advice: SMG Women's Health, "Cervical cancer
//   screening" (https://smgwomenshealth.sg/our-services/cervical-cancer-screening/), and Dr Loh's
//   summary of the Screening Test Review Committee's report
//   (https://drlohmedicalblog.com/2026/03/21/cervical-cancer-screening).
// - For mammograms every 2 years the MOH care protocol gives ages 50-69, the product's figure too. No
//   Singapore source found gives 74 as the upper age, so the table keeps 50-69.
// - American Family Physician, "Cancer Screening in Older Patients" (2016,
//   http://www.aafp.org/afp/2016/0415/p659.html): in older people, whether screening still helps
//   depends on health and life expectancy, not on age alone.

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
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  sections: [
    {
      kind: "stats",
      title: "Cancer in Singapore",
      // MOH, Principal Causes of Death: cancer is one of the main causes of death in Singapore.
      intro: "Cancer touches many families here, and it is one of the main causes of death in Singapore. You are not alone in facing it.",
      stats: [
        {
          // Singapore Cancer Registry Annual Report 2019; the product's figure.
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
      // The product's schedule, with the MOH care protocol's shared decision at 40-49 and the
      // national cervical programme's upper age of 69 (see the sources above).
      rows: [
        [
          "Colorectal (bowel) cancer",
          "Men and women from age 50",
          "Faecal test (a simple stool test) every year, or colonoscopy every 10 years, or CT colonography every 5 years",
        ],
        [
          "Breast cancer",
          "Women from age 40",
          "Mammogram every year at ages 40-49, after talking it through with a doctor, then every 2 years at ages 50-69",
        ],
        ["Cervical cancer", "Women from age 25", "Pap test every 3 years at ages 25-29, then HPV test every 5 years from age 30 to 69"],
      ],
      note: "If cancer runs in your family or you have symptoms, your doctor may advise a different plan. From age 75, a doctor can advise whether screening still helps. Ask your family doctor or polyclinic which tests suit you.",
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
          description: "Newer medicines that act on features of the cancer cells, or help the body's own immune system fight the cancer.",
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
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "Singapore Cancer Registry, National Registry of Diseases Office", url: "https://www.nrdo.gov.sg/" },
      {
        name: "MOH Primary Care Pages: cancer screening care protocol",
        url: "https://www.primarycarepages.sg/healthier-sg/care-protocols/preventive-health-care-protocols/cancer-screening",
      },
      { name: "National Cancer Centre Singapore", url: "https://www.nccs.com.sg/" },
      { name: "World Health Organization: Cancer fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/cancer" },
    ],
  },
} satisfies ServicePage;
