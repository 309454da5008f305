/**
 * The short "Choosing care" block near the end of /services and of every service page: two
 * questions a family asks before it calls, each with a link to the page that answers it.
 * Shared by all fifteen pages, so it is written once here rather than in each page's module.
 */

interface ChoosingCareLink {
  /** The family's question, shown as the item's heading. */
  question: string;
  /** Visible text of the link that answers it. */
  label: string;
  to: "/costs" | "/care-guide";
}

export interface ChoosingCare {
  /** The block's heading; it also names the block for screen readers. */
  title: string;
  links: [ChoosingCareLink, ChoosingCareLink];
  /** The guide's question on /services, which shows every service rather than one. */
  overviewGuideQuestion: string;
}

export const choosingCare = {
  title: "Choosing care",
  links: [
    { question: "What will it cost?", label: "See costs and financial help", to: "/costs" },
    { question: "Not sure this is the right service?", label: "Try the care guide", to: "/care-guide" },
  ],
  overviewGuideQuestion: "Which of these services is right for us?",
} satisfies ChoosingCare;
