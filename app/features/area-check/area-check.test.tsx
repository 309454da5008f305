// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { provider } from "~/content/provider";
import { contentFor } from "~/i18n/content.server";
import { InLanguage } from "~/i18n/test-helpers";
import { AreaCheck } from "./area-check";

afterEach(cleanup);

const copy = contentFor("en", "locations").areaCheck;

function setup(lang: "en" | "zh" = "en") {
  const page = contentFor(lang, "locations");
  const { regions, postalDistricts } = contentFor(lang, "areas");
  render(
    // The check takes its words from the page's content; the interface words are the language's own.
    <InLanguage lang={lang}>
      <AreaCheck tableId="areas" copy={page} regions={regions} districts={postalDistricts} />
    </InLanguage>,
  );
  return {
    user: userEvent.setup(),
    field: screen.getByRole("textbox", { name: page.areaCheck.label }),
    status: screen.getByRole("status"),
  };
}

describe("AreaCheck", () => {
  it("is a form with a labelled, hinted postal-code field that never submits the code", () => {
    const { field } = setup();
    expect(screen.getByRole("form", { name: copy.title })).toBeTruthy();
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("postal-code");
    expect(field.getAttribute("name")).toBeNull();
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByText(copy.hint).id);
  });

  it("answers a known code with the area, the region and the usual start", async () => {
    const { user, field, status } = setup();
    await user.type(field, "520 123{Enter}");
    expect(status.textContent).toContain(copy.found.served);
    expect(status.textContent).toContain("520123 is in postal district 18: Simei, Tampines, Pasir Ris.");
    expect(status.textContent).toContain("That is in the East region of Singapore.");
    expect(status.textContent).toContain(`Usually within ${provider.startDays.east} working days`);
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("explains a code that is not six digits, marks the field and keeps focus there", async () => {
    const { user, field, status } = setup();
    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(status.textContent).toBe(copy.formatError);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(status.id);
    expect(document.activeElement).toBe(field);
  });

  it("says when six digits are no Singapore postal code, with a phone link", async () => {
    const { user, field, status } = setup();
    await user.type(field, "990000{Enter}");
    expect(status.textContent).toContain(copy.unknownError);
    expect(screen.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+65/);
    // Corrected, the answer replaces the message and the field is no longer marked.
    await user.clear(field);
    await user.type(field, "730123{Enter}");
    expect(status.textContent).toContain("North region");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("answers in Chinese, with the district's places and the region in Chinese", async () => {
    const { user, field, status } = setup("zh");
    await user.type(field, "520123{Enter}");
    expect(status.textContent).toContain("520123位于第18邮区：四美、淡滨尼、巴西立。");
    expect(status.textContent).toContain("这个地区属于新加坡东部。");
    expect(status.textContent).toContain(`通常在${provider.startDays.east}个工作日内`);
  });
});
