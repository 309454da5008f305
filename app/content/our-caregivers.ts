/**
 * Copy for /our-caregivers: who comes into the home, what each role may and may not do, how we
 * choose, check and train people, the languages they speak, matching, how visits work, help
 * outside office hours, and feedback.
 *
 * Every number (visit length, notice, reply times, phone, email, languages) is read from
 * provider.ts, so changing a policy there changes this page. Statements about Singapore's
 * regulators and the emergency number rest on the official pages named beside them; everything
 * else is worded as our own practice.
 */
import { type CareLanguage, provider } from "~/content/provider";
import type { Action, FeatureCard, IconName, PageMeta, Step } from "~/content/types";

/** How each language and dialect is named on the page. A missing name is a type error. */
export const careLanguageNames: Record<CareLanguage, string> = {
  english: "English",
  mandarin: "Mandarin",
  malay: "Malay",
  tamil: "Tamil",
  hokkien: "Hokkien",
  cantonese: "Cantonese",
  teochew: "Teochew",
};

/** "1 working day", "3 working days". */
function count(amount: number, unit: string) {
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/** One kind of person we may send, with what they do and what they leave to others. */
export interface CareRole {
  icon: IconName;
  /** The role's name, as families hear it. */
  title: string;
  /** Other names the same role goes by. */
  alsoCalled?: string;
  /** Who registers them, or what qualifies them: one or two plain sentences. */
  standing: string;
  /** What they do in the home. */
  does: string[];
  /** What they do not do, and who does it instead. */
  doesNot: string[];
}

/** A link inside the page's copy: before, the link's words, after. */
export interface InlineLink {
  before: string;
  label: string;
  to: string;
  after: string;
}

export interface OurCaregiversPage {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    title: string;
    intro: string[];
    /** Reassurances in a row under the hero. */
    points: [string, string, string];
  };
  roles: {
    title: string;
    intro: string;
    /** Heading over each role's "does" list and over its "does not" list. */
    doesLabel: string;
    doesNotLabel: string;
    cards: [CareRole, CareRole, CareRole, CareRole];
    /** Under the cards: how a family can check a nurse's or therapist's standing. */
    checkNote: string;
  };
  checks: { title: string; intro: string; steps: Step[] };
  training: { title: string; intro: string; cards: FeatureCard[] };
  languages: {
    title: string;
    intro: string;
    /** Names the list of languages for screen readers. */
    listLabel: string;
    note: string;
  };
  matching: { title: string; intro: string; steps: Step[]; change: { title: string; text: string }; guideLink: InlineLink };
  visits: {
    title: string;
    intro: string;
    cards: FeatureCard[];
    costsLink: InlineLink;
    /** Shown while provider.ts still holds sample figures. */
    sampleNote: string;
  };
  afterHours: {
    title: string;
    /** Names the after-hours line, over its card. */
    lineTitle: string;
    /** Says plainly who the line is for. */
    forWhom: string;
    text: string;
    /** Words of the call link, over the number. */
    callLabel: string;
    emergencyTitle: string;
    emergencyText: string;
    /** Words of the emergency call link, before the number. */
    emergencyCall: string;
    emergencyNumber: string;
  };
  feedback: {
    title: string;
    intro: string;
    emailLabel: string;
    replyTimes: string[];
    /** The official guide for a family that is not satisfied with our answer. */
    escalation: { text: string; label: string; url: string };
  };
  /** The official pages behind the regulatory and emergency statements above. */
  sources: { name: string; url: string }[];
  cta: {
    title: string;
    text: string;
    /** Consultation, WhatsApp chat and phone call, in that order. */
    actions: [Action, Action, Action];
  };
}

const { complaintReply } = provider;

/** The first home visit, named by whether it is free (provider.freeAssessment). */
const assessment = provider.freeAssessment ? "free home assessment" : "home assessment";

