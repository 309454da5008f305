import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formsNotice, readFormsDestination, writeFormsDestination } from "./build-mode.mjs";

describe("where the build's forms send", () => {
  it("is the local inbox without a public key, the provider with one, and the server reads it back", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "build-mode-"));
    expect(writeFormsDestination(dir, {})).toBe("local-inbox");
    expect(readFormsDestination(dir)).toBe("local-inbox");
    expect(writeFormsDestination(dir, { VITE_EMAILJS_PUBLIC_KEY: "pk" })).toBe("provider");
    expect(readFormsDestination(dir)).toBe("provider");
  });

  it("warns, where the build is made, that a keyless build takes leads only under npm start", () => {
    const notice = formsNotice("local-inbox").join("\n");
    expect(notice).toContain("Forms send to: local-inbox.");
    expect(notice).toMatch(/only `npm start`/);
    expect(notice).toMatch(/static files/);
    expect(notice).toMatch(/VITE_EMAILJS_\*/);
    // A build with keys has nothing to warn about.
    expect(formsNotice("provider")).toEqual(["Forms send to: provider (VITE_EMAILJS_PUBLIC_KEY is set)."]);
  });
});
