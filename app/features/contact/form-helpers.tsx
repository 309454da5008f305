/**
 * What a request form needs only once someone uses it: checking the fields before a send, the
 * error summary and each field's message, the draft kept in session storage, and the send (with
 * the sending code itself). Loaded on demand
 * (first focus, first keystroke or first submit), like the sending code, so a page pays nothing
 * for it up front.
 *
 * The rules are the browser's own: `required` on every field, and the email field's type and
 * pattern (email-pattern.ts), read from each element's `validity`; the form has `noValidate` so
 * these messages replace the browser's bubbles.
 */
import { type MouseEvent, useEffect, useId, useRef } from "react";
import { type FormKind, type RequestValues, requestFields } from "~/content/form-fields";
import type { Dictionary } from "~/content/dictionary.server";
import type { FieldProblem } from "~/content/forms";
import { Message, hiddenTag } from "~/components/ui/message";
import { useDictionary } from "~/i18n/context";
import type { Lang } from "~/i18n/languages";
import { HONEYPOT_FIELD, draftKey } from "./form-names";
// One chunk with the sending code: anyone who starts on a form is about to need both.
import { notifyFailure, notifySuccess, submitRequest } from "./submit";
import RequestToaster from "./toaster";

export type FieldName = keyof RequestValues;

/** The forms' words in the page's language, from its dictionary. */
export type FormWords = Dictionary["form"];

/** One field that cannot be sent as it is, with what to do about it. */
export interface Problem {
  name: FieldName;
  message: string;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What is wrong with a value, in the terms of the browser's constraint validation. */
export function problemOf(
  validity: Pick<ValidityState, "valueMissing" | "typeMismatch"> & Partial<Pick<ValidityState, "patternMismatch">>,
): FieldProblem | null {
  if (validity.valueMissing) return "missing";
  if (validity.typeMismatch || validity.patternMismatch) return "format";
  return null;
}

/** The message for a field's current value, or null when it can be sent. */
export function messageFor(name: FieldName, field: Pick<Field, "validity">, words: FormWords): string | null {
  const problem = problemOf(field.validity);
  if (!problem) return null;
  const messages: Partial<Record<FieldProblem, string>> = words.fieldErrors[name];
  return messages[problem] ?? words.fieldErrors[name].missing;
}

function fieldOf(form: HTMLFormElement, name: FieldName) {
  return form.elements.namedItem(name) as Field | null;
}

/** The request fields in the order the form shows them (the name fields' order is the language's). */
function fieldsShown(form: HTMLFormElement): FieldName[] {
  const names = new Set<string>(requestFields.map(({ name }) => name));
  return Array.from(form.elements, (element) => (element as Field).name).filter((name): name is FieldName => names.has(name));
}

/** Every field that cannot be sent, in the order the fields appear. */
export function problemsIn(form: HTMLFormElement, words: FormWords): Problem[] {
  return fieldsShown(form).flatMap((name) => {
    const field = fieldOf(form, name);
    const message = field && messageFor(name, field, words);
    return message ? [{ name, message }] : [];
  });
}

/**
 * The problems shown, judged again as the visitor leaves `field` after correcting it: a field
 * that is now right drops out, one that is still wrong gets the message for its current value
 * (null once none is left). Fields not shown yet are left alone until the next submit, so nobody
 * is told off while still typing. Unchanged when `field` was not among them.
 */
export function recheck(field: Field, shown: Problem[], words: FormWords): Problem[] | null {
  if (!field.form || !shown.some((problem) => problem.name === field.name)) return shown;
  const left = problemsIn(field.form, words).filter((problem) => shown.some((old) => old.name === problem.name));
  return left.length ? left : null;
}

/** Moves focus to a field from its link in the summary, with the field's label in view. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id) as Field | null;
  if (!field) return;
  event.preventDefault(); // no change of address: the link only moves focus
  field.focus();
  // The question belongs with the answer: centre the label (and the field below it), clear of the sticky header.
  field.labels?.[0]?.scrollIntoView({ block: "center" });
}

/**
 * 'There is a problem', then a link to each field that needs fixing. Takes focus when it appears,
 * so keyboard and screen reader users start from the list; the form gives it a new `key` on every
 * submit with problems, so each such submit brings focus back here.
 */
export function ErrorSummary({ problems, fieldId }: { problems: Problem[]; fieldId: (name: FieldName) => string }) {
  const { errorSummary } = useDictionary().form;
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      // Clear of the sticky header when focus scrolls it into view.
      className="scroll-mt-40 rounded-control border-4 border-destructive bg-surface p-4 sm:col-span-2"
    >
      <h3 id={titleId} className="text-xl">
        {errorSummary.title}
      </h3>
      <ul className="mt-2 grid gap-1">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${fieldId(problem.name)}`}
              onClick={(event) => goToField(event, fieldId(problem.name))}
              className="inline-flex min-h-11 items-center font-bold text-destructive underline"
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field's own message, above the field (which names it in `aria-describedby`). */
export function FieldError({ id, message }: { id: string; message: string }) {
  const { errorSummary } = useDictionary().form;
  return (
    <p id={id} className="mt-1 font-bold text-destructive">
      <Message text={errorSummary.fieldError} tags={hiddenTag} values={{ message }} />
    </p>
  );
}

/** The five values as typed. */
export function valuesOf(form: HTMLFormElement): RequestValues {
  const data = new FormData(form);
  const value = (name: FieldName) => String(data.get(name) ?? "");
  return {
    firstName: value("firstName"),
    lastName: value("lastName"),
    email: value("email"),
    phone: value("phone"),
    message: value("message"),
  };
}

export function saveDraft(form: HTMLFormElement, kind: FormKind): void {
  try {
    sessionStorage.setItem(draftKey(kind), JSON.stringify(valuesOf(form)));
  } catch {
    // Storage can be full or blocked; the fields themselves still hold the text.
  }
}

/** Puts back what was typed before a reload, without overwriting anything typed since. */
export function restoreDraft(form: HTMLFormElement, kind: FormKind): void {
  let draft: Partial<RequestValues> = {};
  try {
    draft = JSON.parse(sessionStorage.getItem(draftKey(kind)) ?? "{}") as Partial<RequestValues>;
  } catch {
    return;
  }
  for (const { name } of requestFields) {
    const field = fieldOf(form, name);
    const saved = draft[name];
    if (field && saved && !field.value) field.value = saved;
  }
}

/**
 * Sends a checked form, then clears it and its draft and confirms with a toast. Rejects when the
 * request was not sent; the form then keeps what was typed. `onSending` runs as the request
 * leaves, for the form's 'Sending...' state.
 */
export async function sendForm(form: HTMLFormElement, kind: FormKind, onSending: () => void, words: FormWords, lang: Lang): Promise<void> {
  // Bots fill every field; people never see this one. Pretend success, send nothing.
  if (!new FormData(form).get(HONEYPOT_FIELD)) {
    onSending();
    await submitRequest(kind, valuesOf(form), { toName: words.forms[kind].toName, lang, page: window.location.pathname });
  }
  form.reset();
  try {
    sessionStorage.removeItem(draftKey(kind));
  } catch {
    // Blocked storage never held a draft.
  }
  notifySuccess(words.forms[kind].successToast);
}

export { RequestToaster, notifyFailure };
