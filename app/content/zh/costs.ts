/**
 * Chinese copy for /costs, translated from ../costs.ts: how the provider charges (its rates and
 * policies from provider.ts), the starting fees of the shared homes, and the Singapore schemes
 * that help families pay for care at home.
 *
 * Every figure, link and date is the English module's own, read from the same sources and
 * helpers, so the two pages cannot disagree. The scheme facts come from official pages only; the
 * page each row rests on, and the day it was read, is noted beside the row below. Scheme names
 * follow docs/research/chinese-terms.md, with the official English name in brackets the first
 * time a scheme is named in the table. Before changing `schemesChecked`, check the English rows
 * again first: figures usually change each April or July.
 */
import { formatSgd } from "~/content/money";
import { provider } from "~/content/provider";
import { residentialFeesFrom } from "~/content/residential-fees";
import type { Action } from "~/content/types";
import { callUs, chatOnWhatsApp } from "~/content/zh/services/actions";
import {
  type CostQuestion,
  type CostsPage,
  GST_RATE_PERCENT,
  type SchemeRow,
  aicHotline,
  costsPage as source,
  schemes as sourceSchemes,
} from "../costs";

/**
 * The GST rate (9% from 1 January 2024, per gov.sg's explainer "What you need to know: the GST
 * rate from 1 January 2024", read 2026-11-23) and the AIC hotline (from the Together for Better
 * caregivers page and AIC's scheme pages, read 2026-11-23) hold no words: they are the English
 * module's values.
 */
export { GST_RATE_PERCENT, aicHotline };

/** The day every scheme row was last checked against its official page: 23 November 2026. */
export const schemesChecked = { iso: "2026-11-23", text: "2026年11月23日" } as const;

/** Whether the means-tested subsidies lower our fees: only providers MOH funds can give them. */
export function subsidyStatement(mohFunded: boolean): string {
  return mohFunded
    ? "我们是卫生部资助的护理机构，所以这些津贴可以减少您付给我们的费用。我们的职员会帮您申请，能拿到多少津贴，由经济状况调查决定。"
    : "我们不是卫生部资助的护理机构，所以这些津贴不适用于我们的服务。护联中心可以为您介绍适用这些津贴的机构。";
}

/** The GST sentence, worded from whether the provider is registered for GST. */
export function gstStatement(gstRegistered: boolean): string {
  return gstRegistered ? `以上收费不含${GST_RATE_PERCENT}%的消费税。每张账单会另加消费税。` : "我们没有注册消费税，所以收费不另加消费税。";
}

const { rates } = provider;

/** What one visit, shift or month of our care costs, for the rates table: [what, price]. */
export const rateRows: [string, string][] = [
  ["护理员上门照顾，星期一至星期六", `每小时${formatSgd(rates.hourly)}`],
  ["护理员上门照顾，星期日及公共假期", `每小时${formatSgd(rates.hourlySundayHoliday)}`],
  [`夜班，${provider.overnightShift.from}至${provider.overnightShift.to}`, `每班${formatSgd(rates.overnight)}`],
  ["住家护理员", `每月${formatSgd(rates.liveInMonthly)}`],
  ["护士上门做一项护理，例如护理伤口或更换喉管", `每次${formatSgd(rates.nurseVisit)}`],
  ["治疗师上门治疗：物理治疗、职能治疗或言语治疗", `每次${formatSgd(rates.therapySession)}`],
];

/** The three starting fees of the shared homes, as [kind of home, price]. */
export const residentialRows: [string, string][] = [
  ["独立生活", `每月${formatSgd(residentialFeesFrom.independentLiving)}起`],
  ["生活辅助", `每月${formatSgd(residentialFeesFrom.assistedLiving)}起`],
  ["失智症护理", `每月${formatSgd(residentialFeesFrom.memoryCare)}起`],
];

