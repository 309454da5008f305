// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { draftKey } from "./form-names";
import { prefillMessage } from "./prefill";

afterEach(() => sessionStorage.clear());

const draft = () => JSON.parse(sessionStorage.getItem(draftKey("tour")) ?? "null") as unknown;

describe("prefillMessage", () => {
  it("starts a draft with the message when there is none", () => {
    prefillMessage("tour", "I'm looking for care for my father.");
    expect(draft()).toEqual({ message: "I'm looking for care for my father." });
  });

  it("keeps the other fields already typed and replaces the message", () => {
    sessionStorage.setItem(draftKey("tour"), JSON.stringify({ firstName: "Mei Ling", email: "mei@example.com", message: "Old text" }));
    prefillMessage("tour", "New summary.");
    expect(draft()).toEqual({ firstName: "Mei Ling", email: "mei@example.com", message: "New summary." });
  });

  it("replaces an unreadable draft, and leaves the other form's draft alone", () => {
    sessionStorage.setItem(draftKey("tour"), "{broken");
    sessionStorage.setItem(draftKey("contact"), JSON.stringify({ message: "Contact page text" }));
    prefillMessage("tour", "Summary.");
    expect(draft()).toEqual({ message: "Summary." });
    expect(JSON.parse(sessionStorage.getItem(draftKey("contact"))!)).toEqual({ message: "Contact page text" });
  });
});
