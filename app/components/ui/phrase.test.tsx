// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Phrase } from "./phrase";

afterEach(cleanup);

function html(path: string, text: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <p>
        <Phrase text={text} />
      </p>
    </MemoryRouter>,
  ).container.innerHTML;
}

describe("Phrase", () => {
  it("marks an English name inside Chinese text lang=en, and leaves single words and figures", () => {
    expect(html("/zh/costs", "居家看护津贴（Home Caregiving Grant）每月$400，可用 WhatsApp 联系")).toBe(
      '<p>居家看护津贴（<span lang="en">Home Caregiving Grant</span>）每月$400，可用 WhatsApp 联系</p>',
    );
  });

  it("leaves English pages as they are", () => {
    expect(html("/costs", "The Home Caregiving Grant gives $400 a month")).toBe("<p>The Home Caregiving Grant gives $400 a month</p>");
  });
});
