/** Year of the build, for the footer's copyright line (vite.config.ts `define`). */
declare const BUILD_YEAR: number;

interface ImportMetaEnv {
  /** Public origin of the site, e.g. https://www.example.com (canonical and Open Graph URLs). */
  readonly VITE_SITE_URL?: string;
}
