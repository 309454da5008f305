// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestConfig } from "./config";
import { queryClient } from "~/lib/query-client";
import { toast } from "sonner";
import { dictionaryFor } from "~/content/dictionary.server";
import { type Lang, langs } from "~/i18n/languages";
import { RequestError, SEND_TIMEOUT_MS, notifyFailure, sendRequest, submitRequest, templateParams } from "./submit";

const { failureToast } = dictionaryFor("en").form;
const chineseFailureToast = dictionaryFor("zh").form.failureToast;

/** The failure toast's words in `lang`. */
const toastIn = (lang: Lang) => dictionaryFor(lang).form.failureToast;

const values = { firstName: "Mei Ling", lastName: "Tan", email: "mei@example.com", phone: "+65 9123 4567", message: "Hello" };
const config: RequestConfig = {
  email: { publicKey: "pk", serviceId: "svc", templateId: "tpl", origin: "https://email.test" },
  sheetEndpoint: "https://sheet.test/exec",
  localInbox: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function stubFetch(emailStatus: number) {
  const fetchMock = vi.fn<(url: string) => Promise<Response>>(async (url) => {
    if (url.startsWith("https://email.test")) return new Response("OK", { status: emailStatus });
    return new Response(null, { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const english = { toName: "Care Team", lang: "en", page: "/contact" } as const;

describe("templateParams", () => {
  it("joins the names and carries the five template parameters, the page's language, and the form and page sent from", () => {
    expect(templateParams("contact", values, english)).toEqual({
      from_name: "Mei Ling Tan",
      from_email: "mei@example.com",
      phone: "+65 9123 4567",
      message: "Hello",
      to_name: "Care Team",
      language: "English",
      form: "contact",
      page: "/contact",
    });
  });

  it("names Chinese for a request from a Chinese page, and the sender family name first", () => {
    expect(templateParams("tour", values, { toName: "护理团队", lang: "zh", page: "/zh" })).toMatchObject({
      from_name: "Tan Mei Ling",
      to_name: "护理团队",
      language: "Chinese (简体中文)",
      form: "tour",
      page: "/zh",
    });
  });
});

describe("sendRequest", () => {
  it("posts the SDK's body to the configured origin, then the sheet record", async () => {
    const fetchMock = stubFetch(200);
    await sendRequest("contact", values, english, config);
    const [emailUrl, emailInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(emailUrl).toBe("https://email.test/api/v1.0/email/send");
    expect(JSON.parse(String(emailInit.body))).toEqual({
      lib_version: "4.4.1",
      user_id: "pk",
      service_id: "svc",
      template_id: "tpl",
      template_params: templateParams("contact", values, english),
    });
    const [sheetUrl, sheetInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(sheetUrl).toBe("https://sheet.test/exec");
    expect(sheetInit.mode).toBe("no-cors");
    expect(String(sheetInit.body)).toBe(
      new URLSearchParams({ target: "Schedule", ...values, language: "English", form: "contact", page: "/contact" }).toString(),
    );
  });

  it("records a Chinese request's first and last name in their own columns, whatever order the form shows", async () => {
    const fetchMock = stubFetch(200);
    await sendRequest("tour", values, { toName: "护理团队", lang: "zh", page: "/zh" }, config);
    const [, sheetInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    const sheet = new URLSearchParams(String(sheetInit.body));
    expect([sheet.get("firstName"), sheet.get("lastName")]).toEqual(["Mei Ling", "Tan"]);
    expect([sheet.get("form"), sheet.get("page")]).toEqual(["tour", "/zh"]);
  });

  it("fails before any call when a setting is missing, naming it in the console", async () => {
    const fetchMock = stubFetch(200);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(sendRequest("tour", values, english, { ...config, email: { ...config.email, templateId: "" } })).rejects.toThrow(
      /template id/,
    );
    expect(log.mock.calls[0]?.[0]).toContain("VITE_EMAILJS_TEMPLATE_ID");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts 202 as sent from the home form but not from the contact page", async () => {
    stubFetch(202);
    await expect(sendRequest("tour", values, english, config)).resolves.toBeUndefined();
    await expect(sendRequest("contact", values, english, config)).rejects.toThrow(/202/);
  });

  it("does not record the sheet when the email failed", async () => {
    const fetchMock = stubFetch(500);
    await expect(sendRequest("tour", values, english, config)).rejects.toThrow(/500/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives up after 20 seconds without an answer", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn<() => Promise<Response>>(() => new Promise<Response>(() => {})),
    );
    const outcome = sendRequest("tour", values, english, config).then(
      () => "sent",
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await outcome).toMatch(/No answer/);
  });
});

describe("a send refused as one too many (429)", () => {
  it("rejects with the status, and the toast asks the visitor to call instead of the generic text", async () => {
    stubFetch(429);
    const error = await sendRequest("tour", values, english, config).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(429);

    const shown = vi.spyOn(toast, "error").mockImplementation(() => 1);
    notifyFailure(failureToast, error);
    expect(shown).toHaveBeenLastCalledWith(failureToast.title, expect.objectContaining({ description: failureToast.tooManyRequests }));
    notifyFailure(chineseFailureToast, error);
    expect(shown).toHaveBeenLastCalledWith(
      chineseFailureToast.title,
      expect.objectContaining({ description: chineseFailureToast.tooManyRequests }),
    );
    // Any other failure keeps the generic words.
    notifyFailure(failureToast, new RequestError("The email service answered 500: x", 500));
    expect(shown).toHaveBeenLastCalledWith(failureToast.title, expect.objectContaining({ description: failureToast.description }));
    // Its own words in every language, not the generic text's, none left in English.
    expect(langs.filter((lang) => toastIn(lang).tooManyRequests.trim() === "")).toEqual([]);
    expect(langs.filter((lang) => toastIn(lang).tooManyRequests === toastIn(lang).description)).toEqual([]);
    const others = langs.filter((lang) => lang !== "en");
    expect(others.filter((lang) => toastIn(lang).tooManyRequests === failureToast.tooManyRequests)).toEqual([]);
    expect(others.filter((lang) => toastIn(lang).title === failureToast.title)).toEqual([]);
    // The title the specification gives the failure toast.
    expect(failureToast.title).toBe("Submission Failed");
  });
});

describe("submitRequest", () => {
  it("runs the send as a mutation of the shared query client", async () => {
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "pk");
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "svc");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ID", "tpl");
    vi.stubEnv("VITE_EMAILJS_ORIGIN", "https://email.test");
    stubFetch(200);
    await submitRequest("tour", values, english);
    const mutations = queryClient.getMutationCache().findAll({ mutationKey: ["request", "tour"] });
    expect(mutations.at(-1)?.state.status).toBe("success");
    expect(mutations.at(-1)?.state.variables).toEqual(values);
    vi.unstubAllEnvs();
  });
});
