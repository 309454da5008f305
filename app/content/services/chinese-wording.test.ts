// The Chinese house rules (docs/glossary-zh.md) on the service pages as a visitor reads them,
// places filled in: one word for the person cared for, the service names the glossary allows,
// 星期一 for days, 资料 for information, full-width punctuation and no space beside Latin letters
// or digits. The pages listed keep every rule; a page joins the list once its words do.
import { describe, expect, it } from "vitest";
import type { ServiceSlug } from "./slugs";
import { servicePageIn } from "./test-helpers";

const checked: ServiceSlug[] = [
  "home-care-singapore",
  "overnight-care",
  "personal-care",
  "companionship",
  "medical-escort",
  "respite-care",
  "live-in-care",
  "home-therapy",
  "nursing-procedure",
];

/** Every sentence of a value, depth first: the composed items' keys are names, not sentences. */
function sentences(value: unknown): string[] {
  if (typeof value === "string") return /\p{Script=Han}/u.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sentences);
  if (value && typeof value === "object") return Object.values(value).flatMap(sentences);
  return [];
}

const pages = checked.map((slug) => ({ slug, text: sentences(servicePageIn("zh", slug)) }));

/** The sentences of `text` that match `pattern`, for a failure that names them. */
const matching = (text: string[], pattern: RegExp) => text.filter((sentence) => pattern.test(sentence));

describe.each(pages)("$slug in Chinese", ({ text }) => {
  it("calls the person cared for 您的家人, never 亲人", () => {
    expect(matching(text, /亲人/)).toEqual([]);
  });

  it("writes 居家护理 only as 居家护理服务, home care as a whole; a nurse's visits are 护士上门", () => {
    expect(matching(text, /居家护理(?!服务)/)).toEqual([]);
  });

  it("writes days as 星期一, information as 资料", () => {
    expect(matching(text, /周[一二三四五六日]/)).toEqual([]);
    expect(matching(text, /资讯/)).toEqual([]);
  });

  it("puts full-width punctuation beside Chinese, and no space between Chinese and Latin letters or digits", () => {
    expect(matching(text, /\p{Script=Han} *[,.:;!?()]|[,.:;!?()] *\p{Script=Han}/u)).toEqual([]);
    expect(matching(text, /[\p{Script=Han}，。：；！？、（）] +[A-Za-z0-9+]|[A-Za-z0-9] +[\p{Script=Han}，。：；！？、（）]/u)).toEqual([]);
  });
});
