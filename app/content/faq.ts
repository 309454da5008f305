/**
 * Copy for /faq: the four question categories (spec section 2, /faq) and the page around them.
 * Prices, admission time, escort notice and caregiver ratio are the spec's constants (section 9).
 */
import { illustrations } from "~/content/illustrations";
import { residentialFeesFrom } from "~/content/residential-fees";
import type { FaqCategory, IconName, ImageSlot, PageMeta } from "~/content/types";

export interface FaqPage {
  /** The page's <title> and meta description. */
  meta: PageMeta;
  hero: {
    /** Short label above the h1. */
    eyebrow: string;
    /** The page's h1. */
    title: string;
    intro: string;
    image: ImageSlot;
  };
  /** Goes to /contact, then after 100 ms scrolls smoothly to the contact section there. */
  askAction: { label: string; to: string };
  /** Heading and note above the quick-navigation grid of categories. */
  /** The topic links at the top; each shows how many questions its topic holds. */
  quickNav: { title: string; intro: string; questionCount: { one: string; other: string } };
  stillHaveQuestions: {
    title: string;
    text: string;
    /** Heading of the phone contact; the number itself comes from site.ts. */
    phoneLabel: string;
    /** Heading of the email contact; the address itself comes from site.ts. */
    emailLabel: string;
    /** Goes to / and scrolls to the contact section after 100 ms. */
    consultationLabel: string;
    /** External WhatsApp link, new tab, no opener access. */
    chatLabel: string;
    /** Label before site.supportHours. */
    hoursLabel: string;
    icon: IconName;
  };
}

/** A fee as the cost answer words it: "SGD 4,500". */
const fee = (amount: number) => `SGD ${amount.toLocaleString("en-SG")}`;

/** Where the cost questions send a reader who wants the full picture. */
export const moreOnCosts = { label: "More on costs and financial help", to: "/costs" } as const;

