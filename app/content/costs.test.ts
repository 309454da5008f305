// Pins what /costs may say: official sources only, the confirmed figures, none of the figures
// that could not be confirmed, and the sentences that follow the provider's settings.
import { describe, expect, it } from "vitest";
import {
  GST_RATE_PERCENT,
  aicHotline,
  costQuestions,
  costsPage,
  gstStatement,
  rateRows,
  residentialRows,
  schemes,
  schemesChecked,
  subsidyStatement,
} from "./costs";
import { faqCategories, moreOnCosts } from "./faq";
import { formatSgd } from "./money";
import { provider } from "./provider";
import { residentialFeesFrom } from "./residential-fees";

const OFFICIAL_HOSTS = ["aic.sg", "moh.gov.sg", "cpf.gov.sg", "careshieldlife.gov.sg", "healthhub.sg", "gov.sg"];

const rowText = (id: string) => {
  const row = schemes.find((scheme) => scheme.id === id);
  if (!row) throw new Error(`No scheme row ${id}`);
  return `${row.who} ${row.gives} ${row.apply}`;
};

const pageText = JSON.stringify({ costsPage, schemes, costQuestions, rateRows, residentialRows });

describe("scheme table", () => {
  it("has the nine schemes, in order", () => {
    expect(schemes.map((scheme) => scheme.name)).toEqual([
      "Home Caregiving Grant",
      "Seniors' Mobility and Enabling Fund",
      "CareShield Life and ElderShield",
      "MediSave Care",
      "MediSave for home palliative care",
      "Pioneer Generation Disability Assistance Scheme",
      "Migrant Domestic Worker levy concession",
      "Caregivers Training Grant",
      "Means-tested home care subsidies",
    ]);
  });

  it("links every row to an https page on an official Singapore government site", () => {
    for (const scheme of schemes) {
      expect(scheme.links).not.toHaveLength(0);
      for (const link of scheme.links) {
        const url = new URL(link.url);
        const official = OFFICIAL_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
        expect({ url: link.url, https: url.protocol === "https:", official }).toEqual({ url: link.url, https: true, official: true });
      }
    }
  });

  it("gives who, what and how for every row", () => {
    for (const scheme of schemes) {
      for (const field of [scheme.who, scheme.gives, scheme.apply]) expect(field.length).toBeGreaterThan(20);
    }
  });

  it("says when the figures were checked, as a real date", () => {
    expect(schemesChecked.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(schemesChecked.iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })).toBe(
      schemesChecked.text,
    );
    expect(costsPage.schemes.columns.at(-1)).toBe("Figures checked on");
  });

  it("gives the confirmed figures", () => {
    const hcg = rowText("home-caregiving-grant");
    for (const figure of ["$600", "$400", "$200", "$4,800"]) expect(hcg).toContain(figure);
    expect(rowText("seniors-mobility-enabling-fund")).toContain("90%");
    expect(rowText("seniors-mobility-enabling-fund")).toContain("$4,800");
    expect(rowText("careshield-life-eldershield")).toContain("$300 a month for up to 60 months");
    expect(rowText("careshield-life-eldershield")).toContain("$400 a month for up to 72 months");
    expect(rowText("medisave-care")).toContain("up to $200 a month");
    expect(rowText("pioneer-das")).toContain("$100 a month");
    expect(rowText("mdw-levy-concession")).toContain("$60 a month instead of $300");
    expect(gstStatement(true)).toContain(`${GST_RATE_PERCENT}%`);
    expect(GST_RATE_PERCENT).toBe(9);
  });

  it("leaves out every figure that could not be confirmed on an official page", () => {
    // $662 and $689: CareShield Life payouts (2025, and 2026 as reported only in the news);
    // $2,500: the old MediSave limit for palliative care; $250: the grant's amount before April
    // 2026; $1,200 and $2,000: caps on healthcare items seen only in a blog; 80%: subsidy levels
    // seen only in the news; $10 and the $200 training grant: amounts that predate a change.
    for (const figure of ["$662", "$689", "$2,500", "$250", "$1,200", "$2,000", "80%", "$10 "]) {
      expect(pageText).not.toContain(figure);
    }
    expect(rowText("caregivers-training-grant")).not.toMatch(/\$\d/);
    expect(rowText("medisave-home-palliative")).not.toMatch(/\$\d/);
    expect(rowText("careshield-life-eldershield")).not.toMatch(/CareShield Life pays \$/);
  });

  it("gives a tel link for the AIC hotline", () => {
    expect(aicHotline.number).toBe("1800-650-6060");
    expect(aicHotline.href).toBe("tel:18006506060");
  });
});

