/**
 * Copy for /costs: how the provider charges (its rates and policies from provider.ts), the
 * starting fees of the shared homes (from faq.ts), and the Singapore schemes that help families
 * pay for care at home.
 *
 * Scheme facts come from official pages only (AIC, MOH, CPF, CareShield Life, HealthHub and other
 * gov.sg sites), each named in a comment beside its row with the date it was read. A figure that
 * could not be confirmed on an official page is left out, and the row sends the reader to the
 * official page instead. Figures change, usually each April or July: check every row again before
 * changing `schemesChecked`.
 */
import { formatSgd } from "~/content/money";
import { provider } from "~/content/provider";
import { residentialFeesFrom } from "~/content/residential-fees";
import type { Action, PageMeta } from "~/content/types";

/**
 * Singapore's GST rate, in percent: 9% from 1 January 2024.
 * Source: gov.sg, "What you need to know: the GST rate from 1 January 2024",
 * https://www.gov.sg/explainers/what-you-need-to-know-the-gst-rate-from-1-january-2024 (read 2026-11-23).
 */
export const GST_RATE_PERCENT = 9;

/** The day every scheme row below was last checked against its official page. */
export const schemesChecked = { iso: "2026-11-23", text: "23 November 2026" } as const;

/**
 * The Agency for Integrated Care's hotline, which advises families on every scheme in the table.
 * Source: https://www.togetherforbetter.gov.sg/lifestage/caregivers and the AIC scheme pages
 * (read 2026-11-23).
 */
export const aicHotline = { number: "1800-650-6060", href: "tel:18006506060" } as const;

/** An official page about a scheme. */
interface OfficialLink {
  /** Names the organisation and the page, e.g. "AIC: Home Caregiving Grant". */
  label: string;
  /** https address on an official Singapore government site. */
  url: string;
}

/** One row of the 'Help with the cost in Singapore' table. */
export interface SchemeRow {
  /** Stable key of the row. */
  id: string;
  /** The scheme's name, as the agencies write it; the row's header cell. */
  name: string;
  /** Who can get it, in short. */
  who: string;
  /** What it gives: only figures confirmed on an official page. */
  gives: string;
  /** How to apply, or whom to ask. */
  apply: string;
  /** The official pages to read and apply on; they open in a new tab. */
  links: OfficialLink[];
}

/**
 * How the means-tested subsidies apply to us, worded from the MOH-funded flag: they are given
 * only at providers the Ministry of Health funds.
 */
export function subsidyStatement(mohFunded: boolean): string {
  return mohFunded
    ? "We are an MOH-funded provider, so these subsidies can lower what you pay us. Our staff help you apply, and the means test decides how much you get."
    : "We are not an MOH-funded provider, so these subsidies do not apply to our services; AIC can point you to providers where they do.";
}

/** The GST sentence, worded from whether the provider is registered for GST. */
export function gstStatement(gstRegistered: boolean): string {
  return gstRegistered
    ? `Rates are before GST at ${GST_RATE_PERCENT}%. GST is added to each bill.`
    : "We are not registered for GST, so no GST is added to our rates.";
}

const { rates } = provider;

/** What one visit, shift or month of our care costs, for the rates table: [what, price]. */
export const rateRows: [string, string][] = [
  ["Care staff at home, Monday to Saturday", `${formatSgd(rates.hourly)} an hour`],
  ["Care staff at home, Sundays and public holidays", `${formatSgd(rates.hourlySundayHoliday)} an hour`],
  [`Overnight shift, ${provider.overnightShift.from} to ${provider.overnightShift.to}`, `${formatSgd(rates.overnight)} a shift`],
  ["Live-in caregiver", `${formatSgd(rates.liveInMonthly)} a month`],
  ["Nurse visit for one procedure, such as wound care or a tube change", `${formatSgd(rates.nurseVisit)} a visit`],
  ["Therapy session at home: physio, occupational or speech therapy", `${formatSgd(rates.therapySession)} a session`],
];

