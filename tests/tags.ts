/**
 * The tag of a test whose result does not depend on the screen's width (what a form says, what a
 * table holds, where a request goes): the desktop project leaves it out (playwright.config.ts), so
 * it runs once, at the phone's width.
 */
export const ONE_WIDTH = "@one-width";