/** A scheme row's words; `linkLabels` name its official links, in the English row's order. */
type SchemeWords = Omit<SchemeRow, "id" | "links"> & { linkLabels: string[] };

/** The words of each scheme row, by the English row's id. */
const schemeWords: Record<string, SchemeWords> = {
  // Figures: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23): from
  // April 2026, $600, $400 or $200 a month by household income per person, up to $4,800.
  // Who qualifies and how to apply: https://aic.sg/Financial-Assistance/Home-Caregiving-Grant
  // (read 2026-11-23). That page's amounts predate the April 2026 change, so only its rules count.
  "home-caregiving-grant": {
    name: "居家看护津贴（Home Caregiving Grant）",
    who: "新加坡公民，或父母、子女或配偶是公民的永久居民；住在家里（不是住在疗养院），并且永久需要别人帮忙完成6项日常生活活动中的至少3项。家庭人均月收入不超过$4,800。",
    gives:
      "从2026年4月起，每月发放$600、$400或$200现金，金额按家庭人均收入而定。这笔钱可以用来聘请外籍家政工（女佣）、支付居家护理服务或购买保健用品。",
    apply: "可以用Singpass上网向护联中心申请，也可以填写纸本表格。申请前，医生会先评估需要多少帮助。",
    linkLabels: ["护联中心：居家看护津贴"],
  },
  // https://aic.sg/Financial-Assistance/Seniors-Mobility-and-Enabling-Fund---Mobility-and-Assistive-Devices
  // (read 2026-11-23): devices up to 90% off; citizens or PRs aged 60 and over, not living in a
  // nursing home or sheltered home; household income per person up to $4,800. No official page
  // confirmed the caps for home healthcare items, so the row gives none.
  "seniors-mobility-enabling-fund": {
    name: "乐龄助行基金（Seniors' Mobility and Enabling Fund）",
    who: "60岁或以上、没有住在疗养院或庇护之家的新加坡公民和永久居民。家庭人均月收入不超过$4,800。",
    gives:
      "购买行动辅助器材和辅助用具，最多可减免90%的费用，例如轮椅、拐杖、便椅和病床。基金也资助成人纸尿片、伤口敷料等居家保健用品，金额请看官方网页。",
    apply: "请询问您的医院、护理机构或护联中心。治疗师、护士或医生会先评估需要哪一种器材。",
    linkLabels: ["护联中心：乐龄助行基金"],
  },
  // CareShield Life: https://www.careshieldlife.gov.sg/careshield-life/benefits.html (read
  // 2026-11-23): a monthly payout for life while unable to do 3 of the 6 activities; the amount
  // is fixed by the year of the claim and rises year by year. No official page confirmed the 2026
  // amount, so none is given.
  // ElderShield: https://healthhub.sg/a-z/costs-and-financing/8/eldershield and
  // https://www.cpf.gov.sg/member/healthcare-financing/eldershield (read 2026-11-23): $300 a
  // month for up to 60 months (ElderShield 300), $400 a month for up to 72 months (ElderShield 400).
  "careshield-life-eldershield": {
    // ElderShield keeps its English name in the text below: in brackets here it would not fit a
    // phone at the largest text (a Latin word is not broken inside a table).
    name: "终身护保计划（CareShield Life）与乐龄健保计划",
    who: "投保终身护保计划或乐龄健保计划，后来重度残障的人，也就是6项日常生活活动中，至少有3项无法自己完成。",
    gives:
      "终身护保计划在残障期间每月发放现金，残障多久就发放多久；金额按索偿那一年而定（请看官方网页）。乐龄健保计划每月发放$300，最长60个月（ElderShield 300），或每月发放$400，最长72个月（ElderShield 400）。",
    apply: "索偿前，须由卫生部认可的重度残障评估员进行评估。官方网页有索偿方法的说明。",
    linkLabels: ["终身护保计划：赔付说明", "公积金局：乐龄健保计划"],
  },
  // https://www.careshieldlife.gov.sg/faqs/medisave-care.html,
  // https://www.cpf.gov.sg/member/faq/healthcare-financing/medisave-care/what-is-medisave-care
  // and https://ask.gov.sg/cpf/questions/cmboamq4a013ksey4txrhp5iq (read 2026-11-23): up to $200
  // a month from one's own or a spouse's MediSave, or both, depending on the balance; citizens or
  // PRs aged 30 and over with severe disability.
  "medisave-care": {
    name: "保健储蓄护理（MediSave Care）",
    who: "30岁或以上、重度残障的新加坡公民和永久居民。",
    gives: "每月最多可从您自己、配偶或两人的保健储蓄户头领取$200现金。能领多少，要看户头里有多少钱。",
    apply: "请看终身护保计划网站；如果要用配偶的保健储蓄，请打电话给护联中心。",
    linkLabels: ["终身护保计划：保健储蓄护理"],
  },
  // https://www.moh.gov.sg/newsroom/medisave-for-terminal-illness (read 2026-11-23): the
  // patient's own MediSave, or a close family member's, can pay for home palliative care. The
  // withdrawal limit on that page has changed since, and no official page confirmed today's, so
  // no figure is given.
  "medisave-home-palliative": {
    name: "用保健储蓄支付居家慈怀护理",
    who: "接受居家慈怀护理的病人，而提供护理的机构须获卫生部批准使用保健储蓄。",
    gives: "您自己或近亲的保健储蓄，可以用来支付居家慈怀护理的账单。提取上限这些年来改过几次，目前的规定请向慈怀护理机构询问。",
    apply: "请询问居家慈怀护理机构，他们会和您一起提出保健储蓄索偿。",
    linkLabels: ["卫生部：用保健储蓄支付慈怀护理"],
  },
  // https://aic.sg/Financial-Assistance/Pioneer-Generation-Disability-Assistance-Scheme (read
  // 2026-11-23): $100 a month; Pioneer Generation members living in Singapore with moderate to
  // severe disability.
  "pioneer-das": {
    name: "建国一代残障援助计划（Pioneer Generation Disability Assistance Scheme）",
    who: "住在新加坡、有中度至重度残障的建国一代，例如6项日常生活活动中至少有3项需要别人帮忙。",
    gives: "每月$100现金，可用于护理开销，例如聘请女佣、居家护理服务或日常所需。",
    apply: "可以用Singpass上网向护联中心申请，也可以填写纸本表格，并附上医生的评估。",
    linkLabels: ["护联中心：建国一代残障援助计划"],
  },
  // https://www.aic.sg/financial-assistance/migrant-domestic-worker-mdw-levy-concession/ and
  // https://www.madeforfamilies.gov.sg/support-measures/raising-your-child/financial-support/levy-concession-for-a-migrant-domestic-worker
  // (read 2026-11-23): a levy of $60 a month instead of $300; at most two concessions per
  // household; the person cared for needs help with at least 1 of the 6 activities.
  "mdw-levy-concession": {
    name: "外籍家政工（女佣）劳工税优惠（Migrant Domestic Worker Levy Concession）",
    who: "聘请女佣照顾同住家人的家庭。这位家人须是新加坡公民（或父母、子女或配偶是公民的永久居民），并且6项日常生活活动中至少有1项需要别人帮忙。",
    gives: "女佣的劳工税从每月$300减为$60，每户最多可为两名女佣申请。",
    apply:
      "先取得人力部批准聘请女佣，再请医生评估，然后上网向护联中心申请。如果受照顾的公民年满67岁，就改用人力部本身的优惠，不必向护联中心申请。",
    linkLabels: ["护联中心：外籍家政工劳工税优惠"],
  },
  // https://www.aic.sg/financial-assistance/caregivers-training-grant and
  // https://www.healthhub.sg/a-z/costs-and-financing/caregivers-training-grant-ctg (read
  // 2026-11-23). Both give an amount from before the grant was enhanced in 2024, so the row gives
  // none.
  "caregivers-training-grant": {
    name: "看护者培训津贴（Caregivers Training Grant）",
    who: "照顾65岁或以上、或有残障的新加坡公民或永久居民的家人看护者和女佣。",
    gives: "每年一笔津贴，用来支付认可的看护课程。目前的金额请看官方网页。",
    apply: "您报名参加认可的课程时，培训机构会替您申请。",
    linkLabels: ["护联中心：看护者培训津贴"],
  },
  // Where the subsidies apply:
  // https://www.moh.gov.sg/healthcare-schemes-subsidies/subsidies-for-non-residential-long-term-care-services
  // (read 2026-11-23): only at MOH-funded providers, after a household means test. The levels
  // from July 2026: https://www.togetherforbetter.gov.sg/lifestage/caregivers (read 2026-11-23):
  // up to 95% for citizens born in 1969 or earlier, household income per person up to $4,800. The
  // full table of tiers was not confirmed, so only those two figures are given.
  "means-tested-subsidies": {
    name: "按经济状况发放的居家护理服务津贴",
    who: "向卫生部资助的机构使用居家医疗、居家护理或居家个人护理的新加坡公民和永久居民。家庭人均月收入不超过$4,800。",
    gives: `从2026年7月起，1969年或之前出生的公民，最多可获得相当于费用95%的津贴；津贴多少按家庭收入而定。${subsidyStatement(provider.mohFunded)}`,
    apply: "请询问医院或综合诊疗所的医生，或卫生部资助的机构。本表下方的护联中心热线也可以帮忙。",
    linkLabels: ["卫生部：居家与社区护理津贴"],
  },
};