/** The three starting fees of the shared homes, as [kind of home, price]. */
export const residentialRows: [string, string][] = [
  ["Independent living", `From ${formatSgd(residentialFeesFrom.independentLiving)} a month`],
  ["Assisted living", `From ${formatSgd(residentialFeesFrom.assistedLiving)} a month`],
  ["Memory care", `From ${formatSgd(residentialFeesFrom.memoryCare)} a month`],
];

export const schemes: SchemeRow[] = [
  {
    // Figures: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23): from
    // April 2026, $600 / $400 / $200 a month by household income per person, limit $4,800.
    // Who and how to apply: https://aic.sg/Financial-Assistance/Home-Caregiving-Grant (read
    // 2026-11-23; its amounts are older than the April 2026 change, so only its rules are used).
    id: "home-caregiving-grant",
    name: "Home Caregiving Grant",
    who: "A Singapore Citizen, or a Permanent Resident with a citizen parent, child or spouse, who lives at home (not in a nursing home) and permanently needs some help with at least 3 of the 6 activities of daily living. Household income up to $4,800 a month per person.",
    gives:
      "From April 2026, $600, $400 or $200 a month in cash, depending on household income per person. The money can pay for a helper, home care services or healthcare items.",
    apply: "Apply to AIC online with Singpass, or with a paper form. A doctor first assesses how much help is needed.",
    links: [{ label: "AIC: Home Caregiving Grant", url: "https://aic.sg/Financial-Assistance/Home-Caregiving-Grant" }],
  },
  {
    // https://aic.sg/Financial-Assistance/Seniors-Mobility-and-Enabling-Fund---Mobility-and-Assistive-Devices
    // (read 2026-11-23): up to 90% off devices; SC or PR aged 60+, not in a nursing or sheltered
    // home; household income per person up to $4,800. The caps for home healthcare items are not
    // confirmed on an official page, so they are left out.
    id: "seniors-mobility-enabling-fund",
    name: "Seniors' Mobility and Enabling Fund",
    who: "Singapore Citizens and Permanent Residents aged 60 or over who do not live in a nursing home or sheltered home. Household income up to $4,800 a month per person.",
    gives:
      "Up to 90% off mobility and assistive devices, such as wheelchairs, walking sticks, commodes and hospital beds. It also helps with home healthcare items such as adult diapers and wound dressings: see the official page for the amounts.",
    apply: "Ask your hospital, care provider or AIC. A therapist, nurse or doctor first assesses which device is needed.",
    links: [
      {
        label: "AIC: Seniors' Mobility and Enabling Fund",
        url: "https://aic.sg/Financial-Assistance/Seniors-Mobility-and-Enabling-Fund---Mobility-and-Assistive-Devices",
      },
    ],
  },
  {
    // CareShield Life: https://www.careshieldlife.gov.sg/careshield-life/benefits.html (read
    // 2026-11-23): a monthly payout for life while unable to do 3 of 6 activities; the amount is
    // set in the year of the claim and rises each year. The 2026 amount is not confirmed on an
    // official page, so none is given.
    // ElderShield: https://healthhub.sg/a-z/costs-and-financing/8/eldershield and
    // https://www.cpf.gov.sg/member/healthcare-financing/eldershield (read 2026-11-23): $300 a
    // month for up to 60 months (ElderShield 300), $400 a month for up to 72 months (ElderShield 400).
    id: "careshield-life-eldershield",
    name: "CareShield Life and ElderShield",
    who: "People insured under CareShield Life or ElderShield who become severely disabled: unable to do at least 3 of the 6 activities of daily living on their own.",
    gives:
      "CareShield Life pays cash every month for as long as the disability lasts; the amount depends on the year of the claim (see the official page). ElderShield pays $300 a month for up to 60 months (ElderShield 300) or $400 a month for up to 72 months (ElderShield 400).",
    apply: "A claim needs an assessment by a severe disability assessor accredited by MOH. The official pages explain how to claim.",
    links: [
      { label: "CareShield Life: benefits", url: "https://www.careshieldlife.gov.sg/careshield-life/benefits.html" },
      { label: "CPF: ElderShield", url: "https://www.cpf.gov.sg/member/healthcare-financing/eldershield" },
    ],
  },
  {
    // https://www.careshieldlife.gov.sg/faqs/medisave-care.html,
    // https://www.cpf.gov.sg/member/faq/healthcare-financing/medisave-care/what-is-medisave-care
    // and https://ask.gov.sg/cpf/questions/cmboamq4a013ksey4txrhp5iq (read 2026-11-23): up to $200
    // a month from one's own and/or spouse's MediSave, set by the balance; SC or PR aged 30+ with
    // severe disability.
    id: "medisave-care",
    name: "MediSave Care",
    who: "Singapore Citizens and Permanent Residents aged 30 or over with severe disability.",
    gives: "Cash of up to $200 a month from your own MediSave, your spouse's, or both. How much depends on how much is in the account.",
    apply: "See the CareShield Life site, or call AIC to use a spouse's MediSave.",
    links: [{ label: "CareShield Life: MediSave Care", url: "https://www.careshieldlife.gov.sg/faqs/medisave-care.html" }],
  },
  {
    // https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness (read 2026-11-23): MediSave,
    // one's own or close family members', can pay for home palliative care. The withdrawal limit
    // on that page has since changed and today's limit is not confirmed on an official page, so
    // no figure is given.
    id: "medisave-home-palliative",
    name: "MediSave for home palliative care",
    who: "Patients receiving home palliative care from a provider the Ministry of Health has approved for MediSave.",
    gives:
      "MediSave, your own or a close family member's, can pay home palliative care bills. The limits have changed over the years: the palliative care provider can tell you what applies today.",
    apply: "Ask the home palliative care provider; they make the MediSave claim with you.",
    links: [{ label: "MOH: MediSave for palliative care", url: "https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness" }],
  },
  {
    // https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme (read
    // 2026-11-23): $100 a month; Pioneer Generation members living in Singapore with moderate to
    // severe disability.
    id: "pioneer-das",
    name: "Pioneer Generation Disability Assistance Scheme",
    who: "Members of the Pioneer Generation who live in Singapore and have a moderate to severe disability, such as needing help with at least 3 of the 6 activities of daily living.",
    gives: "$100 a month in cash, for care such as a helper, home care services or daily needs.",
    apply: "Apply to AIC online with Singpass, or with a paper form, with a doctor's assessment.",
    links: [
      {
        label: "AIC: Pioneer Generation Disability Assistance Scheme",
        url: "https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme",
      },
    ],
  },
  {
    // https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/ and
    // https://www.madeforfamilies.gov.sg/support-measures/raising-your-child/financial-support/levy-concession-for-a-migrant-domestic-worker
    // (read 2026-11-23): $60 a month instead of $300; up to two concessions per household; help
    // with at least 1 of 6 activities.
    id: "mdw-levy-concession",
    name: "Migrant Domestic Worker levy concession",
    who: "Households that employ a helper to care for a Singapore Citizen (or a Permanent Resident with a citizen parent, child or spouse) who lives with them and needs help with at least 1 of the 6 activities of daily living.",
    gives: "The helper's levy is $60 a month instead of $300, for up to two helpers per household.",
    apply:
      "First get MOM's approval to hire the helper, then a doctor's assessment, then apply to AIC online. For a citizen aged 67 or over, MOM's own concession applies instead, with no need to apply to AIC.",
    links: [
      {
        label: "AIC: levy concession for a migrant domestic worker",
        url: "https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/",
      },
    ],
  },
  {
    // https://www.aic.sg/financial-assistance/caregivers-training-grant and
    // https://www.healthhub.sg/a-z/costs-and-financing/caregivers-training-grant-ctg (read
    // 2026-11-23). The amount on these pages predates the grant's enhancement in 2024, so none is
    // given.
    id: "caregivers-training-grant",
    name: "Caregivers Training Grant",
    who: "Family caregivers and helpers who look after a Singapore Citizen or Permanent Resident aged 65 or over, or one with a disability.",
    gives: "A yearly grant towards approved caregiving courses. See the official page for the current amount.",
    apply: "The training provider applies for you when you sign up for an approved course.",
    links: [{ label: "AIC: Caregivers Training Grant", url: "https://www.aic.sg/financial-assistance/caregivers-training-grant" }],
  },
  {
    // Where they apply: https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services
    // (read 2026-11-23): only at MOH-funded providers, by household means test. The July 2026
    // levels: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23): up to
    // 95% for citizens born in 1969 or earlier, household income per person up to $4,800. The
    // full table of tiers is not confirmed, so only those two figures are given.
    id: "means-tested-subsidies",
    name: "Means-tested home care subsidies",
    who: "Singapore Citizens and Permanent Residents who use home medical, home nursing or home personal care from an MOH-funded provider. Household income up to $4,800 a month per person.",
    gives: `From July 2026, up to 95% of the cost for citizens born in 1969 or earlier; the level depends on household income. ${subsidyStatement(provider.mohFunded)}`,
    apply: "Ask the doctor at the hospital or polyclinic, or the MOH-funded provider. The AIC hotline under this table can help too.",
    links: [
      {
        label: "MOH: subsidies for home and community care",
        url: "https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services",
      },
    ],
  },
];

