/**
 * Every amount of money the site shows goes through this one formatter, so a rate reads the same
 * in every table and sentence. Singapore English writes Singapore dollars as "$"; whole amounts
 * drop the cents ("$35", "$4,800") and any other amount keeps two places ("$35.50"). The CLDR
 * data behind Intl is the same in Node (the prerender) and in Chromium, so the prerendered text
 * and the text after hydration match.
 *
 * It sits with the content rather than in lib/ because lib/ is bundled into the script every page
 * loads, and only the pages that show prices need it.
 */
const sgd = new Intl.NumberFormat("en-SG", {
  style: "currency",
  currency: "SGD",
  trailingZeroDisplay: "stripIfInteger",
});

export function formatSgd(amount: number): string {
  return sgd.format(amount);
}