/** Stops the page from loading, naming what the English has and this module does not. */
function untranslated(what: string): never {
  throw new Error(`zh/costs.ts has no Chinese words for ${what}`);
}

/** The scheme table: the English rows' ids and official links, with the words above. */
export const schemes: SchemeRow[] = sourceSchemes.map(({ id, links }) => {
  const { linkLabels, ...words } = schemeWords[id] ?? untranslated(`the scheme row ${id}`);
  return {
    id,
    ...words,
    links: links.map((link, index) => ({ ...link, label: linkLabels[index] ?? untranslated(`link ${index + 1} of ${id}`) })),
  };
});

/** The provider's own answers, worded from its settings in provider.ts. */
export const costQuestions: CostQuestion[] = [
  {
    question: "第一次咨询免费吗？",
    answer: provider.freeAssessment
      ? "是的。第一次咨询和上门评估都免费，您也不必承担任何义务。评估后，我们会给您书面报价。"
      : "第一次咨询免费，您也不必承担任何义务。上门评估的费用，我们会在预约前先告诉您。",
  },
  {
    question: "可以用居家看护津贴支付居家护理服务吗？",
    answer: "可以。这笔津贴每月发给您的家庭，怎么用由您决定：居家护理服务、女佣或保健用品都可以。津贴要向护联中心申请，不是向我们申请。",
  },
  {
    question: "你们收消费税吗？",
    answer: provider.gstRegistered
      ? `收。我们已经注册消费税，所以收费会另加${GST_RATE_PERCENT}%的消费税。`
      : "不收。我们没有注册消费税，所以收费不另加消费税。",
  },
  {
    question: "如果需要取消探访，怎么办？",
    answer: `请在探访前至少${provider.cancellationNoticeHours}小时通知我们，就不收费。如果较迟才取消，我们会收取探访费用的${provider.lateCancellationPercent}%，因为护理员已经为您留出了时间。`,
  },
  {
    question: "政府津贴可以减少你们的收费吗？",
    answer: subsidyStatement(provider.mohFunded),
  },
];

