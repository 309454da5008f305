// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RequestField, requestFields, requestFieldsIn } from "~/content/form-fields";
import { dictionaryFor } from "~/content/dictionary.server";
import { type Lang, langs } from "~/i18n/languages";
import { InLanguage } from "~/i18n/test-helpers";
import { EMAIL_PATTERN } from "./email-pattern";
import * as helpers from "./form-helpers";
import { ErrorSummary, type Problem, problemOf, restoreDraft, saveDraft } from "./form-helpers";

/** The helpers with the English words, as an English page gives them. */
const words = dictionaryFor("en").form;
const { errorSummary, fieldErrors } = words;
const problemsIn = (form: HTMLFormElement) => helpers.problemsIn(form, words);
const messageFor = (name: helpers.FieldName, field: Parameters<typeof helpers.messageFor>[1]) => helpers.messageFor(name, field, words);
const recheck = (field: Parameters<typeof helpers.recheck>[0], shown: Problem[]) => helpers.recheck(field, shown, words);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Every field's message for a missing value, then the email's for a wrong format, in `lang`. */
function messagesIn(lang: Lang) {
  const errors = dictionaryFor(lang).form.fieldErrors;
  return [...requestFields.map(({ name }) => errors[name].missing), errors.email.format];
}

/** The error summary's title in `lang`. */
const titleIn = (lang: Lang) => dictionaryFor(lang).form.errorSummary.title;

/** The request form's five fields, with the same rules the real form gives them (request-form.tsx). */
function makeForm(values: Partial<Record<string, string>> = {}, fields: readonly RequestField[] = requestFields) {
  const form = document.createElement("form");
  form.noValidate = true;
  for (const field of fields) {
    const element =
      field.type === "textarea" ? document.createElement("textarea") : Object.assign(document.createElement("input"), { type: field.type });
    element.name = field.name;
    element.required = true;
    if (field.type === "email") element.setAttribute("pattern", EMAIL_PATTERN);
    element.value = values[field.name] ?? "";
    form.append(element);
  }
  document.body.append(form);
  return form;
}

const complete = { firstName: "Mei Ling", lastName: "Tan", email: "mei@example.com", phone: "9123 4567", message: "Help at home, please." };

describe("problemOf", () => {
  it("reads an empty required value as missing, a wrong type as format, anything else as fine", () => {
    expect(problemOf({ valueMissing: true, typeMismatch: false })).toBe("missing");
    expect(problemOf({ valueMissing: false, typeMismatch: true })).toBe("format");
    expect(problemOf({ valueMissing: false, typeMismatch: false, patternMismatch: true })).toBe("format");
    expect(problemOf({ valueMissing: false, typeMismatch: false })).toBeNull();
  });
});

describe("problemsIn", () => {
  it("names the fields in the order the form shows them: 姓氏 before 名字 on a Chinese form", () => {
    const chinese = dictionaryFor("zh").form;
    expect(helpers.problemsIn(makeForm({}, requestFieldsIn("zh")), chinese).map((problem) => problem.name)).toEqual([
      "lastName",
      "firstName",
      "email",
      "phone",
      "message",
    ]);
  });

  it("finds nothing wrong with a complete form", () => {
    expect(problemsIn(makeForm(complete))).toEqual([]);
  });

  it("names every empty field, in the order they appear, with what to do", () => {
    expect(problemsIn(makeForm())).toEqual([
      { name: "firstName", message: fieldErrors.firstName.missing },
      { name: "lastName", message: fieldErrors.lastName.missing },
      { name: "email", message: fieldErrors.email.missing },
      { name: "phone", message: fieldErrors.phone.missing },
      { name: "message", message: fieldErrors.message.missing },
    ]);
  });

  it.each(["mei", "mei@", "@example.com", "mei example@example.com", "abc@d", "mei@localhost"])(
    "asks for the correct format when the email reads %j",
    (email) => {
      expect(problemsIn(makeForm({ ...complete, email }))).toEqual([{ name: "email", message: fieldErrors.email.format }]);
    },
  );

  it("accepts an address whose domain has a dot, in any of the forms people type", () => {
    for (const email of ["mei@example.com", "mei.ling+care@example.com.sg", "x@mail.gov.sg"]) {
      expect({ email, problems: problemsIn(makeForm({ ...complete, email })) }).toEqual({ email, problems: [] });
    }
  });

  it("accepts any phone text, as type=tel does", () => {
    expect(problemsIn(makeForm({ ...complete, phone: "+65 (6000) 0000 ext. 2" }))).toEqual([]);
  });
});

