import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map";

export default {
  // Static site: every URL is rendered to HTML at build time, no runtime server rendering.
  ssr: false,
  prerender: () => [...prerenderPaths(), "/404"],
} satisfies Config;
