/**
 * Copy of the two request forms (SPEC.md sections 4, 8 and 9). Toast titles and texts are the
 * spec's, character for character.
 */
export type FormKind = "tour" | "contact";

export interface RequestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export const emptyRequest: RequestValues = { firstName: "", lastName: "", email: "", phone: "", message: "" };

/** Visible labels and browser autocomplete hints, in the order the fields appear. */
export const requestFields = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "message", label: "Message", type: "textarea", autoComplete: "off" },
] as const satisfies { name: keyof RequestValues; label: string; type: string; autoComplete: string }[];

export const failureToast = {
  title: "Submission Failed",
  description: "Sorry, there was an error submitting your request. Please try again or call us directly.",
} as const;

export const TOAST_DURATION_MS = 5000;

export const forms = {
  tour: {
    heading: "Request a tour or consultation",
    messageHint: "Tell us about your loved one and the care you are looking for.",
    submitLabel: "Schedule Your Tour",
    pendingLabel: "Scheduling...",
    successToast: {
      title: "Tour Request Submitted!",
      description: "Thank you! We'll contact you within 24 hours to schedule your tour.",
    },
    /** Name sent to the email template as `to_name`. */
    toName: "Care Team",
  },
  contact: {
    heading: "Send us a message",
    messageHint: "How can we help?",
    submitLabel: "Send Message",
    pendingLabel: "Sending...",
    successToast: {
      title: "Message Sent Successfully!",
      description: "Thank you for contacting us! We'll get back to you within 2 hours during business hours.",
    },
    toName: "Care Team",
  },
} as const satisfies Record<FormKind, unknown>;

export const formNotes = {
  required: "All fields are required.",
  privacy: "We use these details only to reply to you and arrange care. See how we protect your",
  privacyLink: "personal data",
  failureTitle: "We could not confirm that your request was sent",
  failureText: "What you typed is still here. Please try again, or reach us directly:",
  sent: "Thank you. Your request has reached our care team.",
} as const;