/** A question families ask about cost, with our answer (shown on the page and in FAQPage data). */
export interface CostQuestion {
  question: string;
  answer: string;
}

/** The provider's own answers, worded from its settings in provider.ts. */
export const costQuestions: CostQuestion[] = [
  {
    question: "Is the first consultation free?",
    answer: provider.freeAssessment
      ? "Yes. The first consultation and the home assessment are free, and you are under no obligation. After the assessment we give you a written quote."
      : "The first consultation is free and you are under no obligation. We tell you the cost of the home assessment before we book it.",
  },
  {
    question: "Can we use the Home Caregiving Grant to pay for home care?",
    answer:
      "Yes. The grant is paid to your family each month, and you decide how to use it: home care services, a helper or healthcare items. You apply to AIC, not to us.",
  },
  {
    question: "Do you charge GST?",
    answer: provider.gstRegistered
      ? `Yes. We are registered for GST, so GST at ${GST_RATE_PERCENT}% is added to our rates.`
      : "No. We are not registered for GST, so no GST is added to our rates.",
  },
  {
    question: "What if we need to cancel a visit?",
    answer: `Tell us at least ${provider.cancellationNoticeHours} hours before the visit and there is no charge. If you cancel later, we charge ${provider.lateCancellationPercent}% of the visit, because the caregiver has kept the time for you.`,
  },
  {
    question: "Do government subsidies lower your fees?",
    answer: subsidyStatement(provider.mohFunded),
  },
];

