/**
 * Calls to action that recur across pages, each a kind of action and a label written once per
 * language (app/content/<lang>/actions.yaml).
 */
import { wordIn } from "~/i18n/markers";

export const chatOnWhatsApp = { kind: "whatsapp", label: wordIn("actions", "chatOnWhatsApp") } as const;
export const callUs = { kind: "phone", label: wordIn("actions", "callUs") } as const;
/** Goes to the home page and scrolls to its contact form. */
export const freeCareConsultation = { kind: "consultation", label: wordIn("actions", "freeCareConsultation") } as const;
export const getCareConsultation = { kind: "link", label: wordIn("actions", "getCareConsultation"), to: "/contact" } as const;
export const getFreeConsultation = { kind: "link", label: wordIn("actions", "getFreeConsultation"), to: "/contact" } as const;
export const viewAllServices = { kind: "link", label: wordIn("actions", "viewAllServices"), to: "/services" } as const;
