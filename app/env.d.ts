/** Year of the build, for the footer's copyright line (vite.config.ts `define`). */
declare const BUILD_YEAR: number;

interface ImportMetaEnv {
  /** Public origin of the site, e.g. https://www.example.com (canonical and Open Graph URLs). */
  readonly VITE_SITE_URL?: string;
}

interface ImportMetaEnv {
  /** EmailJS public key. Unset: forms use the local inbox of `npm start`. */
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  /** EmailJS API origin; defaults to https://api.emailjs.com. */
  readonly VITE_EMAILJS_ORIGIN?: string;
  /** Google Apps Script web app URL that records each request in a sheet. */
  readonly VITE_SHEET_ENDPOINT?: string;
}
