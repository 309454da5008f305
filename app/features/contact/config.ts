/**
 * Where requests go, read from the environment at build time (see .env.example and README,
 * "Going live").
 *
 * With no EmailJS keys the build runs in LOCAL INBOX mode: the SDK talks to this site's own
 * origin, where `npm start`'s server answers as the email provider does and stores every request
 * (server/inbox.mjs). Because `import.meta.env` is replaced at build time, a build with real keys
 * keeps only the provider branch: the local values below are dropped from its bundle.
 */
export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Origin of the email API, e.g. https://api.emailjs.com. */
  origin: string;
}

export interface RequestConfig {
  email: EmailConfig;
  /** Google Apps Script web app that records each request in a sheet; empty to skip. */
  sheetEndpoint: string;
  /** True when requests go to the local inbox of `npm start` rather than the email provider. */
  localInbox: boolean;
}

/** The email provider's own API origin, used when VITE_EMAILJS_ORIGIN is not set. */
export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";

export function readRequestConfig(): RequestConfig {
  // Read each variable directly: Vite replaces these expressions at build time, so the branch
  // a build does not take is removed from its bundle.
  if (import.meta.env.VITE_EMAILJS_PUBLIC_KEY) {
    return {
      email: {
        publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
        serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? "",
        templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? "",
        origin: import.meta.env.VITE_EMAILJS_ORIGIN || EMAILJS_DEFAULT_ORIGIN,
      },
      sheetEndpoint: import.meta.env.VITE_SHEET_ENDPOINT ?? "",
      localInbox: false,
    };
  }
  const here = typeof window === "undefined" ? "" : window.location.origin;
  return {
    email: { publicKey: "local-inbox", serviceId: "local_service", templateId: "local_template", origin: here },
    sheetEndpoint: `${here}/api/sheet`,
    localInbox: true,
  };
}

/**
 * The settings the email step requires (docs/product.md, section 5). Returns the name of the first
 * missing one, or null when all are present.
 */
export function missingEmailSetting(config: EmailConfig, params: unknown): string | null {
  if (!config.publicKey.trim()) return "VITE_EMAILJS_PUBLIC_KEY (public key)";
  if (!config.serviceId.trim()) return "VITE_EMAILJS_SERVICE_ID (service id)";
  if (!config.templateId.trim()) return "VITE_EMAILJS_TEMPLATE_ID (template id)";
  if (typeof params !== "object" || params === null || Array.isArray(params)) return "template parameters (must be an object)";
  return null;
}
