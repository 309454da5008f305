/** Copy for the 404 page, shown for any address the site does not have. */
export const notFoundPage = {
  meta: {
    title: "Page not found",
    description: "We could not find that page. Return to the home page to find our care services, or contact our team for help.",
  },
  /** Shown small above the h1. */
  code: "404",
  /** The page's h1. */
  title: "Oops! Page not found",
  text: "The page you are looking for may have moved, or the address may have a typing mistake.",
  homeLabel: "Return to Home",
} as const;
