/**
 * Composing a page from its structure and a catalog whose entries are named: the structure keeps
 * the order, each catalog names every entry once, and an item of the structure may bring facts its
 * sentences name.
 */
import { describe, expect, it } from "vitest";
import { CompositionError, compose } from "./compose.server";
import { keys, row } from "./markers";

const context = { lang: "en" as const, file: "app/content/en/test.yaml", facts: {}, lookup: () => "" };

describe("named entries", () => {
  it("gives the words in the structure's order, whatever order the catalog writes them in", () => {
    const structure = { items: keys("bathing", "meals") };
    const words = { items: { meals: "Preparing meals", bathing: "Help with bathing" } };
    expect(compose(structure, words, context)).toEqual({ items: ["Help with bathing", "Preparing meals"] });
  });

  it("puts each item of the structure with its words by its key, keeping the key, and a table's cells in column order", () => {
    const columns = ["option", "duration"] as const;
    const structure = {
      cards: [{ key: "rest", icon: "leaf" }, { kind: "whatsapp" }],
      table: { columns: keys(...columns), rows: [row("short", columns), row("long", columns)] },
    };
    const words = {
      cards: { rest: { title: "Time to rest" } },
      table: {
        columns: { duration: "Duration", option: "Option" },
        rows: { long: { option: "Extended", duration: "1-7 days" }, short: { duration: "2-8 hours", option: "Short-Term" } },
      },
    };
    expect(compose(structure, words, context)).toEqual({
      cards: [{ key: "rest", icon: "leaf", title: "Time to rest" }, { kind: "whatsapp" }],
      table: {
        columns: ["Option", "Duration"],
        rows: [
          ["Short-Term", "2-8 hours"],
          ["Extended", "1-7 days"],
        ],
      },
    });
  });

  it("names an entry the structure does not know, and one a catalog lacks", () => {
    const structure = { items: keys("bathing", "meals") };
    expect(() => compose(structure, { items: { bathing: "a", meals: "b", walks: "c" } }, context)).toThrow(
      new CompositionError(
        "app/content/en/test.yaml: items.walks: is not an entry of this list (its entries are bathing, meals); rename it or remove it",
      ),
    );
    expect(() => compose(structure, { items: { bathing: "a" } }, context)).toThrow("items: meals: missing; write it");
    expect(() => compose(structure, { items: ["a", "b"] }, context)).toThrow(
      "expected a group of the entries bathing, meals, found a list",
    );
  });

  it("lets the sentences of an item name the item's own facts, and only there", () => {
    const structure = {
      categories: [
        { key: "costs", facts: { questionCount: 1 } },
        { key: "life", facts: { questionCount: 4 } },
      ],
    };
    const count = "{questionCount, plural, one {# question} other {# questions}}";
    const words = { categories: { costs: { count }, life: { count } } };
    expect(compose(structure, words, context)).toEqual({
      categories: [
        { key: "costs", count: "1 question" },
        { key: "life", count: "4 questions" },
      ],
    });
    expect(() => compose(structure, { ...words, title: "{questionCount}" }, context)).toThrow(
      "names {questionCount}, which is not a fact of this page",
    );
  });
});
