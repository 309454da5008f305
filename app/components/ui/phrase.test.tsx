// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/languages";
import { InLanguage } from "~/i18n/test-helpers";
import { Phrase } from "./phrase";

afterEach(cleanup);

function html(lang: Lang, text: string) {
  return render(
    <InLanguage lang={lang}>
      <p>
        <Phrase text={text} />
      </p>
    </InLanguage>,
  ).container.innerHTML;
}

describe("Phrase", () => {
  it("marks an English name inside Chinese text lang=en, and leaves single words and figures", () => {
    expect(html("zh", "居家看护津贴（Home Caregiving Grant）每月$400，可用 WhatsApp 联系")).toBe(
      '<p>居家看护津贴（<span lang="en">Home Caregiving Grant</span>）每月$400，可用 WhatsApp 联系</p>',
    );
  });

  it("leaves English pages as they are", () => {
    expect(html("en", "The Home Caregiving Grant gives $400 a month")).toBe("<p>The Home Caregiving Grant gives $400 a month</p>");
  });
});