describe("messageFor", () => {
  it("has a message for every field and each of its failures", () => {
    for (const { name } of requestFields) {
      expect(messageFor(name, { validity: { valueMissing: true } as ValidityState })).toBe(fieldErrors[name].missing);
    }
    // Each field says what it wants, in every language, none left in English.
    expect(
      langs.filter((lang) => new Set(messagesIn(lang).filter((message) => message.trim() !== "")).size !== messagesIn(lang).length),
    ).toEqual([]);
    const english = messagesIn("en");
    expect(langs.filter((lang) => lang !== "en" && messagesIn(lang).some((message, index) => message === english[index]))).toEqual([]);
    expect(messageFor("email", { validity: { valueMissing: false, typeMismatch: true } as ValidityState })).toBe(fieldErrors.email.format);
  });
});

describe("recheck", () => {
  it("drops a corrected field, updates one still wrong, and leaves fields not yet shown alone", () => {
    const form = makeForm({ firstName: "Mei Ling" });
    const shown: Problem[] = [
      { name: "firstName", message: fieldErrors.firstName.missing },
      { name: "email", message: fieldErrors.email.missing },
    ];
    const email = form.elements.namedItem("email") as HTMLInputElement;
    email.value = "mei@";
    expect(recheck(form.elements.namedItem("firstName") as HTMLInputElement, shown)).toEqual([
      { name: "email", message: fieldErrors.email.format },
    ]);
    // A field the summary does not name changes nothing.
    expect(recheck(form.elements.namedItem("phone") as HTMLInputElement, shown)).toBe(shown);
    email.value = "mei@example.com";
    expect(recheck(email, [{ name: "email", message: fieldErrors.email.format }])).toBeNull();
  });
});

describe("drafts", () => {
  it("keeps what was typed and puts it back into empty fields only", () => {
    saveDraft(makeForm(complete), "tour");
    cleanup();
    document.body.innerHTML = "";
    const form = makeForm({ firstName: "Typed since" });
    restoreDraft(form, "tour");
    expect((form.elements.namedItem("firstName") as HTMLInputElement).value).toBe("Typed since");
    expect((form.elements.namedItem("message") as HTMLTextAreaElement).value).toBe(complete.message);
    // Each form keeps its own draft.
    const other = makeForm();
    restoreDraft(other, "contact");
    expect((other.elements.namedItem("lastName") as HTMLInputElement).value).toBe("");
  });
});

describe("ErrorSummary", () => {
  const problems: Problem[] = [
    { name: "firstName", message: fieldErrors.firstName.missing },
    { name: "email", message: fieldErrors.email.format },
  ];

  it("takes focus, is titled 'There is a problem', and each link moves focus to its field", async () => {
    // jsdom does no layout; record which element is brought into view.
    const scrolled = vi.fn<(text: string | null) => void>();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.textContent);
    };
    render(
      <InLanguage>
        <ErrorSummary problems={problems} fieldId={(name) => `f-${name}`} />
        <label htmlFor="f-firstName">First name</label>
        <input id="f-firstName" />
        <label htmlFor="f-email">Email</label>
        <input id="f-email" />
      </InLanguage>,
    );
    const summary = screen.getByRole("heading", { name: errorSummary.title }).parentElement!;
    // Its title is written in every language, none left in English.
    expect(langs.filter((lang) => titleIn(lang).trim() === "")).toEqual([]);
    expect(langs.filter((lang) => lang !== "en" && titleIn(lang) === errorSummary.title)).toEqual([]);
    expect(document.activeElement).toBe(summary);
    const link = screen.getByRole("link", { name: fieldErrors.email.format });
    expect(link.getAttribute("href")).toBe("#f-email");
    await userEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(scrolled).toHaveBeenCalledWith("Email");
    expect(window.location.hash).toBe("");
  });
});
