/**
 * What only the care guide's result pages (/care-guide/<slug>) say: each page's title, description
 * and h1, and the words around the suggestions. The suggestions themselves are the guide's own,
 * in care-guide.ts.
 */
import type { Topic } from "./care-guide";
import type { Action, PageMeta } from "./types";

export interface ResultPage {
  /** The page's <title> and meta description. */
  meta: PageMeta;
  /** The page's h1. */
  title: string;
}

export const resultPages = {
  everyday: {
    meta: {
      title: "Care Guide: Everyday Help at Home",
      description:
        "Where families who need everyday help at home often start: personal care, home assisted care and company, with a free consultation.",
    },
    title: "Everyday help at home: where families often start",
  },
  company: {
    meta: {
      title: "Care Guide: Company and Time Together",
      description:
        "Where families looking for company for an older relative often start: companionship, home assisted care and escorts to appointments.",
    },
    title: "Company and time together: where families often start",
  },
  hospital: {
    meta: {
      title: "Care Guide: Coming Home After a Hospital Stay",
      description:
        "Where families often start when a loved one comes home from hospital: nursing procedures, home therapy and escorts to follow-up visits.",
    },
    title: "Coming home after a hospital stay: where families often start",
  },
  break: {
    meta: {
      title: "Care Guide: A Break for the Family Caregiver",
      description:
        "Where family caregivers who need a rest often start: respite care for a few hours or days, company, and overnight care.",
    },
    title: "A break for the family caregiver: where families often start",
  },
  "end-of-life": {
    meta: {
      title: "Care Guide: Care Towards the End of Life",
      description:
        "Where families often start when a loved one has a serious illness: palliative care at home, nursing procedures and respite for the family.",
    },
    title: "Care towards the end of life: where families often start",
  },
  dementia: {
    meta: {
      title: "Care Guide: Living with Dementia",
      description:
        "Where families caring for someone with dementia or memory loss often start: dementia care at home, company, and respite for the family.",
    },
    title: "Living with dementia: where families often start",
  },
  cancer: {
    meta: {
      title: "Care Guide: Living with Cancer",
      description:
        "Where families often start when a loved one has cancer: cancer care at home, nursing procedures and escorts to treatment.",
    },
    title: "Living with cancer: where families often start",
  },
  breathing: {
    meta: {
      title: "Care Guide: COPD and Breathing Problems",
      description:
        "Where families often start when a loved one has COPD or breathing problems: COPD care at home, home therapy and escorts to check-ups.",
    },
    title: "COPD and breathing problems: where families often start",
  },
  diabetes: {
    meta: {
      title: "Care Guide: Living with Diabetes",
      description: "Where families often start when a loved one has diabetes: diabetes care at home, nursing procedures and personal care.",
    },
    title: "Living with diabetes: where families often start",
  },
  nursing: {
    meta: {
      title: "Care Guide: Recovery with Nursing Procedures",
      description:
        "Where families often start when recovery at home needs a nurse: nursing procedures, home therapy and escorts to follow-up visits.",
    },
    title: "Recovery that needs a nurse: where families often start",
  },
  other: {
    meta: {
      title: "Care Guide: Living with a Health Condition",
      description:
        "Where families often start when a loved one lives with a long-term health condition: home assisted care, nursing procedures and escorts.",
    },
    title: "Living with a health condition: where families often start",
  },
} as const satisfies Record<Topic, ResultPage>;

export const resultPage = {
  eyebrow: "Care guide",
  intro: "These services are a starting point, not medical advice. Every family is different: a nurse can advise at the free consultation.",
  servicesTitle: "Services to look at first",
  fullGuideTitle: "A closer fit in four questions",
  fullGuideText: "The full guide also asks how much help is needed, such as overnight or round the clock, and suggests services to match.",
  fullGuideLink: "Answer the four questions",
  cta: {
    title: "Talk it through with us",
    text: "The consultation is free and there is no obligation. Tell us about your loved one and we will suggest a plan that suits them.",
    actions: [
      { kind: "consultation", label: "Book a Free Consultation" },
      { kind: "whatsapp", label: "Chat with us on WhatsApp" },
    ] satisfies Action[],
  },
} as const;
