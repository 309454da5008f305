/** The fourteen service detail pages, in the spec's order (SPEC.md section 2). */
export const serviceSlugs = [
  "home-care-singapore",
  "overnight-care",
  "personal-care",
  "companionship",
  "medical-escort",
  "cancer-care",
  "dementia-care",
  "copd-care",
  "diabetes-care",
  "palliative-care",
  "respite-care",
  "live-in-care",
  "home-therapy",
  "nursing-procedure",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
