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
  route("services/home-care-singapore", "routes/services/home-care-singapore.tsx"),
  route("services/overnight-care", "routes/services/overnight-care.tsx"),
  route("services/personal-care", "routes/services/personal-care.tsx"),
  route("services/companionship", "routes/services/companionship.tsx"),
  route("services/medical-escort", "routes/services/medical-escort.tsx"),
  route("services/cancer-care", "routes/services/cancer-care.tsx"),
  route("services/dementia-care", "routes/services/dementia-care.tsx"),
  route("services/copd-care", "routes/services/copd-care.tsx"),
  route("services/diabetes-care", "routes/services/diabetes-care.tsx"),
  route("services/palliative-care", "routes/services/palliative-care.tsx"),
  route("services/respite-care", "routes/services/respite-care.tsx"),
  route("services/live-in-care", "routes/services/live-in-care.tsx"),
  route("services/home-therapy", "routes/services/home-therapy.tsx"),
  route("services/nursing-procedure", "routes/services/nursing-procedure.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // Not in the spec's table: the PDPA notice the request forms link to.
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
