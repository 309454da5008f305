// The byte budget of a page's first load, gzip-compressed, in bytes. One definition for
// `npm run size` (scripts/size.mjs) and the browser measurement of every page's first load (tests/every-page.spec.ts).
// React and React Router (with the router's route manifest) are about 107 KB of the JavaScript
// allowance (about 94 KB brotli); code the first screen does not need loads later (decision 012).
// JavaScript is held to a second limit as brotli sends it, which is what browsers receive from
// `npm start` and from static hosts that compress with brotli (nginx sends gzip unless its
// brotli module is added, hence the gzip limit too).

const KB = 1024;

/**
 * What a new connection delivers in its first round trip: ten TCP segments of 1,460 bytes (the
 * initial congestion window, as Lighthouse's simulation models it too). A page whose headers and
 * compressed HTML fit in it paints after one trip; a larger one waits a round trip more.
 */
export const FIRST_TRIP = 10 * 1460;

/**
 * Per URL: JavaScript (gzip, and brotli), CSS and HTML each, the total with fonts and images; each
 * image file; and the first round trip, which a page's headers and brotli HTML should fit in.
 */
export const BUDGET = Object.freeze({
  js: 120 * KB,
  jsBrotli: 105 * KB,
  css: 25 * KB,
  html: 30 * KB,
  total: 250 * KB,
  image: 100 * KB,
  firstTrip: FIRST_TRIP,
});
