// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { TEXT_SIZE_KEY, applySavedTextSizeScript } from "~/lib/text-size";
import { dictionaryFor } from "~/content/dictionary.server";
import { type Lang, langs } from "~/i18n/languages";
import { InLanguage } from "~/i18n/test-helpers";
import { TextSizeControl as Control } from "./text-size-control";

/** The buttons' names, as the English interface catalog words them. */
const labels = dictionaryFor("en").textSizeLabels;

/** The control with the English words, as an English page gives them. */
function TextSizeControl() {
  return (
    <InLanguage>
      <Control />
    </InLanguage>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("data-text-size");
});

describe("TextSizeControl", () => {
  it("sets the size on <html>, saves it, and shows which one is pressed", async () => {
    render(<TextSizeControl />);
    const largest = screen.getByRole("button", { name: labels.larger });
    await userEvent.click(largest);
    expect(document.documentElement.getAttribute("data-text-size")).toBe("larger");
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe("larger");
    expect(largest.getAttribute("aria-pressed")).toBe("true");

    await userEvent.click(screen.getByRole("button", { name: labels.standard }));
    expect(document.documentElement.hasAttribute("data-text-size")).toBe(false);
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
    expect(largest.getAttribute("aria-pressed")).toBe("false");
  });

  it("follows a change made in another tab", () => {
    render(<TextSizeControl />);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: TEXT_SIZE_KEY, newValue: "large" }));
    });
    expect(document.documentElement.getAttribute("data-text-size")).toBe("large");
    expect(screen.getByRole("button", { name: labels.large }).getAttribute("aria-pressed")).toBe("true");
  });
});

/** The three buttons' names in `lang`, smallest size first. */
function namesIn(lang: Lang) {
  const { standard, large, larger } = dictionaryFor(lang).textSizeLabels;
  return [standard, large, larger];
}

describe("the buttons' names", () => {
  it("are three, different from each other, in every language, none left in English", () => {
    expect(langs.filter((lang) => new Set(namesIn(lang).filter((name) => name.trim() !== "")).size !== 3)).toEqual([]);
    const english = namesIn("en");
    expect(langs.filter((lang) => lang !== "en" && namesIn(lang).some((name, index) => name === english[index]))).toEqual([]);
  });
});

describe("the <head> script", () => {
  it("applies a saved size and ignores anything else", () => {
    localStorage.setItem(TEXT_SIZE_KEY, "large");
    new Function(applySavedTextSizeScript)();
    expect(document.documentElement.getAttribute("data-text-size")).toBe("large");

    document.documentElement.removeAttribute("data-text-size");
    localStorage.setItem(TEXT_SIZE_KEY, "huge; drop");
    new Function(applySavedTextSizeScript)();
    expect(document.documentElement.hasAttribute("data-text-size")).toBe(false);
  });
});