export interface CostsPage {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; intro: string[] };
  /** Shown beside the rates while provider.samples is true. */
  sampleNote: string;
  charging: {
    title: string;
    intro: string;
    /** Caption of the rates table; says whether the rates include GST. */
    caption: string;
    columns: [string, string];
    minimumVisit: string;
    included: { title: string; items: string[] };
    notIncluded: { title: string; items: string[] };
    cancellation: { title: string; text: string };
    gst: string;
  };
  residential: {
    title: string;
    intro: string;
    caption: string;
    columns: [string, string];
    /** Back to the cost questions on /faq. */
    faqLink: { label: string; to: string };
  };
  schemes: {
    title: string;
    intro: string;
    caption: string;
    /** Column headers: scheme, who, what, how, official page, checked. */
    columns: [string, string, string, string, string, string];
    /** Seen after each official link: the links open in a new tab. */
    newTabCue: string;
    /** Before the AIC hotline number. */
    hotlineLead: string;
    hotlineLabel: string;
  };
  subsidies: { title: string; paragraphs: string[] };
  questions: { title: string; intro: string };
  cta: { title: string; text: string; actions: [Action, Action, Action] };
}

const included = [
  "A written care plan, agreed with you and reviewed as needs change",
  ...(provider.freeAssessment ? ["The first home assessment, free of charge"] : []),
  "Supervision of care staff by a registered nurse",
  "Regular reports to the family on how each visit went",
];

