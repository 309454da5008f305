/**
 * /services/companionship (service detail page): 4 services, statistics, a benefits list and a
 * testimonial. The words are in app/content/<lang>/services/companionship.yaml.
 *
 * Sources:
 * - World Health Organization, news release launching the Commission on Social Connection
 *   (15 November 2023, https://www.who.int/news/item/15-11-2023-who-launches-commission-to-foster-social-connection):
 *   the WHO Director-General's statement that people without enough strong social connections are at
 *   higher risk of stroke, anxiety, dementia, depression and suicide. Checked on 23 November 2026
 *   against copies of the release (https://hippocraticpost.com/global-reach/who-launches-commission-to-foster-social-connection/amp);
 *   the page's sentence (the second paragraph of "why company matters") says no more than that.
 * - Agency for Integrated Care: Active Ageing Centres run activities for seniors in the community
 *   (the walks and outings card).
 * - "Within 24 hours" is the spec's reply time for tour requests (the shared fact replyHours).
 */
import { figure, keys, wordIn } from "~/i18n/markers";
import { chatOnWhatsApp, freeCareConsultation } from "../actions";
import { servicePage } from "./types";

export const structure = servicePage({
  // Statistics: the product's fixed figures, each with its publication. 87,200 seniors living alone
  // in 2024 is from the Ministry of Social and Family Development's report on family trends (July
  // 2025). 100K+ living alone by 2030: the Ministry of Finance's Singapore Public Sector Outcomes
  // Review 2024 (about 122,000). 86%: HDB's Sample Household Survey 2018, of residents aged 65 and
  // over who intended to keep living in their flat. The addresses and dates read are beside the
  // same figures in app/content/about.ts, whose page shows them too.
  facts: {
    aloneYear: 2024,
    reportYear: 2025,
    horizon: 2030,
    outcomesReviewYear: 2024,
    hdbSurveyYear: 2018,
    olderAge: 65,
  },
  slug: "companionship",
  name: wordIn("service-names", "companionship"),
  theme: "default",
  sharedFrame: true,
  hero: {
    intro: keys("goodCompany", "friendlyVisits"),
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: keys("freeConsultation", "chosenTimes", "familyUpdates"),
  },
  sections: [
    {
      kind: "stats",
      id: "statistics",
      stats: [
        { key: "livingAlone", number: figure(87_200) },
        { key: "livingAloneLater", number: figure(100_000, "compact", "+") },
        { key: "stayingInFlat", number: figure(0.86, "percent") },
      ],
    },
    // WHO, Commission on Social Connection launch (15 November 2023): the paragraph healthRisks.
    { kind: "prose", id: "why-company-matters", paragraphs: keys("aloneNotLonely", "healthRisks", "regularVisit") },
    {
      kind: "cards",
      id: "services",
      columns: 2,
      cards: [
        { key: "conversation", icon: "message-circle" },
        { key: "hobbies", icon: "sparkles" },
        // AIC: Active Ageing Centres offer activities for seniors in the community.
        { key: "outings", icon: "map-pin" },
        { key: "errands", icon: "clipboard-list" },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      items: keys("lookingForward", "fewerQuietDays", "stayingActive", "stayingInTouch", "noticingChanges", "peaceOfMind"),
    },
    { kind: "testimonials", id: "testimonials", items: [{ key: "marketAndCards", name: "J.T.", rating: 5, sample: true }] },
  ],
  cta: { actions: [freeCareConsultation, chatOnWhatsApp] },
});
