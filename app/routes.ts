import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * One line per URL. Every URL is prerendered (see content/site-map.ts). The service pages share
 * one module, which reads its page from content/services/index.ts by slug; each needs its own id.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("locations", "routes/locations.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  // Help in choosing: the four-question guide (with a result page per main need, for visitors
  // without JavaScript), costs and financial help, and who comes to the home.
  route("care-guide", "routes/care-guide.tsx"),
  route("care-guide/:need", "routes/care-guide-result.tsx"),
  route("costs", "routes/costs.tsx"),
  route("our-caregivers", "routes/our-caregivers.tsx"),
  route("services/home-care-singapore", "routes/service.tsx", { id: "services/home-care-singapore" }),
  route("services/overnight-care", "routes/service.tsx", { id: "services/overnight-care" }),
  route("services/personal-care", "routes/service.tsx", { id: "services/personal-care" }),
  route("services/companionship", "routes/service.tsx", { id: "services/companionship" }),
  route("services/medical-escort", "routes/service.tsx", { id: "services/medical-escort" }),
  route("services/cancer-care", "routes/service.tsx", { id: "services/cancer-care" }),
  route("services/dementia-care", "routes/service.tsx", { id: "services/dementia-care" }),
  // The COPD page draws its own header and footer instead of the shared ones.
  layout("routes/own-frame.tsx", [route("services/copd-care", "routes/service.tsx", { id: "services/copd-care" })]),
  route("services/diabetes-care", "routes/service.tsx", { id: "services/diabetes-care" }),
  route("services/palliative-care", "routes/service.tsx", { id: "services/palliative-care" }),
  route("services/respite-care", "routes/service.tsx", { id: "services/respite-care" }),
  route("services/live-in-care", "routes/service.tsx", { id: "services/live-in-care" }),
  route("services/home-therapy", "routes/service.tsx", { id: "services/home-therapy" }),
  route("services/nursing-procedure", "routes/service.tsx", { id: "services/nursing-procedure" }),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // Not in the spec's table: the PDPA notice the request forms link to.
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
