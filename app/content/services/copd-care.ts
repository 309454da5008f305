/**
 * /services/copd-care: no shared header or footer, 3 facts, 4 stages with management lists,
 * 3 breathing techniques with numbered steps, 6 services and a 3-step journey (Assessment, Care
 * Planning, Ongoing Support).
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, lastReview, viewAllServices } from "./actions";

// Sources: World Health Organization, "Chronic obstructive pulmonary disease (COPD)" fact sheet
// (what COPD is, its main symptoms, that it is diagnosed with spirometry, that it cannot be cured but
// can be treated with medicines, oxygen and pulmonary rehabilitation, and that stopping smoking and
// vaccines against infections help). Stage names, the 120,000 figure and the pursed-lip counts are
// the product's own fixed figures.
//
// Home oxygen fire safety, checked on 23 November 2026. Oxygen makes anything that catches fire burn
// faster, so every mention of oxygen at home carries the same advice: no smoking, and keep the oxygen
// away from open flames. European Respiratory Society, Breathe, table "Hazards for home oxygen usage"
// (https://breathe.ersjournals.com/highwire/markup/11257/expansion): tobacco smoking, naked gas
// flames when cooking, candles and other burning substances. Lancashire Fire and Rescue Service,
// "Oxygen therapy" (https://www.lancsfirerescue.org.uk/safety/safety-advice/oxygen-therapy/): do not
// smoke near the oxygen; no naked flames, including gas cookers, nearby. Gas stoves, candles and joss
// sticks are the open flames most Singapore homes have. The safe distance differs between sources, so
// no distance is given; the oxygen supplier's instructions apply.
export const copdCare = {
  slug: "copd-care",
  name: "COPD Care",
  meta: {
    title: "COPD Care at Home in Singapore",
    description:
      "Home support for people living with COPD: breathing techniques, medicine reminders, daily help and a plan made around the doctor's advice.",
  },
  theme: "default",
  sharedFrame: false,
  backLink: { label: "Back to Services", to: "/services" },
  hero: {
    eyebrow: "Specialised care",
    title: "COPD Care at Home",
    intro: [
      "Living with COPD can make simple things, like walking to the kitchen or getting dressed, feel tiring. You do not have to manage it alone.",
      "Our caregivers help with breathing exercises, medicines and daily tasks, following the plan your doctor has made.",
    ],
    actions: [getCareConsultation, chatOnWhatsApp],
    points: ["Free, no-obligation consultation", "Care that follows your doctor's plan", "Support for the whole family"],
  },
  sections: [
    {
      kind: "details",
      id: "understanding-copd",
      title: "Understanding COPD",
      intro: "COPD stands for chronic obstructive pulmonary disease. It is a long-term lung condition that makes it hard to breathe.",
      columns: 3,
      cards: [
        {
          icon: "users",
          // The product's figure. It comes with no place or year, so none is added.
          title: "Many families face it",
          figure: "Over 120,000",
          description: "COPD affects over 120,000 people. If someone you love has it, you are not alone, and help is available.",
        },
        {
          icon: "wind",
          // WHO COPD fact sheet: airflow is limited; common symptoms are breathlessness, a long-lasting cough and phlegm.
          title: "It narrows the airways",
          description:
            "Air cannot flow in and out of the lungs easily. Common signs are feeling short of breath, a cough that does not go away, and phlegm.",
        },
        {
          icon: "shield-check",
          // WHO COPD fact sheet: not curable, but symptoms can improve with treatment, not smoking and vaccines.
          title: "It can be managed",
          description:
            "COPD cannot be cured. But medicines, not smoking, staying active and avoiding chest infections can help people breathe easier and feel better.",
        },
      ],
    },
    {
      kind: "details",
      id: "copd-stages",
      title: "The Four Stages of COPD",
      // WHO COPD fact sheet: spirometry (a breathing test) is used to diagnose COPD. Stage names: the product's.
      intro:
        "Doctors often describe COPD in four stages, using a simple breathing test called spirometry. Your doctor will tell you which stage applies. This is general information only.",
      columns: 2,
      cards: [
        {
          figure: "Stage 1",
          title: "Mild",
          description:
            "Breathing is a little harder than usual, and there may be a cough with phlegm. Many people do not notice yet, or think it is just getting older.",
          lists: [
            {
              title: "Management",
              items: [
                "Stop smoking, with support if needed",
                "Stay active every day",
                "Take medicines as the doctor prescribes",
                "Ask the doctor which vaccines are right for you",
              ],
            },
          ],
        },
        {
          figure: "Stage 2",
          title: "Moderate",
          description:
            "Breathlessness comes with everyday activities, such as walking quickly or climbing stairs. This is often when people first see a doctor about it.",
          lists: [
            {
              title: "Management",
              items: [
                "Learn and practise breathing techniques",
                "Use inhalers the right way, every time",
                "Ask the doctor about pulmonary rehabilitation (a guided exercise and breathing programme)",
                "Pace daily tasks and rest in between",
              ],
            },
          ],
        },
        {
          figure: "Stage 3",
          title: "Severe",
          description:
            "Breathlessness gets worse and daily tasks become tiring. Flare-ups, when symptoms suddenly get worse, may happen more often.",
          lists: [
            {
              title: "Management",
              items: [
                "Follow a written flare-up plan from the doctor",
                "Get help with bathing, dressing and housework",
                "Keep regular check-ups with the doctor",
                "Seek medical help early when symptoms get worse",
              ],
            },
          ],
        },
        {
          figure: "Stage 4",
          title: "Very Severe",
          description:
            "Breathing is hard even at rest, and flare-ups can be serious and may need hospital care. More support is needed day to day.",
          lists: [
            {
              title: "Management",
              items: [
                "Use oxygen at home if the doctor prescribes it. No smoking near the oxygen, and keep it away from gas stoves, candles and joss sticks",
                "Have support at home through the day and night",
                "Talk with the doctor about comfort-focused (palliative) care",
                "Make sure family caregivers get support and rest too",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "details",
      id: "breathing-techniques",
      title: "Breathing Techniques That Can Help",
      intro:
        "Ask your doctor or a physiotherapist to show you these first. Stop and rest if you feel dizzy. If breathlessness is severe or does not settle, get medical help straight away.",
      columns: 3,
      cards: [
        {
          icon: "wind",
          title: "Pursed-Lip Breathing",
          description: "Slows your breathing down and can ease breathlessness, for example on the stairs.",
          lists: [
            {
              title: "Steps",
              ordered: true,
              // The product's counts: in for 2 counts, out for 4 counts.
              items: [
                "Sit up comfortably and let your shoulders relax.",
                "Breathe in slowly through your nose for 2 counts, with your mouth closed.",
                "Bring your lips together loosely, as if you were about to whistle.",
                "Breathe out gently through pursed lips for 4 counts.",
                "Repeat until your breathing feels calmer.",
              ],
            },
          ],
        },
        {
          icon: "activity",
          title: "Belly Breathing",
          description: "Also called diaphragmatic breathing. It helps you use the large breathing muscle under your lungs.",
          lists: [
            {
              title: "Steps",
              ordered: true,
              items: [
                "Sit or lie down comfortably, with your knees bent.",
                "Rest one hand on your chest and the other on your tummy.",
                "Breathe in slowly through your nose, so your tummy rises and your chest stays fairly still.",
                "Breathe out slowly through pursed lips, and feel your tummy fall.",
                "Do a few breaths at a time, and rest whenever you need to.",
              ],
            },
          ],
        },
        {
          icon: "smile",
          title: "Huff Coughing",
          description: "A gentler way to clear phlegm from the chest. It is less tiring than a hard cough.",
          lists: [
            {
              title: "Steps",
              ordered: true,
              items: [
                "Sit upright with both feet flat on the floor.",
                "Take a slow breath in, a little deeper than usual.",
                "Keep your mouth open and breathe out firmly, as if you were fogging up a mirror.",
                "Do this once or twice more, then take a few relaxed breaths.",
                "Cough gently to clear any phlegm that has loosened.",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "copd-services",
      title: "Our COPD Care Services",
      intro: "Practical help at home, planned around your loved one's needs and their doctor's advice.",
      columns: 3,
      cards: [
        {
          icon: "wind",
          title: "Breathing Exercise Support",
          description: "We practise the breathing techniques your doctor or physiotherapist has taught, gently and at your pace.",
        },
        {
          icon: "pill",
          title: "Medicine and Inhaler Reminders",
          description: "Reminders to take medicines on time, and help to use inhalers the way the doctor has shown.",
        },
        {
          icon: "stethoscope",
          title: "Oxygen Equipment Help",
          description:
            "For people with oxygen prescribed by their doctor, we help them use the equipment safely and as instructed. No smoking near the oxygen, and keep it away from gas stoves, candles and joss sticks.",
        },
        {
          icon: "hand-heart",
          title: "Daily Living Support",
          description: "Help with bathing, dressing, meals and housework, so energy is saved for the things that matter most.",
        },
        {
          icon: "eye",
          title: "Watching for Flare-ups",
          description: "We notice early signs that breathing is getting worse, follow the doctor's plan and keep the family informed.",
        },
        {
          icon: "hospital",
          title: "Escort to Appointments",
          description: "A caregiver goes with your loved one to clinic visits and rehabilitation sessions, and notes what the doctor says.",
        },
      ],
    },
    {
      kind: "steps",
      id: "copd-care-journey",
      title: "How We Start",
      steps: [
        {
          title: "Assessment",
          description: "We visit to learn about your loved one's breathing, daily routine, home and the doctor's instructions.",
        },
        {
          title: "Care Planning",
          description: "Together we agree a care plan: what help is needed, when, and what to do if symptoms get worse.",
        },
        {
          title: "Ongoing Support",
          description: "Our caregivers give steady support, and we review the plan with you as needs change.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "copd-testimonials",
      title: "What Families Say",
      items: [
        {
          name: "L. H.",
          role: "Son of a client",
          content:
            "My father used to get anxious when he was out of breath. The caregiver practises his breathing with him every morning, and he feels calmer and more in control.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Talk to us about COPD care",
    text: "Tell us about your loved one. We will listen, answer your questions and suggest support that fits. The consultation is free.",
    actions: [getFreeConsultation, viewAllServices],
  },
  review: {
    ...lastReview,
    sources: [
      {
        name: "World Health Organization: Chronic obstructive pulmonary disease (COPD) fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/chronic-obstructive-pulmonary-disease-(copd)",
      },
      { name: "HealthHub Singapore", url: "https://www.healthhub.sg" },
    ],
  },
} satisfies ServicePage;
