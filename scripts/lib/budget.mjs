// The byte budget of a page's first load, gzip-compressed, in bytes. One definition for
// `npm run size` (scripts/size.mjs) and the browser measurement (tests/budget.spec.ts).
// React and React Router (with the router's route manifest) are about 107 KB of the JavaScript
// allowance (about 94 KB brotli); code the first screen does not need loads later (decision 012).
// JavaScript is held to a second limit as brotli sends it, which is what browsers receive from
// `npm start` and from static hosts that compress with brotli (nginx sends gzip unless its
// brotli module is added, hence the gzip limit too).

const KB = 1024;

/** Per URL: JavaScript (gzip, and brotli), CSS and HTML each, the total with fonts and images; and each image file. */
export const BUDGET = Object.freeze({
  js: 120 * KB,
  jsBrotli: 105 * KB,
  css: 25 * KB,
  html: 30 * KB,
  total: 250 * KB,
  image: 100 * KB,
});
