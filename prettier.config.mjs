// Formatting settings chosen to match how the code was already written, so adopting Prettier
// changes as little as possible: long lines (components carry long class lists), double quotes,
// semicolons, trailing commas. The Tailwind plugin sorts class lists in the order Tailwind
// writes its CSS, reading the theme from the app's stylesheet.

/** @type {import("prettier").Config & import("prettier-plugin-tailwindcss").PluginOptions} */
export default {
  printWidth: 140,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/app.css",
  tailwindFunctions: ["cn", "cva", "clsx"],
};
