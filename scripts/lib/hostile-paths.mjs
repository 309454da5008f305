// Request targets a stranger can send to any server of this site, shared by the tests of every
// server configuration we ship (`npm start`'s server, the nginx examples, the Netlify rules), so
// all of them are held to the same list.

/**
 * Paths ending in "/" that try to turn the trailing-slash redirect into a redirect to another
 * site. Each has, on some server, come back as a Location that a browser reads as
 * "//evil.example.com" or "/\evil.example.com" (both mean http://evil.example.com/), or as
 * "/\t/evil.example.com", which a browser reads the same way once it drops the tab. Every server
 * answers each with its 404 page and no Location.
 */
export const HOSTILE_PATHS = [
  "//x//evil.example.com/",
  "//evil.example.com/",
  "///evil.example.com/",
  "/\\evil.example.com/",
  "/\\\\evil.example.com/",
  "/%5Cevil.example.com/",
  "/%5cevil.example.com/",
  "/%2F%2Fevil.example.com/",
  "/%2f%2fevil.example.com/",
  "/%2f/evil.example.com/",
  "/./..//evil.example.com/",
  "/.//evil.example.com/",
  "/%2e%2e//evil.example.com/",
  "/%2E/%2E%2E//evil.example.com/",
  "/about//evil.example.com/",
  "/about/%2F%2Fevil.example.com/",
  "/about/../../evil.example.com/",
  "/%09/evil.example.com/",
  "/%0d/evil.example.com/",
  "/%00/evil.example.com/",
  "/%5C%5Cevil.example.com/",
  "/%E3%80%80/evil.example.com/",
  "/about/%5C/evil.example.com/",
];

/**
 * Other spellings of a page, or files that are not pages: each must get the 404 page with status
 * 404 rather than a second copy of a page at another address. A path under /zh gets the Chinese
 * 404 page where the build has one.
 */
export const DUPLICATE_PATHS = [
  "/index",
  "/index.html",
  "/about/index.html",
  "/about%2f",
  "/about%2F",
  "/__spa-fallback.html",
  "/__spa-fallback",
  "/404",
  "/404/index.html",
  // Spellings a server decodes or tidies into "/about" or "/": the same page at another address.
  "/%61bout",
  "/abo%75t",
  "//about",
  "/./about",
  "/zh/../about",
  "/about/.",
  "/%2e",
  "/%2e/",
  "/./",
  // The precompressed copies, which are sent in place of a file, never at their own address.
  "/index.html.gz",
  "/index.html.br",
  "/about/index.html.gz",
  "/about/index.html.br",
];
