/**
 * What the two request forms say once someone uses them: a message for each field that cannot
 * be sent, the error summary, and the toasts after a send. Loaded with the forms' checking and
 * sending code, on demand; what a form shows up front is in `form-fields.ts`. Toast titles and
 * texts are exact, character for character.
 */
import type { FormKind, RequestValues } from "./form-fields";

export const failureToast = {
  title: "Submission Failed",
  description: "Sorry, there was an error submitting your request. Please try again or call us directly.",
  /** In place of the description when the server refused the send as one too many (429). */
  tooManyRequests: "Too many requests have been sent from your connection. Please call us, or try again in a few minutes.",
} as const;

export const TOAST_DURATION_MS = 5000;

export const forms = {
  tour: {
    successToast: {
      title: "Tour Request Submitted!",
      description: "Thank you! We'll contact you within 24 hours to schedule your tour.",
    },
    /** Name sent to the email template as `to_name`. */
    toName: "Care Team",
  },
  contact: {
    successToast: {
      title: "Message Sent Successfully!",
      description: "Thank you for contacting us! We'll get back to you within 2 hours during business hours.",
    },
    toName: "Care Team",
  },
} as const satisfies Record<FormKind, unknown>;

/** Why a field's value cannot be sent, in the browser's own terms (`ValidityState`). */
export type FieldProblem = "missing" | "format";

/**
 * What to do about each field's problem, shown above the field and in the error summary.
 * Only email has a format rule: a phone field (`type="tel"`) accepts any text, as browsers do.
 */
export const fieldErrors = {
  firstName: { missing: "Enter your first name" },
  lastName: { missing: "Enter your last name" },
  email: {
    missing: "Enter your email address, like name@example.com",
    format: "Enter an email address in the correct format, like name@example.com",
  },
  phone: { missing: "Enter a phone number, like 9123 4567" },
  message: { missing: "Enter your message, so we know how we can help" },
} as const satisfies Record<keyof RequestValues, Partial<Record<FieldProblem, string>>>;

export const errorSummary = {
  title: "There is a problem",
  /** Read before each field's message by screen readers, which do not see its colour. */
  prefix: "Error:",
} as const;
