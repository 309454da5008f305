/**
 * /services/diabetes-care: green theme; Understanding Diabetes (4 types), Health Impact &
 * Complications (4), Diagnosis & Monitoring (3 tests with the product's fixed ranges), Prevention &
 * Management Strategies (4 groups), 6 service cards and a 3-step journey.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, lastReview, viewAllServices } from "./actions";

// Sources: American Diabetes Association (ADA), diabetes.org: the types of diabetes, warning signs,
// what the A1C, fasting and oral glucose tolerance tests measure, signs of low blood sugar, sick-day
// plans. World Health Organization, "Diabetes" fact sheet: long-term harm to the heart, blood vessels,
// eyes, kidneys and nerves; avoiding tobacco and keeping a healthy weight. MOH Singapore, clinical
// practice guidelines on diabetes: local units (mmol/L). The diagnostic ranges and the 30-minute
// activity advice are the product's own fixed figures.
//
// Checked on 23 November 2026:
// - The plate. HealthHub (Health Promotion Board), Diabetes Hub, "Managing your condition"
//   (https://www.healthhub.sg/programmes/162/diabetes-hub/managing-condition): for diabetes, half the
//   plate vegetables, a quarter wholegrains, a quarter meat, tofu and others, and fruit as a separate
//   serving. HealthHub, "Healthy eating for managing diabetes"
//   (https://www.healthhub.sg/live-healthy/healthy-eating-for-managing-diabetes): all fruits are
//   carbohydrate foods. ADA, Diabetes Plate Method, read in ADA's Diabetes Forecast, "How to Create
//   Your Plate" (http://www.diabetesforecast.org/2015/adm/diabetes-plate-method/how-to-create-your-plate.html)
//   and in Healthwise's summary (https://www.uvmhealth.org/wellness-prevention/health-resources-tools/aa21357):
//   half non-starchy vegetables, a quarter protein, a quarter carbohydrate foods, fruit among them.
//   The general "half fruit and vegetables" plate is not diabetes advice, so it is not used here.
// - Strength and balance for older adults. Singapore Physical Activity Guidelines (Health Promotion
//   Board and Sport Singapore, 2022), as summarised by The Straits Times, "Key recommendations from
//   the Singapore Physical Activity Guidelines", 12 June 2022
//   (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines):
//   over 65, muscle-strengthening activities on two or more days a week, and activities that stress
//   strength and functional balance on at least three days. HealthHub, "Physical activity: a key to
//   healthy ageing" (https://www.healthhub.sg/live-healthy/physicalactivity_akeytohealthyageing_pdf):
//   aerobic, muscle-strengthening and balance activities, tai chi among the balance examples.
// - Units: milligrams per decilitre are written mg/dL, the ADA's and the clinical convention.
export const diabetesCare = {
  slug: "diabetes-care",
  name: "Diabetes Care",
  meta: {
    title: "Diabetes Care at Home in Singapore",
    description:
      "Home support for seniors with diabetes: blood sugar checks, medicine reminders, meal planning, foot care and gentle exercise, in line with the doctor's advice.",
  },
  theme: "green",
  sharedFrame: true,
  backLink: { label: "Back to Services", to: "/services" },
  hero: {
    eyebrow: "Specialised care",
    title: "Diabetes Care Services",
    intro: [
      "Diabetes means taking care every day: checking blood sugar, taking medicines, eating well and staying active. It can feel like a lot, for your loved one and for you.",
      "Our caregivers help with these daily routines at home, following the plan your loved one's doctor has made.",
    ],
    actions: [getCareConsultation, chatOnWhatsApp],
    points: ["Free, no-obligation consultation", "Care that follows your doctor's plan", "Support for the whole family"],
  },
  sections: [
    {
      kind: "details",
      id: "understanding-diabetes",
      title: "Understanding Diabetes",
      // ADA: diabetes is when blood sugar is too high, because the body makes too little insulin or cannot use it well.
      intro:
        "Diabetes means there is too much sugar (glucose) in the blood. This happens when the body does not make enough insulin, or cannot use it well. Insulin is the hormone that moves sugar from the blood into the body's cells for energy.",
      columns: 2,
      cards: [
        {
          icon: "droplet",
          title: "Type 1 Diabetes",
          // ADA: the immune system attacks the insulin-making cells; insulin is needed every day; it can start at any age.
          description: "The body's immune system attacks the cells that make insulin, so the body makes little or none.",
          lists: [
            {
              title: "Key characteristics",
              items: ["Insulin is needed every day", "Not caused by lifestyle", "Needs careful daily blood sugar checks"],
            },
            {
              title: "Common symptoms",
              // ADA, "Diabetes symptoms": warning signs.
              items: [
                "Feeling very thirsty",
                "Passing urine often",
                "Losing weight without trying",
                "Feeling very tired",
                "Blurred vision",
              ],
            },
          ],
          note: { label: "When it usually starts", text: "Often in children and young adults, but it can start at any age." },
        },
        {
          icon: "droplet",
          title: "Type 2 Diabetes",
          // ADA: the most common type; the body does not use insulin well (insulin resistance); symptoms are often mild.
          description: "The most common type. The body does not use insulin well, and over time may not make enough of it.",
          lists: [
            {
              title: "Key characteristics",
              items: [
                "More likely with age, extra weight, low activity or a family history",
                "Often managed with healthy eating, activity and medicines",
                "Some people also need insulin",
              ],
            },
            {
              title: "Common symptoms",
              items: [
                "Often mild, or none at all",
                "Feeling thirsty and passing urine often",
                "Cuts and sores that heal slowly",
                "Tingling or numbness in the hands or feet",
                "Feeling tired",
              ],
            },
          ],
          note: {
            label: "When it usually starts",
            text: "Usually in adults, and more often with age, though younger people can get it too.",
          },
        },
        {
          icon: "droplet",
          title: "Gestational Diabetes",
          // ADA: develops in pregnancy in women without diabetes before; usually goes after birth; raises later type 2 risk.
          description: "Diabetes that first appears during pregnancy. It usually goes away after the baby is born.",
          lists: [
            {
              title: "Key characteristics",
              items: [
                "Found with a blood sugar test during pregnancy",
                "Managed with the care team's advice on food, activity and sometimes medicine",
                "Raises the chance of type 2 diabetes later in life",
              ],
            },
            {
              title: "Common symptoms",
              items: ["Usually no clear symptoms", "This is why a blood sugar check during pregnancy matters"],
            },
          ],
          note: { label: "When it usually starts", text: "During pregnancy." },
        },
        {
          icon: "scale",
          title: "Prediabetes",
          // ADA: blood sugar higher than normal but not yet diabetes; healthy changes can delay or prevent type 2.
          description: "Blood sugar is higher than normal, but not high enough to be diabetes. It is a warning sign, and a chance to act.",
          lists: [
            {
              title: "Key characteristics",
              items: [
                "Raises the chance of type 2 diabetes",
                "Healthy eating and more activity can help delay or prevent type 2 diabetes",
                "Worth checking again as often as the doctor advises",
              ],
            },
            {
              title: "Common symptoms",
              items: ["Usually no symptoms", "Often found through a routine blood test"],
            },
          ],
          note: { label: "When it usually starts", text: "Often years before type 2 diabetes, without any signs." },
        },
      ],
    },
    {
      kind: "cards",
      id: "diabetes-complications",
      title: "Health Impact & Complications",
      // WHO diabetes fact sheet: over time diabetes can damage the heart, blood vessels, eyes, kidneys and nerves.
      intro:
        "Over time, high blood sugar can harm many parts of the body. Keeping blood sugar in the range the doctor advises, and going for regular checks, lowers these risks.",
      columns: 4,
      cards: [
        {
          icon: "activity",
          title: "Cardiovascular Disease",
          description: "High blood sugar can damage blood vessels, which raises the risk of heart attack and stroke.",
        },
        {
          icon: "eye",
          title: "Diabetic Retinopathy",
          description:
            "Damage to the small blood vessels at the back of the eye, which can harm eyesight. Regular eye checks help find it early.",
        },
        {
          icon: "droplet",
          title: "Kidney Disease",
          description:
            "Diabetes can slowly damage the kidneys. There are often no signs early on, so regular urine and blood tests matter.",
        },
        {
          icon: "accessibility",
          // ADA, neuropathy: numbness, tingling or pain, most often in the feet; numb feet may not feel injuries.
          title: "Nerve Damage",
          description:
            "Often in the feet, causing numbness, tingling or pain. Numb feet may not feel a cut or blister, so daily foot checks help.",
        },
      ],
    },
    {
      kind: "table",
      id: "diabetes-diagnosis",
      title: "Diagnosis & Monitoring",
      intro:
        "Doctors use blood tests to find diabetes and prediabetes. These are the ranges for each result. Your doctor will explain what your own results mean.",
      caption: "Blood test ranges for normal, prediabetes and diabetes results",
      columns: ["Test", "What it measures", "Normal", "Prediabetes", "Diabetes"],
      // Ranges: the product's fixed figures, copied exactly (they are the ADA's diagnostic criteria). What each test
      // measures: ADA (A1C is the average over about 2 to 3 months; fasting means nothing but water for at
      // least 8 hours; the oral glucose tolerance test checks blood sugar 2 hours after a sweet drink).
      rows: [
        ["A1C", "Average blood sugar over the past 2 to 3 months", "Below 5.7%", "5.7-6.4%", "6.5%+"],
        [
          "Fasting plasma glucose",
          "Blood sugar after nothing to eat or drink, except water, for at least 8 hours",
          "Below 100 mg/dL",
          "100-125 mg/dL",
          "126+ mg/dL",
        ],
        [
          "Oral glucose tolerance test",
          "Blood sugar 2 hours after a sweet drink given at the clinic",
          "Below 140 mg/dL",
          "140-199 mg/dL",
          "200+ mg/dL",
        ],
      ],
      // MOH Singapore, Clinical Practice Guidelines on diabetes mellitus: Singapore reports glucose in mmol/L.
      note: "A + sign means that figure or higher. Blood sugar figures are in mg/dL (milligrams per decilitre). Clinics in Singapore usually report blood sugar in mmol/L, and may use slightly different cut-offs, so always ask your doctor to explain your results.",
    },
    {
      kind: "cards",
      id: "diabetes-prevention",
      title: "Prevention & Management Strategies",
      intro:
        "Small, steady habits make a real difference, whether the aim is to prevent type 2 diabetes or to live well with diabetes. Please check with the doctor before making big changes.",
      columns: 2,
      cards: [
        {
          icon: "activity",
          title: "Stay Active",
          description: "Moving more helps the body use insulin better.",
          // Daily 30 minutes: the product's own figure. Strength and balance over 65: Singapore Physical
          // Activity Guidelines (see the sources above).
          items: [
            "At least 30 minutes of moderate activity daily",
            "Choose things you enjoy, such as brisk walking, swimming or dancing, and sit less through the day",
            "Over 65: exercises that strengthen the muscles on 2 or more days a week, and balance and strength activities such as tai chi on at least 3 days",
            "Ask the doctor before starting a new exercise plan",
          ],
        },
        {
          icon: "utensils",
          title: "Eat Well",
          description: "Balanced meals help keep blood sugar steady.",
          // The diabetes plate (HealthHub Diabetes Hub; ADA Diabetes Plate Method): half non-starchy
          // vegetables; fruit is a carbohydrate food, so it counts with rice and bread, not with the vegetables.
          items: [
            "Fill half the plate with non-starchy vegetables, such as leafy greens, a quarter with whole grains and a quarter with protein",
            "Count fruit as carbohydrate, like rice or bread: have a small portion of whole fruit rather than juice",
            "Eat regular meals, and choose water instead of sweet drinks",
            "Ask for advice from a dietitian if you need it",
          ],
        },
        {
          icon: "clipboard-list",
          title: "Monitor and Take Medicines",
          description: "Knowing the numbers helps you and the doctor make good decisions.",
          items: [
            "Check blood sugar as often as the doctor advises",
            "Take medicines and insulin exactly as prescribed",
            "Keep a simple record to bring to appointments",
            "Never stop or change a medicine without asking the doctor",
          ],
        },
        {
          icon: "shield-check",
          title: "Protect Your Health",
          description: "Regular checks help find problems early, when they are easier to treat.",
          items: [
            "Go for regular eye, foot and kidney checks",
            "Look at your feet every day for cuts, blisters or redness",
            "Stop smoking, with support if needed",
            "Aim for a healthy weight, step by step",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "diabetes-services",
      title: "Our Diabetes Care Services",
      intro: "Practical help at home, in line with your loved one's care plan from their doctor.",
      columns: 3,
      cards: [
        {
          icon: "droplet",
          title: "Blood Sugar Monitoring",
          description:
            "We help with blood sugar checks at the times the doctor advises, and keep a clear record for the family and the clinic.",
        },
        {
          icon: "pill",
          title: "Medication Management",
          description: "Reminders to take tablets or insulin on time, exactly as prescribed, and help to keep medicines organised.",
        },
        {
          icon: "utensils",
          title: "Dietary Planning",
          description: "Help to plan and cook balanced meals your loved one enjoys, following the doctor's or dietitian's advice.",
        },
        {
          icon: "accessibility",
          title: "Foot Care",
          description:
            "Daily checks of the feet for cuts, blisters or redness, help with washing and drying, and telling the family of any change.",
        },
        {
          icon: "activity",
          title: "Exercise Support",
          description: "Gentle walks and exercises at a safe pace, with a caregiver close by for confidence and company.",
        },
        {
          icon: "shield-check",
          title: "Care Preparedness",
          // ADA: signs of low blood sugar include shaking, sweating and confusion; a sick-day plan agreed with the care team.
          description:
            "We help the family get ready: knowing signs of low blood sugar such as shaking, sweating or confusion, what the doctor says to do, and who to call.",
        },
      ],
    },
    {
      kind: "steps",
      id: "diabetes-care-journey",
      title: "How We Start",
      steps: [
        {
          title: "Assessment",
          description: "We visit to understand your loved one's health, routine, meals and the doctor's instructions.",
        },
        {
          title: "Personalised Plan",
          description:
            "Together we agree a plan for checks, medicines, meals and activity, with clear steps for what to do if something changes.",
        },
        {
          title: "Ongoing Support",
          description: "Our caregivers follow the plan day by day, keep you informed, and we review it with you as needs change.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "diabetes-testimonials",
      title: "What Families Say",
      items: [
        {
          name: "S. K.",
          role: "Daughter of a client",
          content:
            "I used to worry whether Mum had taken her insulin while I was at work. Now her caregiver reminds her, writes down her readings and tells me if anything looks different.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Talk to us about diabetes care",
    text: "Tell us about your loved one and their daily routine. We will suggest support that fits. The consultation is free.",
    actions: [getFreeConsultation, viewAllServices],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "American Diabetes Association", url: "https://diabetes.org" },
      { name: "World Health Organization: Diabetes fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/diabetes" },
      {
        name: "HealthHub (Health Promotion Board): Diabetes Hub",
        url: "https://www.healthhub.sg/programmes/162/diabetes-hub/managing-condition",
      },
    ],
  },
} satisfies ServicePage;