const included = [
  "书面护理计划：和您一起商定，需要改变时会重新检讨",
  ...(provider.freeAssessment ? ["第一次上门评估，免费"] : []),
  "由注册护士督导护理员",
  "定期向家人报告每次探访的情况",
];

/** Goes to the home page and scrolls to its contact form. */
const arrangeFreeConsultation = { kind: "consultation", label: "预约免费咨询" } as const satisfies Action;

export const costsPage: CostsPage = {
  meta: {
    title: "费用与经济援助",
    description: "我们的居家护理服务怎样收费、收费包括什么、合住之家的费用，以及帮助家庭支付护理费的新加坡政府计划。",
  },
  hero: {
    eyebrow: "费用与经济援助",
    title: "护理要花多少钱，又可以得到哪些资助",
    intro: [
      "早点知道费用，计划起来比较容易。这一页说明我们怎样收费、收费包括什么，以及新加坡有哪些政府计划，可以帮助您的家庭支付居家护理服务的费用。",
    ],
  },
  sampleNote: "示例收费：请向我们索取书面报价。",
  charging: {
    title: "怎样收费",
    intro: "收费按护理的种类和时间而定。上门评估后，我们会给您书面报价。护理内容或费用如有任何改变，我们都会先和您商量好，才开始执行。",
    caption: provider.gstRegistered ? "我们的收费（新元，不含消费税）" : "我们的收费（新元）",
    columns: ["护理", "收费"],
    minimumVisit: `护理员每次探访至少${provider.minimumVisitHours}小时。`,
    included: { title: "收费包括什么", items: included },
    notIncluded: {
      title: "另外收费的项目",
      items: ["消耗品，例如成人纸尿片、手套和伤口敷料", "护理员陪同您的家人外出时的交通费，例如德士车资", "药物、医生诊费和器材"],
    },
    cancellation: {
      title: "如果需要取消",
      text: `在探访前至少${provider.cancellationNoticeHours}小时取消，不收费。较迟才取消，收取探访费用的${provider.lateCancellationPercent}%。`,
    },
    gst: gstStatement(provider.gstRegistered),
  },
  residential: {
    title: "入住我们的合住之家",
    intro: "在我们的生活辅助合住之家，费用按月计算，视所需的帮助多少而定。以下是起价；常见问题一页列出了费用包括哪些项目。",
    caption: "合住之家每月费用",
    columns: ["护理种类", "每月费用"],
    faqLink: { label: "阅读常见问题中有关费用的问答", to: source.residential.faqLink.to },
  },
  schemes: {
    title: "新加坡的费用援助",
    intro:
      "政府有多项计划，帮助家庭支付居家护理服务的费用。能不能申请，要看年龄、公民身份、家庭收入，以及您的家人需要多少帮助。每个官方网页都有完整的条件和申请方法。",
    caption: "帮助支付护理费的政府计划",
    columns: ["计划", "申请资格", "提供什么", "怎样申请", "官方网页", "资料核对日期"],
    newTabCue: "（在新页面打开）",
    hotlineLead: "不确定哪些计划适合您的家庭？护联中心（AIC）可以告诉您。请拨打",
    hotlineLabel: `护联中心热线 ${aicHotline.number}`,
  },
  subsidies: {
    title: "按经济状况发放的津贴",
    paragraphs: [
      "政府会承担部分居家医疗、居家护理和居家个人护理的费用，但只限于卫生部（MOH）资助的机构。津贴多少，要看家庭收入。",
      subsidyStatement(provider.mohFunded),
    ],
  },
  questions: {
    title: "家属常问的费用问题",
    intro: "以下是家属最常问的问题和简短回答。其他问题，欢迎打电话或发信息给我们。",
  },
  cta: {
    title: "谈谈您家人的护理需要和预算",
    text: "告诉我们您的家人需要什么，我们会给您书面报价。第一次咨询免费。",
    actions: [arrangeFreeConsultation, chatOnWhatsApp, callUs],
  },
};
