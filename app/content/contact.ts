/**
 * /contact (docs/product.md, section 2): ways to reach us, the message form, office hours, a free
 * consultation and the office map. The words are in app/content/<lang>/contact.yaml; the phone
 * numbers, address, hours and registration number come from site.ts, the reply times are shared
 * facts (facts.ts).
 */
import { chatOnWhatsApp } from "./actions";
import { illustration } from "./illustrations";

export const structure = {
  hero: { image: illustration("contactHero") },
  options: { whatsapp: { label: chatOnWhatsApp.label } },
  message: {
    /** Anchor of the message section: 'Ask a Question' on /faq scrolls here. */
    id: "contact",
  },
} as const;
