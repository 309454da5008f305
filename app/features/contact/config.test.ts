import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAILJS_DEFAULT_ORIGIN, missingEmailSetting, readRequestConfig } from "./config";

describe("readRequestConfig", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("uses the provider when a public key is set, defaulting to its own API origin", () => {
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "pk");
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "svc");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ID", "tpl");
    vi.stubEnv("VITE_SHEET_ENDPOINT", "https://script.google.com/macros/s/x/exec");
    const config = readRequestConfig();
    expect(config).toEqual({
      email: { publicKey: "pk", serviceId: "svc", templateId: "tpl", origin: EMAILJS_DEFAULT_ORIGIN },
      sheetEndpoint: "https://script.google.com/macros/s/x/exec",
      localInbox: false,
    });
    expect(EMAILJS_DEFAULT_ORIGIN).toBe("https://api.emailjs.com");
  });

  it("honours a configured API origin", () => {
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "pk");
    vi.stubEnv("VITE_EMAILJS_ORIGIN", "https://mail.example.sg");
    const config = readRequestConfig();
    expect(config.email.origin).toBe("https://mail.example.sg");
  });

  it("falls back to the local inbox when no key is set", () => {
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "");
    const config = readRequestConfig();
    expect(config.localInbox).toBe(true);
    expect(config.email.publicKey).not.toBe("");
  });
});

describe("missingEmailSetting", () => {
  const complete = { publicKey: "pk", serviceId: "svc", templateId: "tpl", origin: "https://api.emailjs.com" };

  it("accepts a complete configuration and an object of parameters", () => {
    expect(missingEmailSetting(complete, { message: "hi" })).toBeNull();
  });

  it.each([
    [{ ...complete, publicKey: " " }, {}, "VITE_EMAILJS_PUBLIC_KEY (public key)"],
    [{ ...complete, serviceId: "" }, {}, "VITE_EMAILJS_SERVICE_ID (service id)"],
    [{ ...complete, templateId: "" }, {}, "VITE_EMAILJS_TEMPLATE_ID (template id)"],
    [complete, null, "template parameters (must be an object)"],
    [complete, ["x"], "template parameters (must be an object)"],
    [complete, "text", "template parameters (must be an object)"],
  ])("names what is missing (%#)", (config, params, expected) => {
    expect(missingEmailSetting(config, params)).toBe(expected);
  });
});
