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
 * official page instead. Figures change, usually each April or July: each row shows the day its
 * figures were last read (`checkedOn`); read the row's pages again before changing its date.
 */
import { figure, keep, keys, row } from "~/i18n/markers";
import { callUs, chatOnWhatsApp } from "./actions";
import { sharedFacts } from "./facts";
import { provider } from "./provider";

/**
 * The day a scheme row's figures were last read on its official pages, as the row shows it: the
 * ISO date for `<time dateTime>` and the date written for the language.
 */
const checkedOn = (iso: string) => ({ iso, text: figure(iso, "date") });

/** The rates table's columns, in order. */
const RATE_COLUMNS = ["care", "rate"] as const;
/** The shared homes' fees table's columns, in order. */
const FEE_COLUMNS = ["kind", "fee"] as const;

/**
 * The first month a scheme figure holds from, for `{…, date, ::MMMMy}` ("April 2026",
 * "2026年4月"). The middle of the month, so the month is the same in any time zone.
 */
const fromMonth = (year: number, month: number) => Date.UTC(year, month - 1, 15);

export const structure = {
  facts: {
    /** The six activities of daily living that several schemes count. */
    adlTotal: 6,

    // Home Caregiving Grant. Figures: https://www.togetherforbetter.gov.sg/lifestage/caregivers
    // (read 2026-11-23; the multiple-property rule 2026-11-26; all read again 2026-11-28): from
    // April 2026, $600 / $400 / $200 a month by household income per person ($0-$1,500,
    // $1,501-$3,600, $3,601-$4,800), limit $4,800; "If you own multiple properties, you will
    // receive $200 per month"; a Singaporean, or a PR with a Singaporean parent, child or spouse,
    // needing some help with at least 3 of the 6 activities. Who and how to apply:
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
    // (read 2026-11-23, again 2026-11-28): up to 90% off devices; SC or PR aged 60+, not in a nursing or sheltered
    // home; household income per person up to $4,800. The caps for home healthcare items are not
    // confirmed on an official page, so they are left out.
    smfAge: 60,
    smfShare: figure(0.9, "percent"),
    smfIncomeCap: figure(4800, "money"),

    // CareShield Life: https://www.careshieldlife.gov.sg/careshield-life/benefits.html (read
    // 2026-11-23, again 2026-11-26 and 2026-11-28): a monthly payout for life while unable to do 3 of 6
    // activities; "Your monthly payouts will increase annually until age 67 or when a successful
    // claim is made, whichever is earlier", then stay fixed; "If you are 67 or older when the
    // scheme is open to you, i.e. born in 1954 and earlier, your monthly payout will be fixed at
    // $612/month". The same from CPF: https://ask.gov.sg/cpf/questions/cmbu0frpd00c4j05gzryffjxp
    // (read 2026-11-26, again 2026-11-28). The 2026 amount for everyone else is not confirmed on an official page,
    // so none is given.
    // ElderShield: https://healthhub.sg/a-z/costs-and-financing/8/eldershield and
    // https://www.cpf.gov.sg/member/healthcare-financing/eldershield (read 2026-11-23): $300 a
    // month for up to 60 months (ElderShield 300), $400 a month for up to 72 months (ElderShield 400);
    // the same on https://www.careshieldlife.gov.sg/eldershield/benefits.html (read 2026-11-28).
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
    // and https://ask.gov.sg/cpf/questions/cmboamq4a013ksey4txrhp5iq (read 2026-11-23, the last
    // again 2026-11-28, with https://www.careshieldlife.gov.sg/long-term-care/medisave-care.html): up to $200
    // a month from one's own and/or spouse's MediSave, set by the balance; SC or PR aged 30+ with
    // severe disability.
    medisaveCareAge: 30,
    medisaveCareMonthly: figure(200, "money"),

    // MediSave for home palliative care: https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness
    // (read 2026-11-23, again 2026-11-28): MediSave, one's own or close family members', can pay for home palliative
    // care. The withdrawal limit on that page has since changed and today's limit is not
    // confirmed on an official page, so no figure is given.

    // Pioneer Generation Disability Assistance Scheme:
    // https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme (read
    // 2026-11-23, again 2026-11-28): $100 a month; Pioneer Generation members living in Singapore with moderate to
    // severe disability.
    pioneerAdl: 3,
    pioneerMonthly: figure(100, "money"),

    // Migrant Domestic Worker levy concession:
    // https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/ (read
    // 2026-11-23) and
    // https://www.madeforfamilies.gov.sg/support-measures/raising-your-child/financial-support/levy-concession-for-a-migrant-domestic-worker
    // (read 2026-11-23, again 2026-11-28): a concessionary levy of $60 a month; "capped at two
    // migrant domestic workers per household"; help with at least 1 activity of daily living; no
    // need to apply to AIC at 67 or over. The full levy it replaces: Ministry of Manpower, "Paying
    // levy for a migrant domestic worker (MDW)",
    // https://www.mom.gov.sg/passes-and-permits/work-permit-for-foreign-domestic-worker/foreign-domestic-worker-levy/paying-levy
    // (read 2026-11-28): "Normal (1st helper) $300", "Normal (Subsequent helpers) $450",
    // "Concessionary $60".
    levyAdl: 1,
    levyConcession: figure(60, "money"),
    levyFull: figure(300, "money"),
    levyFullSecond: figure(450, "money"),
    levyMomAge: 67,

    // Caregivers Training Grant: https://www.aic.sg/financial-assistance/caregivers-training-grant
    // and https://www.healthhub.sg/a-z/costs-and-financing/caregivers-training-grant-ctg (read
    // 2026-11-23, the second again 2026-11-28): a Singapore Citizen or PR aged 65 and older, or
    // with a disability; the trainer submits the form. The amount on these pages predates the grant's enhancement in 2024, so none is
    // given.
    trainingGrantAge: 65,

    // Means-tested home care subsidies. Where they apply:
    // https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services
    // (read 2026-11-23): only at MOH-funded providers, by household means test. The July 2026
    // levels: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23, again
    // 2026-11-28): up to 95% for citizens born in 1969 or earlier, household income per person up to $4,800. The
    // full table of tiers is not confirmed, so only those two figures are given.
    subsidyFrom: fromMonth(2026, 7),
    subsidyMaxShare: figure(0.95, "percent"),
    subsidyBornBy: 1969,
    subsidyIncomeCap: figure(4800, "money"),
  },
  hero: { intro: keys("whatThisPageCovers") },
  charging: {
    columns: keys(...RATE_COLUMNS),
    rates: [
      row("hourly", RATE_COLUMNS),
      row("sundayHoliday", RATE_COLUMNS),
      row("overnight", RATE_COLUMNS),
      row("liveIn", RATE_COLUMNS),
      row("nurseVisit", RATE_COLUMNS),
      row("therapySession", RATE_COLUMNS),
    ],
    // The first home assessment is listed as included only while it is free. A list whose entries
    // follow the provider's settings is still kept by position (`keep`).
    // The first home assessment is listed only while it is free.
    included: { items: keep({ carePlan: true, firstAssessment: provider.freeAssessment, nurseSupervision: true, visitReports: true }) },
    notIncluded: { items: keys("consumables", "transport", "medicines") },
  },
  residential: {
    columns: keys(...FEE_COLUMNS),
    fees: [row("independentLiving", FEE_COLUMNS), row("assistedLiving", FEE_COLUMNS), row("memoryCare", FEE_COLUMNS)],
    /** Back to the cost questions on /faq. */
    faqLink: { to: "/faq#admission-costs" },
  },
  schemes: {
    columns: keys("scheme", "who", "gives", "apply", "officialPage", "checked"),
    /** The Agency for Integrated Care's hotline (a shared fact), which advises on every scheme. */
    hotlineHref: `tel:${sharedFacts.aicHotline.replace(/\D/g, "")}`,
    // The official pages of each row (they open in a new tab) and the day its figures were last
    // read there. The sources of each figure, with the days they were read, are beside the figures
    // in `facts` above.
    rows: [
      {
        id: "home-caregiving-grant",
        links: [{ key: "aic", url: "https://aic.sg/Financial-Assistance/Home-Caregiving-Grant" }],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "seniors-mobility-enabling-fund",
        links: [
          { key: "aic", url: "https://aic.sg/Financial-Assistance/Seniors-Mobility-and-Enabling-Fund---Mobility-and-Assistive-Devices" },
        ],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "careshield-life-eldershield",
        links: [
          { key: "careShieldLife", url: "https://www.careshieldlife.gov.sg/careshield-life/benefits.html" },
          { key: "cpf", url: "https://www.cpf.gov.sg/member/healthcare-financing/eldershield" },
        ],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "medisave-care",
        links: [{ key: "careShieldLife", url: "https://www.careshieldlife.gov.sg/faqs/medisave-care.html" }],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "medisave-home-palliative",
        links: [{ key: "moh", url: "https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness" }],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "pioneer-das",
        links: [{ key: "aic", url: "https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme" }],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "mdw-levy-concession",
        links: [{ key: "aic", url: "https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/" }],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "caregivers-training-grant",
        links: [{ key: "aic", url: "https://www.aic.sg/financial-assistance/caregivers-training-grant" }],
        checked: checkedOn("2026-11-28"),
      },
      {
        id: "means-tested-subsidies",
        links: [
          { key: "moh", url: "https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services" },
        ],
        checked: checkedOn("2026-11-28"),
      },
    ],
  },
  subsidies: { paragraphs: keys("whereTheyApply", "ourStatus") },
  questions: { items: keys("firstConsultation", "homeCaregivingGrant", "gst", "cancelling", "subsidies") },
  cta: {
    // The consultation goes to the home page's contact form.
    actions: [{ key: "consultation", kind: "consultation" }, chatOnWhatsApp, callUs],
  },
} as const;