export const ourCaregivers: OurCaregiversPage = {
  meta: {
    title: "Our Caregivers",
    description:
      "Who comes to your home: our nurses, care staff and therapists, how we check and train them, the languages they speak, and who to call.",
  },

  hero: {
    eyebrow: "Our caregivers",
    title: "Who comes into your home, and how we choose them",
    intro: [
      "Letting someone new into your parent's home is a big step. This page tells you who we send, what each person may and may not do, how we check and train them, and what to do if something is not right.",
    ],
    points: [
      "Checked and trained before their first visit",
      "A change of caregiver at no charge",
      "A nurse on call after hours for clients",
    ],
  },

  // The Singapore Nursing Board registers nurses and enrols enrolled nurses; no one may practise
  // nursing without that and a valid practising certificate:
  // https://www.healthprofessionals.gov.sg/snb/registration-enrolment (read 2026-11-23).
  // Physiotherapists, occupational therapists and speech-language therapists must be registered
  // with the Allied Health Professions Council and hold a valid practising certificate:
  // https://ahpc.gov.sg/for-professionals/registers-of-allied-health-professionals (read 2026-11-23).
  // The Board's core competencies for enrolled nurses say they work under a registered nurse's
  // professional supervision; only copies of that document were found, not its official address,
  // so the page states the supervision as our own practice.
  // No public register search was confirmed on an official page, so the page links to none and
  // offers to show the practising certificate instead.
  roles: {
    title: "Who may come, and what each person does",
    intro:
      "Depending on the care your loved one needs, one or more of these people may visit. Each does only the work they are trained and allowed to do.",
    doesLabel: "What they do",
    doesNotLabel: "What they do not do",
    cards: [
      {
        icon: "stethoscope",
        title: "Registered nurses",
        standing:
          "Registered with the Singapore Nursing Board, with a valid practising certificate. They lead the care plan and oversee the rest of the team.",
        does: [
          "Assess your loved one's health and write the care plan with you",
          "Give medicines and injections as the doctor prescribed",
          "Care for wounds, and change feeding tubes and urinary catheters",
          "Check blood pressure, sugar levels and other signs, and act on changes",
          "Show the family and care staff how to help safely",
        ],
        doesNot: [
          "Diagnose illness or prescribe medicines: your loved one's doctor does that",
          "Change a doctor's instructions without speaking to the doctor",
        ],
      },
      {
        icon: "activity",
        title: "Enrolled nurses",
        standing:
          "Enrolled with the Singapore Nursing Board, with a valid practising certificate. In our team they work under the supervision of a registered nurse.",
        does: [
          "Check temperature, blood pressure, pulse and sugar levels",
          "Give medicines as set out in the care plan",
          "Do simple wound dressings",
          "Help with washing, dressing, eating and moving",
          "Report any change to the supervising registered nurse",
        ],
        doesNot: [
          "Draw up or change the care plan: a registered nurse does",
          "Take on a procedure the registered nurse has not handed to them",
        ],
      },
      {
        icon: "hand-heart",
        title: "Care staff",
        alsoCalled: "Also called caregivers or healthcare assistants",
        standing:
          "Trained by us in personal care and safety before their first visit. Most visits are by care staff, with a nurse looking after the care plan.",
        does: [
          "Help with bathing, dressing, using the toilet and eating",
          "Help your loved one move, stand and walk safely",
          "Remind them to take medicines at the right time",
          "Keep them company: talking, walks, games and outings",
          "Do exercises the therapist has shown them",
        ],
        doesNot: ["Give injections", "Change tubes or catheters, or dress wounds", "Decide or change the dose of any medicine"],
      },
      {
        icon: "accessibility",
        title: "Therapists",
        alsoCalled: "Physiotherapists, occupational therapists and speech therapists",
        standing:
          "Registered with the Allied Health Professions Council, with a valid practising certificate. They come for sessions, not for a whole day.",
        does: [
          "Physiotherapists: strength, balance and walking, and fewer falls",
          "Occupational therapists: managing daily tasks, and making the home safer",
          "Speech therapists: speaking, understanding and safe swallowing",
          "Set exercises and teach the family and care staff to help with them",
        ],
        doesNot: ["Give personal care such as bathing: our care staff do", "Replace your loved one's doctor or nurse"],
      },
    ],
    checkNote: "You may ask to see the practising certificate of any nurse or therapist we send, and we will show it to you.",
  },

  checks: {
    title: "How we choose and check the people we send",
    intro: "Before anyone visits a client, they go through each of these steps with us.",
    steps: [
      {
        title: "An interview",
        description:
          "A senior nurse meets each applicant to talk about their experience, why they do this work and how they treat older people.",
      },
      {
        title: "A practical assessment",
        description:
          "With one of our nurses watching, they show how they would help someone move, wash and eat safely, and what they would do if something went wrong.",
      },
      {
        title: "Reference checks",
        description: "We speak to people they have worked for before, and ask about their reliability and their care.",
      },
      {
        title: "Background checks",
        description:
          "We confirm their identity, their qualifications and their right to work in Singapore, and for nurses and therapists, their registration and practising certificate.",
      },
      {
        title: "Health screening",
        description: "A health check before they start, so they are fit for the work and safe to be with people who are frail.",
      },
    ],
  },

  training: {
    title: "Training, before the first visit and every year",
    intro: "Good care is learned and kept fresh. This is how we train everyone who visits a home for us.",
    cards: [
      {
        icon: "graduation-cap",
        title: "Induction before the first visit",
        description:
          "No one visits a client before finishing our induction: how we work, safety in the home, dignity and privacy, and how to raise a concern.",
      },
      {
        icon: "users",
        title: "Supervised first visits",
        description:
          "A nurse or senior colleague joins or checks in on a new caregiver's first visits, and stays in touch until both are confident.",
      },
      {
        icon: "calendar",
        title: "Refreshers every year",
        description: "Each year everyone refreshes the skills that keep clients safe:",
        items: ["Dementia care", "Safe transfers (bed, chair and toilet)", "Infection control", "First aid and CPR"],
      },
    ],
  },

  languages: {
    title: "Languages and dialects we speak",
    intro:
      "A parent is more at ease with someone who speaks their language. Between them, our caregivers speak these languages and dialects:",
    listLabel: "Languages and dialects our caregivers speak",
    note: "When we match a caregiver, we try first for your loved one's first language or dialect. Tell us which it is when you get in touch.",
  },

  matching: {
    title: "How we match a caregiver, and how to ask for a change",
    intro: "We choose a caregiver for the person, not only for the task.",
    steps: [
      {
        title: "We get to know your loved one",
        description: `At the ${assessment} we ask about their health, daily routine, language, habits and what they enjoy, and whether they would prefer a man or a woman.`,
      },
      {
        title: "We suggest a caregiver",
        description: "We choose someone with the right skills, language and nature, and tell you about them before the first visit.",
      },
      {
        title: "We check that it works",
        description: "After the first few visits we call you to ask how it is going, and we keep asking.",
      },
    ],
    change: {
      title: "Asking for a different caregiver",
      text: `If it does not feel right, tell us at any time, by phone, WhatsApp or email. You do not need to give a reason. A change costs nothing, and the new caregiver starts within ${count(provider.caregiverChangeDays, "working day")}.`,
    },
    guideLink: {
      before: "Not sure what kind of care your loved one needs? ",
      label: "Try our care guide",
      to: "/care-guide",
      after: ": a few short questions that point you to the right services.",
    },
  },

  visits: {
    title: "How visits work",
    intro: "A few simple rules, so you know what to expect.",
    cards: [
      {
        icon: "clock",
        title: "The shortest visit",
        description: `Each visit by our care staff lasts at least ${count(provider.minimumVisitHours, "hour")}, so there is time to help without rushing.`,
      },
      {
        icon: "calendar",
        title: "Changing or cancelling a visit",
        description: `Tell us at least ${count(provider.cancellationNoticeHours, "hour")} before the visit and nothing is charged. With less notice, we charge ${provider.lateCancellationPercent}% of the visit.`,
      },
      {
        icon: "shield-check",
        title: "If your caregiver is ill",
        description:
          "We send a trained replacement who has read your loved one's care plan. We tell you first, with the replacement's name, before they arrive.",
      },
      {
        icon: "home",
        title: "The first visit",
        description:
          "One of our nurses comes with the caregiver to introduce them, go through the care plan with you and your loved one, and look at the home for anything that could cause a fall.",
      },
    ],
    costsLink: {
      before: "For our rates and the financial help you may be able to get, see ",
      label: "costs and financial help",
      to: "/costs",
      after: ".",
    },
    sampleNote: "The hours, notice, charge and reply times on this page are sample figures for now.",
  },

  // SCDF: call 995 for an emergency ambulance, and only for emergencies such as cardiac arrest,
  // seizures, breathlessness, loss of consciousness, heavy bleeding, major injuries and stroke:
  // https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services
  // (read 2026-11-23).
  afterHours: {
    title: "Help outside office hours",
    lineTitle: "Our after-hours line",
    forWhom: "For families who already receive our care",
    text: "If you need advice about your loved one's care in the evening, at night or at the weekend, call our after-hours line. A nurse on call will answer.",
    callLabel: "Call after hours",
    emergencyTitle: "In an emergency, call 995 first",
    emergencyText:
      "If your loved one collapses, has trouble breathing, has a fit, is bleeding heavily or shows signs of a stroke, call 995 for an SCDF emergency ambulance. Then call us.",
    emergencyCall: "Call",
    emergencyNumber: "995",
  },

  // MOH asks families to raise a concern with the provider first, and explains how to take it
  // further: https://www.moh.gov.sg/others/inquiries-and-complaints-guide (read 2026-11-23).
  feedback: {
    title: "Feedback and complaints",
    intro:
      "Tell us what is going well and what is not. A complaint will never count against your loved one's care. Write to us, or tell your caregiver's nurse.",
    emailLabel: "Email us your feedback",
    replyTimes: [
      `We confirm we have your message within ${count(complaintReply.acknowledgeDays, "working day")}.`,
      `We reply in full within ${count(complaintReply.answerDays, "working day")}, and tell you what we have done.`,
    ],
    escalation: {
      text: "If you are still not satisfied with our answer, the Ministry of Health explains how to take a concern further.",
      label: "Ministry of Health: Inquiries and Complaints Guide",
      url: "https://www.moh.gov.sg/others/inquiries-and-complaints-guide",
    },
  },

  sources: [
    {
      name: "Singapore Nursing Board: Registration and enrolment",
      url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment",
    },
    {
      name: "Allied Health Professions Council: Registers of allied health professionals",
      url: "https://ahpc.gov.sg/for-professionals/registers-of-allied-health-professionals",
    },
    {
      name: "SCDF: Emergency medical services",
      url: "https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services",
    },
  ],

  cta: {
    title: "Meet the people who would care for your loved one",
    text: provider.freeAssessment
      ? "Tell us about your loved one and we will suggest a caregiver. The first consultation and home assessment are free."
      : "Tell us about your loved one and we will suggest a caregiver.",
    actions: [
      { kind: "consultation", label: "Arrange a Free Consultation" },
      { kind: "whatsapp", label: "Chat on WhatsApp" },
      { kind: "phone", label: "Call Us" },
    ],
  },
};

/** The languages as the page lists them, in provider order. */
export const spokenLanguages = provider.languages.map((language) => careLanguageNames[language]);