export const faqCategories = [
  {
    id: "admission-costs",
    name: "Admission & Costs",
    icon: "clipboard-list",
    questions: [
      {
        id: "monthly-costs",
        question: "How much does it cost, and what is included?",
        answer: `The monthly fee depends on how much help is needed. Independent living starts from ${fee(residentialFeesFrom.independentLiving)} per month, assisted living from ${fee(residentialFeesFrom.assistedLiving)} per month, and memory care from ${fee(residentialFeesFrom.memoryCare)} per month. The fee covers a private bedroom, shared living spaces, daily meals, help from our caregivers and planned activities. Some costs, such as doctor visits and medicines, are charged on their own. Before you decide, we give you a written list of what is and is not included, so there are no surprises.`,
        more: moreOnCosts,
      },
      {
        id: "admission-steps",
        question: "What are the steps to move in, and how long does it take?",
        answer:
          "Admission usually takes 2-4 weeks. First, we talk with you and your family about your needs and wishes. Next, we arrange a visit so you can see the home and meet the team. We then do a care assessment and ask for recent medical information from your doctor. Together we agree on a care plan and a move-in date. We help with each step and keep you updated, so the move feels calm rather than rushed.",
      },
      {
        id: "payment-subsidies",
        question: "How do we pay, and is there financial help?",
        answer:
          "We explain how and when fees are paid at your first meeting, and we put it in writing. If money is a worry, please tell us early. Singapore has government schemes that may help some families with the cost of care. The Agency for Integrated Care (AIC) can tell you which schemes you may be eligible for and how to apply. We are happy to help you prepare your questions before you contact them.",
        more: moreOnCosts,
      },
    ],
  },
  {
    id: "healthcare-safety",
    name: "Healthcare & Safety",
    icon: "shield-check",
    questions: [
      {
        id: "medication-management",
        question: "Who looks after medicines?",
        answer:
          "Our caregivers help each resident take their medicines at the right time and in the right dose, as prescribed by their doctor. Every dose is written down, so nothing is missed or given twice. We only change medicines on a doctor's instructions. When you move in, please bring all current medicines and the latest list or memo from your doctor. If anything seems wrong, such as a side effect, we tell the family and the doctor.",
      },
      {
        id: "emergencies",
        question: "What happens in an emergency?",
        answer:
          // Source for 995: Singapore Civil Defence Force (SCDF), "SCDF Emergency Medical Services": dial 995 for an emergency ambulance.
          "Caregivers are with residents day and night, and they know what to do if someone falls or becomes unwell. In a serious emergency we call 995 for an ambulance straight away and stay with your loved one until help arrives. We then call the family contact you have given us. Each resident has an up-to-date record of their conditions, medicines and allergies, which we share with the ambulance and hospital team.",
      },
      {
        id: "staff-screening-training",
        question: "How are caregivers chosen and trained?",
        answer:
          "We check every caregiver before they join, including their work history and references. New caregivers learn our ways of working and are guided by experienced team members before they care for residents on their own. Training continues on the job, for example on safe moving, dementia care and infection control. In our shared homes, each caregiver looks after 3-4 residents, so they get to know each person well. You are welcome to ask us about any caregiver's background.",
      },
    ],
  },
  {
    id: "community-life",
    name: "Community Life",
    icon: "users",
    questions: [
      {
        id: "visiting",
        question: "When can family and friends visit?",
        answer:
          "Family and friends are always welcome. Regular visits help residents feel at home and connected. We ask that you let us know before you come, so we can plan around meals, rest and care routines. You are also welcome to join an activity or share a meal with your loved one. If you would like to take them out for a day, just tell us in advance and we will help you prepare.",
      },
      {
        id: "activities",
        question: "What activities are there?",
        answer:
          "Each week has a mix of gentle activities, planned around what residents enjoy and can do. These may include light exercise, music, crafts, games, gardening, festive celebrations and short outings. Joining in is always a choice, never a rule. Some residents like group activities; others prefer a quiet chat or a walk with a caregiver. We ask about hobbies and past interests when you move in, so we can include the things that matter to you.",
      },
      {
        id: "meals",
        question: "What are meals like?",
        answer:
          "Residents have regular meals and snacks through the day, served at a shared table so mealtimes feel like family time. We plan meals around each person's needs, such as softer food, less sugar or less salt, as advised by their doctor. We also respect religious and cultural food choices and any allergies. Please tell us about favourite dishes too. Caregivers help at mealtimes when needed, and make sure everyone drinks enough through the day.",
      },
      {
        id: "personal-belongings",
        question: "Can I bring my own things?",
        answer:
          "Yes, please do. Each resident has a private bedroom, and familiar things help it feel like home. You can bring photos, a favourite chair, bedding, clothes and small keepsakes. We suggest labelling clothes and keeping valuables or large sums of money at home. If you would like to bring larger furniture, talk to us first so we can check that the room stays safe and easy to move around in.",
      },
    ],
  },
  {
    id: "care-services",
    name: "Care & Services",
    icon: "heart-handshake",
    questions: [
      {
        id: "home-care-or-assisted-living",
        question: "Should we choose home care or assisted living?",
        answer:
          "Home care brings help to your own home, for a few hours a day, overnight or around the clock. It suits people who are safe at home with some support. Assisted living means moving into one of our shared homes. Each resident has a private bedroom and shares the living spaces, with one live-in caregiver for every 3-4 residents. It can suit people who need help often or feel lonely at home. We can talk through both options with you.",
      },
      {
        id: "medical-escort",
        question: "Can someone go with my parent to medical appointments?",
        answer:
          "Yes. Our medical escort service sends a caregiver to go with your loved one to clinic or hospital visits. They help with travel, registration, waiting and moving around, and they take notes on what the doctor says so the family stays informed. We recommend booking 24-48 hours ahead so we can arrange the right caregiver. If the appointment is sooner, please still call us and we will try to help.",
      },
      {
        id: "changing-care-plan",
        question: "Can the care plan change later?",
        answer:
          "Yes. Needs change over time, and the care plan changes with them. We review each plan regularly with the resident and family, and also after a hospital stay, a fall or a new diagnosis. You can ask for a review at any time, for example to add more hours or a different kind of help. We always explain any change in care, and any change in cost, before it starts.",
      },
      {
        id: "trial-respite-stays",
        question: "Can we try a short stay first?",
        answer:
          "Yes. Respite care gives family caregivers a break while your loved one is looked after. It can be short-term (2-8 hours), overnight (8-12 hours) or extended (1-7 days). A short stay is also a good way to see how your loved one settles in before making a longer decision. Tell us the dates you have in mind and we will check what we can arrange.",
      },
    ],
  },
] satisfies FaqCategory[];

export const faqPage = {
  meta: {
    title: "Frequently Asked Questions",
    description:
      "Answers on costs, admission, safety, daily life and our care services, from independent living at SGD 4,500 a month to medical escorts.",
  },
  hero: {
    eyebrow: "Help and answers",
    title: "Frequently Asked Questions",
    intro:
      "Clear answers about costs, moving in, safety, daily life and our care services. If your question is not here, we are happy to talk it through.",
    image: illustrations.faqHero,
  },
  askAction: { label: "Ask a Question", to: "/contact" },
  quickNav: {
    title: "Browse by topic",
    intro: "Choose a topic to jump to its questions.",
    questionCount: { one: "{count} question", other: "{count} questions" },
  },
  stillHaveQuestions: {
    title: "Still Have Questions?",
    text: "Every family's situation is different. Call us, send us an email or message us on WhatsApp, and our care team will help you find the right answer. We reply to emails within 24 hours.",
    phoneLabel: "Call us",
    emailLabel: "Email us",
    consultationLabel: "Schedule a Consultation",
    chatLabel: "Live Chat Support",
    hoursLabel: "Support hours",
    icon: "message-circle",
  },
} satisfies FaqPage;
