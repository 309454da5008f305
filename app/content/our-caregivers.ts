/**
 * /our-caregivers: who comes into the home, what each role may and may not do, how we choose,
 * check and train people, the languages they speak, matching, how visits work, help outside
 * office hours, and feedback. The words are in app/content/<lang>/our-caregivers.yaml.
 *
 * Every policy figure (visit length, notice, late-cancellation share, change and reply times) is
 * a shared fact read from provider.ts, and so are the phone, the email and the languages, so
 * changing a policy there changes this page in every language. Statements about Singapore's
 * regulators and the emergency number rest on the official pages named beside them; everything
 * else is worded as our own practice.
 */
import { keys, wordIn } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "./actions";
import { sharedFacts } from "./facts";
import { provider } from "./provider";

export const structure = {
  hero: { intro: keys("bigStep"), points: keys("checkedAndTrained", "freeChange", "nurseOnCall") },
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
    cards: [
      {
        key: "registeredNurses",
        icon: "stethoscope",
        does: keys("assess", "medicines", "wounds", "checks", "teach"),
        doesNot: keys("diagnose", "changeInstructions"),
      },
      {
        key: "enrolledNurses",
        icon: "activity",
        does: keys("checks", "medicines", "dressings", "personalCare", "report"),
        doesNot: keys("carePlan", "procedures"),
      },
      {
        key: "careStaff",
        icon: "hand-heart",
        does: keys("personalCare", "moving", "reminders", "company", "exercises"),
        doesNot: keys("injections", "tubesAndWounds", "dose"),
      },
      {
        key: "therapists",
        icon: "accessibility",
        does: keys("physiotherapy", "occupationalTherapy", "speechTherapy", "exercises"),
        doesNot: keys("personalCare", "replaceDoctor"),
      },
    ],
  },
  checks: { steps: keys("interview", "practicalAssessment", "references", "background", "health") },
  training: {
    cards: [
      { key: "induction", icon: "graduation-cap" },
      { key: "supervisedVisits", icon: "users" },
      { key: "refreshers", icon: "calendar", items: keys("dementiaCare", "safeTransfers", "infectionControl", "firstAid") },
    ],
  },
  languages: {
    /** The languages and dialects of provider.ts, in its order, each named in the page's language. */
    spoken: provider.languages.map((code) => wordIn("our-caregivers", `languages.names.${code}`)),
  },
  matching: { steps: keys("getToKnow", "suggest", "checkItWorks"), guideLink: { to: "/care-guide" } },
  visits: {
    cards: [
      { key: "shortestVisit", icon: "clock" },
      { key: "changingOrCancelling", icon: "calendar" },
      { key: "caregiverIll", icon: "shield-check" },
      { key: "firstVisit", icon: "home" },
    ],
    costsLink: { to: "/costs" },
  },
  // SCDF: call 995 for an emergency ambulance, and only for emergencies such as cardiac arrest,
  // seizures, breathlessness, loss of consciousness, heavy bleeding, major injuries and stroke:
  // https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services
  // (read 2026-11-23). The signs named are those of the safety note (interface.ts), so every page
  // sends a family to 995 for the same things.
  afterHours: { emergencyNumber: sharedFacts.emergencyNumber },
  // MOH asks families to raise a concern with the provider first, and explains how to take it
  // further: https://www.moh.gov.sg/others/inquiries-and-complaints-guide (read 2026-11-23).
  feedback: {
    /** The official guide for a family that is not satisfied with our answer. */
    escalation: { url: "https://www.moh.gov.sg/others/inquiries-and-complaints-guide" },
    replyTimes: keys("acknowledge", "answer"),
  },
  /** The official pages behind the regulatory and emergency statements above. */
  sources: [
    { key: "nursingBoard", url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment" },
    { key: "alliedHealth", url: "https://ahpc.gov.sg/for-professionals/registers-of-allied-health-professionals" },
    { key: "scdf", url: "https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services" },
  ],
  cta: {
    // Consultation, WhatsApp chat and phone call, in that order.
    actions: [{ key: "consultation", kind: "consultation" }, chatOnWhatsApp, callUs],
  },
} as const;
