/**
 * /services/home-therapy (docs/product.md, section 2, shared layout): physical, occupational and speech
 * therapy with six listed services each; 12 conditions treated; 4-step treatment process;
 * 4 specialised programmes (cardiac, neurological, orthopaedic, fall prevention).
 */
import type { ServicePage } from "./types";
import { callUs, chatOnWhatsApp } from "./actions";
// Sources:
// - Agency for Integrated Care (AIC), "Community Rehabilitation"
//   (https://aic.sg/Care-Services/Community-Rehabilitation): physiotherapy works on movement, e.g.
//   learning to walk again after a stroke; speech therapy works on speech and swallowing problems;
//   therapy helps seniors recovering after stroke, heart conditions or fractures.
// - AIC, mosAIC, "Occupational Therapy at Home" (https://aic-mosaic.sg/2019/12/20/occupational-therapy-at-home/):
//   occupational therapy finds practical ways to manage daily life despite physical or thinking problems.
// - WHO, "Falls" fact sheet (https://www.who.int/news-room/fact-sheets/detail/falls): strength and
//   balance training and checking the home for hazards help prevent falls in older people.

export const homeTherapy = {
  slug: "home-therapy",
  name: "Home Therapy",
  meta: {
    title: "Home Therapy in Singapore",
    description:
      "Physical, occupational and speech therapy at home in Singapore, to help your loved one regain strength, confidence and independence.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    badge: "Home Therapy",
    title: "Home Therapy Services",
    intro: [
      "After a stroke, a fall, an operation or a long illness, everyday things can feel hard. Therapy helps your loved one get moving, manage daily tasks and speak or swallow more safely.",
      "Our therapists come to your home, so practice happens where it matters most: in your loved one's own bedroom, bathroom and kitchen.",
    ],
    actions: [{ kind: "consultation", label: "Schedule Assessment" }, chatOnWhatsApp],
    points: ["Physical, occupational and speech therapy", "Sessions in your own home", "Free consultation, no obligation"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "Why Therapy at Home Helps",
      intro: "Home is where your loved one needs to manage, so it is a good place to practise.",
      columns: 4,
      cards: [
        {
          icon: "home",
          title: "Practice in real life",
          description: "Exercises use your loved one's own bed, chair, shower and steps, so new skills carry straight into daily life.",
        },
        {
          icon: "clock",
          title: "No tiring trips",
          description: "No travel or waiting rooms. Your loved one saves their energy for the session itself.",
        },
        {
          icon: "users",
          title: "Family can join in",
          description: "Family members and helpers learn how to support practice safely between visits.",
        },
        {
          icon: "clipboard-list",
          title: "Goals that matter to them",
          description: "We set goals together, such as walking to the market or eating a favourite meal safely, and track progress.",
        },
      ],
    },
    {
      kind: "cards",
      id: "therapy-services",
      title: "Our Therapy Services",
      intro: "Three kinds of therapy, planned around your loved one's needs.",
      columns: 3,
      cards: [
        {
          icon: "activity",
          title: "Physical Therapy",
          // AIC, "Community Rehabilitation": physiotherapy focuses on movement problems caused by illness or injury.
          description: "Also called physiotherapy. It helps your loved one move, walk and stay steady after illness or injury.",
          items: [
            "Strength exercises for arms and legs",
            "Balance training",
            "Walking practice and advice on walking aids",
            "Safe ways to get in and out of bed and chairs",
            "Exercises to ease stiffness and keep joints moving",
            "A simple home exercise plan for between visits",
          ],
        },
        {
          icon: "hand-heart",
          title: "Occupational Therapy",
          // AIC, mosAIC, "Occupational Therapy at Home": practical solutions for daily tasks, tailored to the person.
          description:
            "It helps your loved one manage daily tasks again, such as dressing, bathing and cooking, in ways that suit their abilities.",
          items: [
            "Practice with dressing, bathing and eating",
            "A home safety check",
            "Advice on aids such as grab bars and shower chairs",
            "Hand and arm exercises for everyday tasks",
            "Memory and thinking activities",
            "Tips to save energy through the day",
          ],
        },
        {
          icon: "message-circle",
          title: "Speech Therapy",
          // AIC, "Community Rehabilitation": speech therapy focuses on swallowing and speech problems, e.g. after a stroke.
          description: "It helps with speaking, understanding and swallowing, for example after a stroke.",
          items: [
            "Speech and language exercises",
            "Swallowing checks and exercises",
            "Advice on safer food and drink textures",
            "Voice exercises",
            "Other ways to communicate, such as picture boards",
            "Guidance for family on talking together",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "specialised-programmes",
      title: "Specialised Programmes",
      intro: "Focused programmes for common reasons people need therapy, planned with your loved one's doctor in mind.",
      columns: 4,
      cards: [
        {
          icon: "activity",
          title: "Cardiac Rehabilitation",
          description: "Gentle, step-by-step activity after a heart attack, heart surgery or heart failure, at a pace the doctor agrees.",
        },
        {
          icon: "brain",
          title: "Neurological Rehabilitation",
          description:
            "Support after a stroke or with conditions such as Parkinson's disease, to help with movement, daily tasks and speech.",
        },
        {
          icon: "accessibility",
          title: "Orthopaedic Rehabilitation",
          description: "Recovery after a fracture or a hip or knee replacement, to rebuild strength and walk with confidence.",
        },
        {
          icon: "shield-check",
          // WHO, "Falls" fact sheet: strength and balance training and home hazard checks help prevent falls.
          title: "Fall Prevention",
          description:
            "Strength and balance exercises, plus a check of the home for trip hazards, poor lighting and places that need grab bars.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "conditions",
      title: "Conditions We Treat",
      intro: "Our therapists work with people living with, or recovering from:",
      items: [
        "Stroke",
        "Parkinson's disease",
        "Hip or knee replacement",
        "Broken bones, such as a hip fracture",
        "Arthritis and joint pain",
        "Back and neck pain",
        "Heart conditions and heart surgery",
        "COPD and other long-term lung conditions",
        "Dementia and memory problems",
        "Poor balance or repeated falls",
        "Weakness after a hospital stay",
        "Swallowing difficulties",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say",
      items: [
        {
          name: "J.W.",
          role: "Son of a client",
          content:
            "After her hip operation, Mum was afraid to walk. The therapist practised with her in the flat every week, and now she walks to the kitchen on her own.",
          rating: 5,
          sample: true,
        },
        {
          name: "P.S.",
          role: "Daughter of a client",
          content:
            "The speech therapist showed our helper how to prepare Dad's drinks safely. Meals are calmer now, and he enjoys them again.",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "treatment-process",
      title: "Our Treatment Process",
      steps: [
        {
          title: "Assessment at home",
          description: "A therapist visits, talks with your loved one and the family, and sees how they move and manage at home.",
        },
        {
          title: "Goals and a therapy plan",
          description:
            "Together we set clear, realistic goals and plan the kind and number of sessions, taking the doctor's advice into account.",
        },
        {
          title: "Therapy sessions",
          description: "Regular sessions at home, with simple exercises for your loved one to practise between visits.",
        },
        {
          title: "Review and next steps",
          description: "We check progress against the goals, update the plan, and tell you clearly what comes next.",
        },
      ],
    },
  ],
  cta: {
    title: "Take the first step at home",
    text: "Get in touch and we will arrange an assessment and suggest a therapy plan that suits your loved one. The first consultation is free.",
    actions: [{ kind: "consultation", label: "Schedule Assessment" }, callUs],
  },
} satisfies ServicePage;
