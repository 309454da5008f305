// The byte budget of a page's first load, gzip-compressed, in bytes. One definition for
// `npm run size` (scripts/size.mjs) and the browser measurement (tests/budget.spec.ts).
// React and React Router alone are about 111 KB of the JavaScript allowance.

const KB = 1024;

/** Per URL: JavaScript, CSS and HTML each, the total with fonts and images; and each image file. */
export const BUDGET = Object.freeze({
  js: 130 * KB,
  css: 25 * KB,
  html: 30 * KB,
  total: 250 * KB,
  image: 100 * KB,
});
