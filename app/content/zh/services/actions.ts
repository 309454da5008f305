/** Calls to action that recur across the service pages, in Chinese. */
import type { Action } from "~/content/types";

export const chatOnWhatsApp = { kind: "whatsapp", label: "WhatsApp 咨询" } as const satisfies Action;
export const callUs = { kind: "phone", label: "致电我们" } as const satisfies Action;
/** Goes to the home page and scrolls to its contact form. */
export const freeCareConsultation = { kind: "consultation", label: "免费护理咨询" } as const satisfies Action;
export const getCareConsultation = { kind: "link", label: "预约护理咨询", to: "/contact" } as const satisfies Action;
export const getFreeConsultation = { kind: "link", label: "预约免费咨询", to: "/contact" } as const satisfies Action;
export const viewAllServices = { kind: "link", label: "查看所有服务", to: "/services" } as const satisfies Action;

/** When the five educational pages were last checked against their sources. */
export const lastReview = { lastReviewed: "2026年11月23日", lastReviewedIso: "2026-11-23" } as const;
