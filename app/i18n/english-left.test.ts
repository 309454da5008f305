import { describe, expect, it } from "vitest";
import { readsAsEnglish } from "./english-left";

describe("English left in a Latin-script language", () => {
  const kept = ["Home Caregiving Grant", "Office of the Public Guardian"];

  it("is an entry still the same as the English sentence", () => {
    expect(readsAsEnglish("Book a free consultation", "Book a free consultation", kept)).toBe(true);
  });

  it("is an entry that reads English, whatever the English entry says", () => {
    expect(readsAsEnglish("Call us for the details of your care plan.", "Hubungi kami", kept)).toBe(true);
  });

  it("is not a translated sentence, even with the names the language keeps in English", () => {
    expect(readsAsEnglish("Tempah rundingan percuma", "Book a free consultation", kept)).toBe(false);
    expect(readsAsEnglish("Mohon Home Caregiving Grant melalui Office of the Public Guardian.", "Apply for the grant.", kept)).toBe(false);
  });

  it("is not a name or a single word the two languages share", () => {
    expect(readsAsEnglish("WhatsApp", "WhatsApp", kept)).toBe(false);
    expect(readsAsEnglish("Email", "Email", kept)).toBe(false);
    expect(readsAsEnglish("Bukit Merah", "Bukit Merah", kept)).toBe(false);
    expect(readsAsEnglish("A1C", "A1C", kept)).toBe(false);
    expect(readsAsEnglish("{low}-{high} mmol/L", "{low}-{high} mmol/L", kept)).toBe(false);
  });
});
