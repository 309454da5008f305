/**
 * Another part of the site (the care guide) can start a form's message for the visitor: it is
 * written into the form's draft in session storage, which the form puts back when it mounts. No
 * address carries it, and nothing leaves the browser until the visitor sends the form.
 */
import type { FormKind, RequestValues } from "~/content/form-fields";
import { draftKey } from "./form-names";

/** Replaces the message in `kind`'s draft and keeps every other field already typed there. */
export function prefillMessage(kind: FormKind, message: string): void {
  let draft: Partial<RequestValues> = {};
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(draftKey(kind)) ?? "{}");
    if (saved && typeof saved === "object" && !Array.isArray(saved)) draft = saved;
  } catch {
    // An unreadable draft is replaced by one holding only the message.
  }
  try {
    sessionStorage.setItem(draftKey(kind), JSON.stringify({ ...draft, message }));
  } catch {
    // Storage full or blocked: the form opens empty, and the visitor writes the message.
  }
}
