/**
 * /costs: how the provider charges (its rates and policies, shared facts from provider.ts), the
 * starting fees of the shared homes (residential-fees.ts, as the FAQ gives them), and the
 * Singapore schemes that help families pay for care at home. The words are in
 * app/content/<lang>/costs.yaml; sentences that follow the provider's settings choose their words
 * there, by {gstRegistered}, {mohFunded} and {freeAssessment}.
 *
 * Scheme facts come from official pages only (AIC, MOH, CPF, CareShield Life, HealthHub and other
 * gov.sg sites), each named in a comment beside its figures with the date it was read. A figure
 * that could not be confirmed on an official page is left out, and the row sends the reader to the
 * official page instead. Figures change, usually each April or July: check every row again before
 * changing `SCHEMES_CHECKED`.
 */
import { figure, keep } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "./actions";
import { sharedFacts } from "./facts";
import { provider } from "./provider";

/** The day every scheme row below was last checked against its official page. */
const SCHEMES_CHECKED = "2026-11-23";

/**
 * The first month a scheme figure holds from, for `{…, date, ::MMMMy}` ("April 2026",
 * "2026年4月"). The middle of the month, so the month is the same in any time zone.
 */
const fromMonth = (year: number, month: number) => Date.UTC(year, month - 1, 15);

