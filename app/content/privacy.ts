/**
 * The privacy notice under Singapore's Personal Data Protection Act 2012 (PDPA) for what the
 * request forms collect. Written for this site's actual data flows (features/contact/submit.ts).
 * The provider should have it reviewed and confirm the retention period before going live.
 */
import type { TextBlock } from "./types";

export const privacyPage = {
  meta: {
    title: "Privacy Notice",
    description:
      "How we collect, use, keep and protect the personal data you send through our forms, under Singapore's Personal Data Protection Act (PDPA).",
  },
  title: "Privacy notice",
  intro:
    "This notice explains what personal data we collect through this website, why we collect it, who handles it for us, and how you can see, correct or withdraw it. It follows Singapore's Personal Data Protection Act 2012 (PDPA).",
  /** Before the date the notice was last changed. */
  lastUpdatedLabel: "Last updated",
  lastUpdated: "22 November 2026",
  lastUpdatedIso: "2026-11-22",
  sections: [
    {
      title: "What we collect",
      paragraphs: [
        "When you send a request for a tour, a consultation or a message, we collect the details you type into the form: your first and last name, email address, phone number and your message.",
        "Please share only what we need to reply to you. If your message is about a loved one's health, a short description is enough; we will ask for anything else in person or by phone.",
        "We do not ask for your NRIC number, and this website does not use advertising or tracking cookies.",
      ],
    },
    {
      title: "Why we collect it",
      paragraphs: [
        "We use your details only to reply to you, to arrange the tour or consultation you asked for, and to plan care with you if you decide to go ahead. We do not sell your personal data or use it for marketing without asking you first.",
        "By sending the form, you consent to this use. You can withdraw your consent at any time (see below).",
      ],
    },
    {
      title: "Who handles it for us",
      paragraphs: [
        "Your request is delivered to our care team by an email delivery service (EmailJS), and a copy is kept in a spreadsheet we hold with Google. Both process the data on our behalf, and may store it on servers outside Singapore.",
        "When we transfer personal data outside Singapore, we make sure it is protected to a standard comparable to the PDPA, as the Act requires.",
        "The map on our contact page is provided by Google Maps, which has its own privacy policy.",
      ],
    },
    {
      title: "How long we keep it",
      paragraphs: [
        "We keep your request for as long as we need it to reply and arrange care. If your request does not lead to care with us, we delete it within 12 months. Records of clients in our care are kept as the law on healthcare records requires.",
      ],
    },
    {
      title: "While you type",
      paragraphs: [
        "So that nothing is lost if the page reloads, the form keeps a draft of what you type in your own browser (session storage) until you send it or close the tab. The draft never leaves your device until you press the send button.",
      ],
    },
    {
      title: "Seeing, correcting or withdrawing your data",
      paragraphs: [
        "You may ask us what personal data we hold about you and how we have used it in the past year, and ask us to correct anything that is wrong. We will reply within 30 days.",
        "You may also withdraw your consent at any time. We will then stop using your data and delete it, unless the law requires us to keep it. If you withdraw consent while care is being arranged, we may no longer be able to arrange it.",
      ],
    },
  ] satisfies TextBlock[],
  dpo: {
    title: "Contact our Data Protection Officer",
    text: "For any question about your personal data, or to make a request, write to our Data Protection Officer:",
    /** Whom the address is for, with a place for the {company}'s legal name. */
    addressee: "Data Protection Officer, {company}",
  },
} as const;
