/**
 * Words a Chinese page may keep in Latin letters (the translation test and the browser test that
 * reads every Chinese page both allow them): proper names, the provider's sample identity,
 * the names of official schemes given beside their Chinese names, and units.
 */
export const KEPT_IN_LATIN = [
  "Sample Home Care",
  "Sample Home Care Pte. Ltd.",
  // The sample office address, written in English as Singapore addresses are.
  "Sample Road",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "Google",
  "HealthHub",
  "Healthier SG",
  "CareShield Life",
  "ElderShield",
  "MediSave",
  "MediShield Life",
  "Pioneer Generation",
  "Merdeka Generation",
  "AIC",
  "MOH",
  "HPB",
  "CPF",
  "HDB",
  "MOM",
  "PDPA",
  "GST",
  "UEN",
  "COPD",
  "HbA1c",
  "WHO",
  "ADA",
  "mmol/L",
  "mg/dL",
  "kg",
  "cm",
  "km",
  "SGD",
  "S$",
  "NG",
  "PEG",
  // Programmes named in brackets after their Chinese names, in the articles.
  "Silver Generation Office",
  "Lasting Power of Attorney",
  "Advance Care Planning",
  "Enhancement for Active Seniors",
  "Medication Without Harm",
  "My Healthy Plate",
  // Official scheme names, given in brackets after their Chinese names.
  "Home Caregiving Grant",
  "Seniors' Mobility and Enabling Fund",
  "MediSave Care",
  "Pioneer Generation Disability Assistance Scheme",
  "Migrant Domestic Worker Levy Concession",
  "Caregivers Training Grant",
  "Singpass",
  // Postal-district places with no Chinese name in common use.
  "Ardmore",
  "Amber Road",
  "Eastwood",
  "Kew Drive",
  "Penjuru",
  "Dairy Farm",
  "Senoko",
  // Registers named in a source list, whose pages are in English only.
  "Singapore Nursing Board",
  "Allied Health Professions Council",
  "SCDF",
];

const longestFirst = KEPT_IN_LATIN.toSorted((a, b) => b.length - a.length);

/** The text with every name it may keep in Latin letters taken out, a long name before any part of it. */
export function withoutKeptNames(text: string): string {
  return longestFirst.reduce((left, kept) => left.replaceAll(kept, " "), text);
}
