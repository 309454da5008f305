/**
 * The provider's identity: the ONE place to change the business name, phone numbers,
 * WhatsApp number, email, address, registration number, hours and social links.
 *
 * Every value below is an obvious SAMPLE. Replace them all before going live
 * (see README, "Your business details"). Header, footer, contact page, every
 * tel:/wa.me/mailto: link and the structured data read them from here.
 */
import type { OpeningHours } from "~/i18n/format";

export const site = {
  name: "Sample Home Care",
  legalName: "Sample Home Care Pte. Ltd.",
  tagline: "Home care & assisted living in Singapore",
  /** Public business line, in display form; `phoneHref` is derived from it. */
  phone: "+65 6000 0000",
  /** WhatsApp number in international form, digits only (wa.me format). */
  whatsapp: "6580000000",
  email: "hello@example.com",
  /** Data Protection Officer (PDPA): who to write to about personal data. */
  dpoEmail: "dpo@example.com",
  address: {
    street: "1 Sample Road, #01-01",
    locality: "Singapore",
    postalCode: "000000",
    country: "SG",
  },
  /** Singapore Unique Entity Number issued by ACRA. */
  registrationNumber: "UEN 000000000X",
  /**
   * Office hours on the contact page (spec section 9), as days and 24-hour times: each language
   * writes the days and times itself, and the structured data reads the same entries.
   */
  officeHours: [
    { days: ["monday", "friday"], opens: "08:00", closes: "18:00" },
    { days: ["saturday"], opens: "09:00", closes: "16:00" },
    { days: ["sunday"], publicHolidays: true, closed: true },
  ] satisfies OpeningHours[],
  /** Support hours on the FAQ and service pages (spec section 9; they differ from office hours). */
  supportHours: [
    { days: ["monday", "friday"], opens: "09:00", closes: "18:00" },
    { days: ["saturday"], opens: "09:00", closes: "16:00" },
  ] satisfies OpeningHours[],
  social: [
    { name: "Facebook", url: "https://www.facebook.com/example" },
    { name: "Instagram", url: "https://www.instagram.com/example" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/example" },
  ],
  /** Query for the map embed and directions link. */
  mapQuery: "Singapore",
} as const;

/** Digits-and-plus form for tel: links, e.g. "tel:+6560000000". */
export const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, "")}`;

/** Opens a WhatsApp chat with the provider, with a greeting in the page's language (no personal data). */
export function whatsappLink(greeting: string): string {
  return `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(greeting)}`;
}

export const emailHref = `mailto:${site.email}`;

export const addressLines = [site.address.street, `${site.address.locality} ${site.address.postalCode}`] as const;

export const mapEmbedSrc = `https://www.google.com/maps?q=${encodeURIComponent(site.mapQuery)}&output=embed`;

export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(site.mapQuery)}`;
