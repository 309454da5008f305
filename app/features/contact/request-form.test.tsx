// @vitest-environment jsdom
// The name fields come in the order the page's language writes a name (nameOrder in
// languages.ts): 名字 then 姓氏 would ask a Chinese reader for the given name first.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaryFor } from "~/content/dictionary.server";
import { fullName } from "~/content/form-fields";
import { type Lang } from "~/i18n/languages";
import { InLanguage } from "~/i18n/test-helpers";
import { RequestForm } from "./request-form";

afterEach(cleanup);

function renderForm(lang: Lang) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <InLanguage lang={lang}>
          <h2 id="form-title">Form</h2>
          <RequestForm kind="contact" labelledBy="form-title" />
        </InLanguage>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return dictionaryFor(lang).form.fieldLabels;
}

/** The form's inputs, by their names, in the order they appear. */
const fieldNames = () =>
  screen
    .getAllByRole("textbox")
    .map((field) => field.getAttribute("name"))
    .filter((name) => name !== null);

describe("the request form's name fields", () => {
  it("ask for the first name, then the last name, in English", () => {
    renderForm("en");
    expect(fieldNames().slice(0, 2)).toEqual(["firstName", "lastName"]);
  });

  it("ask for 姓氏 (the family name), then 名字, in Chinese, each sent under its own name", () => {
    const labels = renderForm("zh");
    expect(fieldNames().slice(0, 2)).toEqual(["lastName", "firstName"]);
    expect(screen.getByLabelText(labels.lastName).getAttribute("name")).toBe("lastName");
    expect(screen.getByLabelText(labels.firstName).getAttribute("name")).toBe("firstName");
    expect([labels.lastName, labels.firstName]).toEqual(["姓氏", "名字"]);
  });

  it("write the whole name in the language's order for the care team's email", () => {
    const name = { firstName: "Mei Ling", lastName: "Tan" };
    expect([fullName(name, "en"), fullName(name, "zh")]).toEqual(["Mei Ling Tan", "Tan Mei Ling"]);
  });
});
