/**
 * The two request forms' fields, in the order they appear in English: their names (sent to the
 * email template and the sheet), input types and the browser's autocomplete hints. Their labels,
 * buttons, notes and messages are in each language's interface catalog (form section). The two
 * name fields come in the order the language writes a name (`nameOrder` in languages.ts).
 */
import { type Lang, languages } from "~/i18n/languages";

export type FormKind = "tour" | "contact";

export interface RequestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export const requestFields = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", type: "text", autoComplete: "family-name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "message", type: "textarea", autoComplete: "off" },
] as const satisfies { name: keyof RequestValues; type: string; autoComplete: string }[];

export type RequestField = (typeof requestFields)[number];

/** The fields in the order a form in `lang` shows them: in Chinese, 姓氏 (lastName) before 名字 (firstName). */
export function requestFieldsIn(lang: Lang): readonly RequestField[] {
  if (languages[lang].nameOrder === "given-first") return requestFields;
  const [given, family, ...rest] = requestFields;
  return [family, given, ...rest];
}

/** The whole name, as the language writes it: "Mei Ling Tan", or family name first ("Tan Mei Ling"). */
export function fullName(values: Pick<RequestValues, "firstName" | "lastName">, lang: Lang): string {
  const parts = languages[lang].nameOrder === "given-first" ? [values.firstName, values.lastName] : [values.lastName, values.firstName];
  return parts.join(" ").trim();
}
