import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** One line per URL of SPEC.md section 2. Every URL is prerendered (see content/site-map.ts). */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("locations", "routes/locations.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // Not in the spec's table: the PDPA notice the request forms link to.
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
