import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test components and content directly.
export default defineConfig({
  // The copyright year, fixed at build time so the prerendered HTML and the browser agree.
  define: { BUILD_YEAR: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
  },
});
