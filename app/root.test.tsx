// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dictionaryFor } from "./content/dictionary.server";
import { languages } from "./i18n/languages";
import { InLanguage } from "./i18n/test-helpers";
import { ErrorBoundary } from "./root";
import { ErrorMessage } from "./routes/language";

afterEach(cleanup);

describe("router error fallback", () => {
  it("is titled 'Unexpected Application Error' and offers the way home", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/about"]}>
        <InLanguage lang="en">
          <ErrorMessage error={new Error("boom")} />
        </InLanguage>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("on a Chinese page, speaks Chinese and leads to the Chinese home page", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/zh/about"]}>
        <InLanguage lang="zh">
          <ErrorMessage error={new Error("boom")} />
        </InLanguage>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(/\p{Script=Han}/u);
    expect(screen.getByRole("link", { name: dictionaryFor("zh").frameLabels.error.home }).getAttribute("href")).toBe("/zh");
    log.mockRestore();
  });

  it("before any words have arrived, offers each language's home page in that language", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const props = { error: new Error("boom"), params: {}, loaderData: undefined, actionData: undefined } as unknown as Parameters<
      typeof ErrorBoundary
    >[0];
    render(<ErrorBoundary {...props} />);
    // Each line one sentence in its language, its link to that language's home page inside it.
    const links = screen.getAllByRole("link");
    const each = Object.values(languages);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(each.map((language) => language.prefix || "/"));
    expect(links.map((link) => link.closest("[lang]")?.getAttribute("lang"))).toEqual(each.map((language) => language.tag));
    expect(links.map((link) => link.textContent)).toEqual(each.map((language) => language.failureHome));
    expect(each.map((language) => language.tag)).toEqual(["en-SG", "zh-Hans-SG", "ms-SG", "ta-SG"]);
    log.mockRestore();
  });
});
