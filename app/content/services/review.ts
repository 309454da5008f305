/** When the five educational service pages were last checked against their sources. */
import { figure } from "~/i18n/markers";

const LAST_REVIEWED = "2026-11-23";

/** The `review` dates of a health page's structure; its sources follow, each language naming them. */
export const lastReview = { lastReviewed: figure(LAST_REVIEWED, "date"), lastReviewedIso: LAST_REVIEWED } as const;