describe("wording that follows the provider's settings", () => {
  it("words the means-tested subsidies by the MOH-funded flag", () => {
    expect(subsidyStatement(false)).toBe(
      "We are not an MOH-funded provider, so these subsidies do not apply to our services; AIC can point you to providers where they do.",
    );
    expect(subsidyStatement(true)).toMatch(/^We are an MOH-funded provider, so these subsidies can lower what you pay us\./);
    expect(subsidyStatement(true)).not.toContain("not");
  });

  it("puts the sample's wording in the subsidy row and paragraph", () => {
    const statement = subsidyStatement(provider.mohFunded);
    expect(rowText("means-tested-subsidies")).toContain(statement);
    expect(costsPage.subsidies.paragraphs).toContain(statement);
  });

  it("words GST by whether the provider is registered", () => {
    expect(gstStatement(true)).toBe("Rates are before GST at 9%. GST is added to each bill.");
    expect(gstStatement(false)).not.toContain("%");
    expect(costsPage.charging.gst).toBe(gstStatement(provider.gstRegistered));
  });
});

describe("rates", () => {
  it("shows every rate from provider.ts through the one money formatter", () => {
    const prices = rateRows.map(([, price]) => price);
    for (const amount of Object.values(provider.rates)) {
      expect(prices.filter((price) => price.startsWith(`${formatSgd(amount)} `))).toHaveLength(1);
    }
    expect(prices).toContain("$35 an hour");
  });

  it("states the minimum visit and the cancellation policy from provider.ts", () => {
    expect(costsPage.charging.minimumVisit).toContain(`${provider.minimumVisitHours} hours`);
    expect(costsPage.charging.cancellation.text).toContain(`${provider.cancellationNoticeHours} hours`);
    expect(costsPage.charging.cancellation.text).toContain(`${provider.lateCancellationPercent}%`);
  });

  it("shows the shared homes' fees from the FAQ's constants", () => {
    expect(residentialFeesFrom).toEqual({ independentLiving: 4500, assistedLiving: 6000, memoryCare: 8000 });
    expect(residentialRows).toEqual([
      ["Independent living", "From $4,500 a month"],
      ["Assisted living", "From $6,000 a month"],
      ["Memory care", "From $8,000 a month"],
    ]);
    expect(costsPage.residential.faqLink.to).toBe(`/faq#${faqCategories[0]!.id}`);
  });
});

describe("questions families ask", () => {
  it("has three to five, the Home Caregiving Grant and GST among them", () => {
    expect(costQuestions.length).toBeGreaterThanOrEqual(3);
    expect(costQuestions.length).toBeLessThanOrEqual(5);
    const questions = costQuestions.map((item) => item.question);
    expect(questions).toContain("Can we use the Home Caregiving Grant to pay for home care?");
    expect(questions).toContain("Do you charge GST?");
  });
});

describe("FAQ cost questions", () => {
  const [admission] = faqCategories;

  it("link to /costs after the spec's answers, which keep their words", () => {
    expect(admission!.name).toBe("Admission & Costs");
    const linked = admission!.questions.filter((question) => "more" in question && question.more === moreOnCosts);
    expect(linked.map((question) => question.id)).toEqual(["monthly-costs", "payment-subsidies"]);
    expect(moreOnCosts).toEqual({ label: "More on costs and financial help", to: "/costs" });
    expect(admission!.questions[0]!.answer).toContain(
      "Independent living starts from SGD 4,500 per month, assisted living from SGD 6,000 per month, and memory care from SGD 8,000 per month.",
    );
  });
});