export const costsPage = {
  meta: {
    title: "Costs and Financial Help",
    description:
      "How our home care is charged, what our rates include, the fees of our shared homes, and the Singapore schemes that help families pay for care.",
  },
  hero: {
    eyebrow: "Costs and financial help",
    title: "What care costs, and help with paying for it",
    intro: [
      "Knowing the cost early makes planning easier. This page explains how we charge, what our rates include, and the government schemes in Singapore that can help your family pay for care at home.",
    ],
  },
  sampleNote: "Sample rates: ask us for a written quote.",
  charging: {
    title: "How charging works",
    intro:
      "Our rates depend on the kind of care and when it is given. After a home assessment we give you a written quote, and we agree any change in care or cost with you before it starts.",
    caption: provider.gstRegistered ? "Our rates, in Singapore dollars, before GST" : "Our rates, in Singapore dollars",
    columns: ["Care", "Rate"],
    minimumVisit: `Each visit by care staff lasts at least ${provider.minimumVisitHours} hours.`,
    included: { title: "What our rates include", items: included },
    notIncluded: {
      title: "What is charged on its own",
      items: [
        "Consumables, such as adult diapers, gloves and wound dressings",
        "Transport fares when a caregiver escorts your loved one, such as taxi fares",
        "Medicines, doctors' fees and equipment",
      ],
    },
    cancellation: {
      title: "If you need to cancel",
      text: `Cancel at least ${provider.cancellationNoticeHours} hours before a visit and there is no charge. A later cancellation costs ${provider.lateCancellationPercent}% of the visit.`,
    },
    gst: gstStatement(provider.gstRegistered),
  },
  residential: {
    title: "Living in one of our shared homes",
    intro:
      "In our assisted-living homes the fee is monthly and depends on how much help is needed. These are the starting fees; the FAQ lists what they cover.",
    caption: "Monthly fees in our shared homes",
    columns: ["Kind of care", "Monthly fee"],
    faqLink: { label: "Read the cost questions in our FAQ", to: "/faq#admission-costs" },
  },
  schemes: {
    title: "Help with the cost in Singapore",
    intro:
      "The government has schemes that help families pay for care at home. Whether you qualify depends on age, citizenship, household income and how much help your loved one needs. Each official page has the full rules and how to apply.",
    caption: "Government schemes that help pay for care",
    columns: ["Scheme", "Who qualifies", "What it gives", "How to apply", "Official page", "Figures checked on"],
    newTabCue: "(new tab)",
    hotlineLead: "Not sure which schemes fit your family? The Agency for Integrated Care (AIC) can tell you: call the",
    hotlineLabel: `AIC hotline ${aicHotline.number}`,
  },
  subsidies: {
    title: "Means-tested subsidies",
    paragraphs: [
      "The government pays part of the cost of home medical, nursing and personal care, but only at providers the Ministry of Health (MOH) funds. How much depends on household income.",
      subsidyStatement(provider.mohFunded),
    ],
  },
  questions: {
    title: "Questions families ask about cost",
    intro: "Short answers to what families ask us most. For anything else, call or message us.",
  },
  cta: {
    title: "Let's talk about your family's care and budget",
    text: "Tell us what your loved one needs and we will give you a written quote. The first consultation is free.",
    actions: [
      { kind: "consultation", label: "Arrange a Free Consultation" },
      { kind: "whatsapp", label: "Chat on WhatsApp" },
      { kind: "phone", label: "Call Us" },
    ],
  },
} satisfies CostsPage;
