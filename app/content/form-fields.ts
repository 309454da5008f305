/**
 * The two request forms' fields, in the order they appear: their names (sent to the email
 * template and the sheet), input types and the browser's autocomplete hints. Their labels,
 * buttons, notes and messages are in each language's interface catalog (form section).
 */
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
