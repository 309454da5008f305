/**
 * Words that shared sections show on many pages: notes, headings and the words screen readers
 * hear around figures. Page copy lives in each page's own module; the shared header and
 * footer read navigation.ts.
 */
export const sectionLabels = {
  /** The note on the educational service pages, before their last-reviewed date. */
  reviewNote: {
    /** Names the note for screen readers. */
    label: "About this information",
    text: "This page gives general information, not medical advice. Please speak to a doctor about your own or your loved one's situation.",
    lastReviewed: "Last reviewed",
  },
  /** Heading of the list of sources under a health page. */
  sources: "Sources",
  /** Before the source of a figure. */
  statSource: "Source",
  /** Under each sample testimonial, until real feedback replaces it. */
  sampleTestimonial: "Illustrative example of the feedback families give.",
  /** What screen readers hear for a star rating ({stars}: the number of stars). */
  rating: "Rated {stars} out of 5",
  /** What screen readers hear before each numbered step's title ({number}: the step's). */
  step: "Step {number}: ",
  /** Heading above the phone, WhatsApp and email links beside a request form. */
  preferToTalk: "Prefer to talk?",
  /** The three direct ways to reach us, under that heading: a title and the words of each link. */
  directOptions: {
    call: "Call us",
    whatsapp: { title: "Message us on WhatsApp", action: "Start a chat" },
    email: "Email us",
  },
} as const;
