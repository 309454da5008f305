/** Calls to action that recur across the service pages, written once. */
import type { Action } from "../types";

export const chatOnWhatsApp = { kind: "whatsapp", label: "Chat on WhatsApp" } as const satisfies Action;
export const callUs = { kind: "phone", label: "Call Us" } as const satisfies Action;
/** Goes to the home page and scrolls to its contact form. */
export const freeCareConsultation = { kind: "consultation", label: "Free Care Consultation" } as const satisfies Action;
export const getCareConsultation = { kind: "link", label: "Get Care Consultation", to: "/contact" } as const satisfies Action;
export const getFreeConsultation = { kind: "link", label: "Get Free Consultation", to: "/contact" } as const satisfies Action;
export const viewAllServices = { kind: "link", label: "View All Services", to: "/services" } as const satisfies Action;

/** When the five educational pages were last checked against their sources. */
export const lastReview = { lastReviewed: "23 November 2026", lastReviewedIso: "2026-11-23" } as const;
