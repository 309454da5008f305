// The byte budget of a page's first load, gzip-compressed, in bytes. One definition for
// `npm run size` (scripts/size.mjs) and the browser measurement (tests/budget.spec.ts).
// React and React Router alone are about 111 KB of the JavaScript allowance (about 98 KB brotli).
// JavaScript is held to a second limit as brotli sends it, which is what browsers receive from
// `npm start` and from static hosts that compress with brotli (nginx sends gzip unless its
// brotli module is added, hence the gzip limit too).

const KB = 1024;

/** Per URL: JavaScript (gzip, and brotli), CSS and HTML each, the total with fonts and images; and each image file. */
export const BUDGET = Object.freeze({
  js: 130 * KB,
  jsBrotli: 120 * KB,
  css: 25 * KB,
  html: 30 * KB,
  total: 250 * KB,
  image: 100 * KB,
});
