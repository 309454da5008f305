/**
 * What the two request forms show before anyone uses them: fields, labels, buttons, notes, and
 * the notice that stands in for the send button until the page's scripts run. Everything said
 * only once a form is used (error messages, toasts) is in `forms.ts`, which the page loads on
 * demand, so these pages carry no more text up front than they need.
 */
export type FormKind = "tour" | "contact";

export interface RequestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

/** Visible labels and browser autocomplete hints, in the order the fields appear. */
export const requestFields = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "message", label: "Message", type: "textarea", autoComplete: "off" },
] as const satisfies { name: keyof RequestValues; label: string; type: string; autoComplete: string }[];

export const formLabels = {
  tour: {
    messageHint: "Tell us about your loved one and the care you are looking for.",
    submitLabel: "Schedule Your Tour",
    pendingLabel: "Scheduling...",
  },
  contact: {
    messageHint: "How can we help?",
    submitLabel: "Send Message",
    pendingLabel: "Sending...",
  },
} as const satisfies Record<FormKind, unknown>;

export const formNotes = {
  required: "All fields are required.",
  privacy: "We use these details only to reply to you and arrange care. See how we protect your",
  privacyLink: "personal data",
  failureTitle: "We could not confirm that your request was sent",
  failureText: "What you typed is still here. Please try again, or reach us directly:",
} as const;

/**
 * Shown in place of the send button until the page's scripts run, and for good if they never do
 * (blocked, failed, or turned off): the form cannot send without them.
 */
export const scriptNotice = {
  title: "This form needs JavaScript",
  text: "It is still loading, or it is off in this browser. Reach us directly:",
} as const;

/** Labels of the direct links offered when the form cannot send (the phone number follows "Call"). */
export const directLinks = {
  call: "Call",
  whatsapp: "WhatsApp us",
  email: "Email us",
} as const;