export const structure = {
  facts: {
    /** The overnight shift as the rates table writes it, in 24-hour clock in every language. */
    overnightShiftFrom: provider.overnightShift.from,
    overnightShiftTo: provider.overnightShift.to,
    /** The six activities of daily living that several schemes count. */
    adlTotal: 6,

    // Home Caregiving Grant. Figures: https://www.togetherforbetter.gov.sg/lifestage/caregivers
    // (read 2026-11-23): from April 2026, $600 / $400 / $200 a month by household income per
    // person, limit $4,800; "If you own multiple properties, you will receive $200 per month"
    // (the same page, as quoted by the fact-check of 2026-11-26). Who and how to apply:
    // https://aic.sg/Financial-Assistance/Home-Caregiving-Grant (read 2026-11-23; its amounts are
    // older than the April 2026 change, so only its rules are used).
    hcgFrom: fromMonth(2026, 4),
    hcgHigh: figure(600, "money"),
    hcgMid: figure(400, "money"),
    hcgLow: figure(200, "money"),
    hcgMultiProperty: figure(200, "money"),
    hcgAdl: 3,
    hcgIncomeCap: figure(4800, "money"),

    // Seniors' Mobility and Enabling Fund.
    // https://aic.sg/Financial-Assistance/Seniors-Mobility-and-Enabling-Fund---Mobility-and-Assistive-Devices
    // (read 2026-11-23): up to 90% off devices; SC or PR aged 60+, not in a nursing or sheltered
    // home; household income per person up to $4,800. The caps for home healthcare items are not
    // confirmed on an official page, so they are left out.
    smfAge: 60,
    smfShare: figure(0.9, "percent"),
    smfIncomeCap: figure(4800, "money"),

    // CareShield Life: https://www.careshieldlife.gov.sg/careshield-life/benefits.html (read
    // 2026-11-23, again 2026-11-26): a monthly payout for life while unable to do 3 of 6
    // activities; "Your monthly payouts will increase annually until age 67 or when a successful
    // claim is made, whichever is earlier", then stay fixed; "If you are 67 or older when the
    // scheme is open to you, i.e. born in 1954 and earlier, your monthly payout will be fixed at
    // $612/month". The same from CPF: https://ask.gov.sg/cpf/questions/cmbu0frpd00c4j05gzryffjxp
    // (read 2026-11-26). The 2026 amount for everyone else is not confirmed on an official page,
    // so none is given.
    // ElderShield: https://healthhub.sg/a-z/costs-and-financing/8/eldershield and
    // https://www.cpf.gov.sg/member/healthcare-financing/eldershield (read 2026-11-23): $300 a
    // month for up to 60 months (ElderShield 300), $400 a month for up to 72 months (ElderShield 400).
    careShieldAdl: 3,
    careShieldRisesUntilAge: 67,
    careShieldFixedBornBy: 1954,
    careShieldFixedMonthly: figure(612, "money"),
    elderShieldLowMonthly: figure(300, "money"),
    elderShieldLowMonths: 60,
    /** The plans are named by a number: "ElderShield {elderShieldLowPlan}", "ElderShield {elderShieldHighPlan}". */
    elderShieldLowPlan: 300,
    elderShieldHighMonthly: figure(400, "money"),
    elderShieldHighMonths: 72,
    elderShieldHighPlan: 400,

    // MediSave Care: https://www.careshieldlife.gov.sg/faqs/medisave-care.html,
    // https://www.cpf.gov.sg/member/faq/healthcare-financing/medisave-care/what-is-medisave-care
    // and https://ask.gov.sg/cpf/questions/cmboamq4a013ksey4txrhp5iq (read 2026-11-23): up to $200
    // a month from one's own and/or spouse's MediSave, set by the balance; SC or PR aged 30+ with
    // severe disability.
    medisaveCareAge: 30,
    medisaveCareMonthly: figure(200, "money"),

    // MediSave for home palliative care: https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness
    // (read 2026-11-23): MediSave, one's own or close family members', can pay for home palliative
    // care. The withdrawal limit on that page has since changed and today's limit is not
    // confirmed on an official page, so no figure is given.

    // Pioneer Generation Disability Assistance Scheme:
    // https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme (read
    // 2026-11-23): $100 a month; Pioneer Generation members living in Singapore with moderate to
    // severe disability.
    pioneerAdl: 3,
    pioneerMonthly: figure(100, "money"),

    // Migrant Domestic Worker levy concession:
    // https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/ and
    // https://www.madeforfamilies.gov.sg/support-measures/raising-your-child/financial-support/levy-concession-for-a-migrant-domestic-worker
    // (read 2026-11-23): $60 a month instead of $300; up to two concessions per household; help
    // with at least 1 of 6 activities.
    levyAdl: 1,
    levyConcession: figure(60, "money"),
    levyFull: figure(300, "money"),
    levyMomAge: 67,

    // Caregivers Training Grant: https://www.aic.sg/financial-assistance/caregivers-training-grant
    // and https://www.healthhub.sg/a-z/costs-and-financing/caregivers-training-grant-ctg (read
    // 2026-11-23). The amount on these pages predates the grant's enhancement in 2024, so none is
    // given.
    trainingGrantAge: 65,

    // Means-tested home care subsidies. Where they apply:
    // https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services
    // (read 2026-11-23): only at MOH-funded providers, by household means test. The July 2026
    // levels: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23): up to
    // 95% for citizens born in 1969 or earlier, household income per person up to $4,800. The
    // full table of tiers is not confirmed, so only those two figures are given.
    subsidyFrom: fromMonth(2026, 7),
    subsidyMaxShare: figure(0.95, "percent"),
    subsidyBornBy: 1969,
    subsidyIncomeCap: figure(4800, "money"),
  },
  charging: {
    // The first home assessment is listed as included only while it is free.
    included: { items: keep([true, provider.freeAssessment, true, true]) },
  },
  residential: {
    /** Back to the cost questions on /faq. */
    faqLink: { to: "/faq#admission-costs" },
  },
  schemes: {
    /** When every row was checked against its official page. */
    checked: { iso: SCHEMES_CHECKED, text: figure(SCHEMES_CHECKED, "date") },
    /** The Agency for Integrated Care's hotline (a shared fact), which advises on every scheme. */
    hotlineHref: `tel:${sharedFacts.aicHotline.replace(/\D/g, "")}`,
    // The official pages of each row; they open in a new tab. Their sources and dates are beside
    // the row's figures in `facts` above.
    rows: [
      { id: "home-caregiving-grant", links: [{ url: "https://aic.sg/Financial-Assistance/Home-Caregiving-Grant" }] },
      {
        id: "seniors-mobility-enabling-fund",
        links: [{ url: "https://aic.sg/Financial-Assistance/Seniors-Mobility-and-Enabling-Fund---Mobility-and-Assistive-Devices" }],
      },
      {
        id: "careshield-life-eldershield",
        links: [
          { url: "https://www.careshieldlife.gov.sg/careshield-life/benefits.html" },
          { url: "https://www.cpf.gov.sg/member/healthcare-financing/eldershield" },
        ],
      },
      { id: "medisave-care", links: [{ url: "https://www.careshieldlife.gov.sg/faqs/medisave-care.html" }] },
      { id: "medisave-home-palliative", links: [{ url: "https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness" }] },
      { id: "pioneer-das", links: [{ url: "https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme" }] },
      {
        id: "mdw-levy-concession",
        links: [{ url: "https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/" }],
      },
      { id: "caregivers-training-grant", links: [{ url: "https://www.aic.sg/financial-assistance/caregivers-training-grant" }] },
      {
        id: "means-tested-subsidies",
        links: [{ url: "https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services" }],
      },
    ],
  },
  cta: {
    // The consultation goes to the home page's contact form.
    actions: [{ kind: "consultation" }, chatOnWhatsApp, callUs],
  },
} as const;
