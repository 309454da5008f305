// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_ICON_NAMES, UI_ICON_NAMES } from "~/lib/icon-names";
import { SPRITE_FILE, buildSprite } from "../../../scripts/icons.mjs";
import { Icon } from "./icon";

describe("icon sprite", () => {
  it("is what `npm run icons` writes for today's list of names", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await buildSprite());
  });

  it("has one drawing for every name, and no other", () => {
    const ids = [...readFileSync(SPRITE_FILE, "utf8").matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual([...CONTENT_ICON_NAMES, ...UI_ICON_NAMES]);
  });
});

describe("Icon", () => {
  it("points at its symbol in the page and is hidden from assistive technology", () => {
    const { container } = render(<Icon name="phone" className="size-5" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("size-5");
    expect(svg.querySelector("use")!.getAttribute("href")).toBe("#i-phone");
  });
});
