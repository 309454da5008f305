import type { Config } from "@react-router/dev/config";
import { allPagePaths, notFoundPaths } from "./app/content/site-map";

export default {
  // Static site: every URL is rendered to HTML at build time, no runtime server rendering.
  ssr: false,
  // Another folder for side builds (scripts/check-provider-build.mjs); `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => [...allPagePaths(), ...notFoundPaths()],
} satisfies Config;
