/**
 * One thing, one name, across the Chinese pages (docs/glossary-zh.md), where a word is not simply
 * retired (the build's `retired` rules) but must be the same on pages that link to each other.
 * Read from the composed pages, as a reader sees them.
 */
import { describe, expect, it } from "vitest";
import { contentFor } from "~/i18n/content.server";

describe("the Chinese respite options", () => {
  const table = contentFor("zh", "services/respite-care").sections.find((section) => "rows" in section);
  const names = table && "rows" in table ? table.rows.map((row) => row[0]) : [];

  it("are named on the respite page 短时看护, 过夜看护, 多日看护", () => {
    expect(names).toEqual(["短时看护", "过夜看护", "多日看护"]);
  });

  it("carry the same names on the services card and in the FAQ", () => {
    const card = contentFor("zh", "services/overview").professional.cards.find((c) => c.path === "/services/respite-care");
    expect(card?.features.map((feature) => feature.split("：")[0])).toEqual(names);
    const faq = contentFor("zh", "faq")
      .categories.flatMap((category): { answer: string }[] => category.questions)
      .map((q) => q.answer)
      .find((answer) => answer.includes("喘息服务"));
    for (const name of names) expect(faq).toContain(`${name}（`);
  });
});
