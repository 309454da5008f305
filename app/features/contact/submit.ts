/**
 * The one place that talks to the outside world: sends a request by email (EmailJS SDK), then
 * records it in the sheet. Loaded on demand by the forms, so pages do not pay for it up front.
 */
import { type EmailJSResponseStatus, init, send } from "@emailjs/browser";
import { MutationObserver } from "@tanstack/react-query";
import { toast } from "sonner";
import { type FormKind, type RequestValues, fullName } from "~/content/form-fields";
import { TOAST_DURATION_MS } from "~/content/forms";
import { type Lang, languages } from "~/i18n/languages";
import { queryClient } from "~/lib/query-client";
import { type RequestConfig, missingEmailSetting, readRequestConfig } from "./config";

/** A send with no answer after this long counts as failed, and the visitor is told. */
export const SEND_TIMEOUT_MS = 20_000;

export class RequestError extends Error {
  override name = "RequestError";
  /** The HTTP status the email service answered with, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export interface TemplateParams extends Record<string, string> {
  from_name: string;
  from_email: string;
  phone: string;
  message: string;
  to_name: string;
  /** The language of the page the family wrote from ("English", "Chinese"). */
  language: string;
  /** Which form it was sent from: the home page's tour request or the contact page's message. */
  form: FormKind;
  /** The path of the page the form was on ("/zh/contact"). */
  page: string;
}

/** What a request says beyond the visitor's fields: whom it greets, and where it was sent from. */
export interface RequestContext {
  /** Sent to the email template as `to_name`. */
  toName: string;
  lang: Lang;
  /** The path of the page the form is on (`location.pathname`). */
  page: string;
}

export function templateParams(kind: FormKind, values: RequestValues, context: RequestContext): TemplateParams {
  return {
    from_name: fullName(values, context.lang),
    from_email: values.email,
    phone: values.phone,
    message: values.message,
    to_name: context.toName,
    language: languages[context.lang].request,
    form: kind,
    page: context.page,
  };
}

/** What the sheet row says of where a request came from, beside the visitor's fields. */
type SheetOrigin = Pick<TemplateParams, "language" | "form" | "page">;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestError(`No answer from the email service after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Records the request in the sheet (docs/product.md, section 7, item 2). The answer of a no-cors request cannot
 * be read; a failure is logged and never turns a sent request into a failed one.
 */
export function recordInSheet(endpoint: string, values: RequestValues, { language, form, page }: SheetOrigin): void {
  if (!endpoint) return;
  const body = new URLSearchParams({ target: "Schedule", ...values, language, form, page });
  fetch(endpoint, { method: "POST", mode: "no-cors", body, keepalive: body.toString().length < 60_000 }).catch((error: unknown) => {
    console.error("The request was sent, but recording it in the sheet failed:", error);
  });
}

/** Sends one request. Resolves when it counts as sent (docs/product.md, section 7, item 3); rejects otherwise. */
export async function sendRequest(
  kind: FormKind,
  values: RequestValues,
  context: RequestContext,
  config: RequestConfig = readRequestConfig(),
): Promise<void> {
  const params = templateParams(kind, values, context);
  const missing = missingEmailSetting(config.email, params);
  if (missing) {
    console.error(`Email sending is not configured: missing ${missing}. See README, "Going live".`);
    throw new RequestError(`Email sending is not configured: missing ${missing}`);
  }
  init({ publicKey: config.email.publicKey, origin: config.email.origin, blockHeadless: false });
  let response: EmailJSResponseStatus;
  try {
    response = await withTimeout(send(config.email.serviceId, config.email.templateId, params), SEND_TIMEOUT_MS);
  } catch (error) {
    // The SDK rejects with its response status (HTTP errors) or a TypeError (network failures).
    if (error instanceof Error) throw error;
    const status = error as Partial<EmailJSResponseStatus>;
    throw new RequestError(`The email service answered ${status.status ?? "?"}: ${status.text ?? String(error)}`, status.status);
  }
  // The contact page counts only status 200 as sent; the home form any completed send.
  if (kind === "contact" && response.status !== 200) {
    throw new RequestError(`The email service answered ${response.status}, not 200: ${response.text}`, response.status);
  }
  recordInSheet(config.sheetEndpoint, values, params);
}

/** Runs the send as a mutation of the shared data layer (which never retries a mutation). */
export function submitRequest(kind: FormKind, values: RequestValues, context: RequestContext): Promise<void> {
  const observer = new MutationObserver(queryClient, {
    mutationKey: ["request", kind],
    mutationFn: (input: RequestValues) => sendRequest(kind, input, context),
  });
  return observer.mutate(values);
}

/** A toast's words, in the page's language. */
interface ToastWords {
  title: string;
  description: string;
}

export function notifySuccess({ title, description }: ToastWords): void {
  toast.success(title, { description, duration: TOAST_DURATION_MS });
}

/** The failure toast's words: the description, or the one for a send refused as too many. */
interface FailureWords extends ToastWords {
  tooManyRequests: string;
}

/** Tells the visitor the send failed; a send refused as one too many (429) asks them to call. */
export function notifyFailure({ title, description, tooManyRequests }: FailureWords, error?: unknown): void {
  const tooMany = error instanceof RequestError && error.status === 429;
  toast.error(title, { description: tooMany ? tooManyRequests : description, duration: TOAST_DURATION_MS });
}
