/**
 * /services/companionship (service detail page): 4 services, statistics, a
 * benefits list and a testimonial.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation } from "./actions";

// Sources:
// - Statistics: the product's fixed figures, used exactly as given. 87,200 seniors living alone in 2024 is
//   from the Ministry of Social and Family Development's report on family trends (July 2025).
//   The spec names no publication for 100K+ (2030) or 86%; confirm them before going live.
// - World Health Organization, news release launching the Commission on Social Connection
//   (15 November 2023, https://www.who.int/news/item/15-11-2023-who-launches-commission-to-foster-social-connection):
//   the WHO Director-General's statement that people without enough strong social connections are at
//   higher risk of stroke, anxiety, dementia, depression and suicide. Checked on 23 November 2026
//   against copies of the release (https://hippocraticpost.com/global-reach/who-launches-commission-to-foster-social-connection/amp);
//   the sentence below says no more than that.
// - Agency for Integrated Care: Active Ageing Centres run activities for seniors in the community.
// - "Within 24 hours" is the spec's reply time for tour requests.
export const companionship = {
  slug: "companionship",
  name: "Companionship",
  meta: {
    title: "Companionship Care in Singapore",
    description:
      "A friendly caregiver spends time with your loved one: talking, sharing hobbies, going for walks and running errands, so they feel less alone.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Companionship",
    title: "Companionship Care for Seniors",
    intro: [
      "Good company can brighten the whole day.",
      "A friendly caregiver visits to talk, share hobbies, go for walks and run errands with your loved one, so they feel connected and less alone.",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["Free consultation, with no obligation", "Visits on the days and times you choose", "Updates for the family after visits"],
  },
  sections: [
    {
      kind: "stats",
      id: "statistics",
      title: "Growing older in Singapore",
      intro: "More seniors in Singapore live alone, and most want to stay in their own homes.",
      stats: [
        {
          number: "87,200",
          label: "Seniors living alone in Singapore in 2024",
          source: "Ministry of Social and Family Development (2025)",
        },
        { number: "100K+", label: "Seniors expected to live alone by 2030" },
        { number: "86%", label: "Of seniors prefer ageing at home" },
      ],
    },
    {
      kind: "prose",
      id: "why-company-matters",
      title: "Why company matters",
      paragraphs: [
        "Living alone is not the same as being lonely. But long, quiet days can make it harder to stay cheerful, active and in touch with others.",
        // WHO, Commission on Social Connection launch (15 November 2023).
        "Loneliness affects health, too. The World Health Organization warns that people without enough social connection are at higher risk of stroke, dementia, depression and anxiety.",
        "A regular visit from a friendly face gives your loved one someone to talk to, something to look forward to, and a reason to get out of the house.",
      ],
    },
    {
      kind: "cards",
      id: "services",
      title: "Our companionship services",
      intro: "We follow your loved one's interests and plan each visit around what they enjoy.",
      columns: 2,
      cards: [
        {
          icon: "message-circle",
          title: "Conversation and company",
          description: "Someone to chat with over a cup of tea, share stories and old photos with, and simply listen.",
        },
        {
          icon: "sparkles",
          title: "Hobbies and activities",
          description: "Cards, mahjong, puzzles, music, gardening or cooking a favourite dish together.",
        },
        {
          icon: "map-pin",
          title: "Walks and outings",
          description:
            // AIC: Active Ageing Centres offer activities for seniors in the community.
            "A stroll in the park, a trip to the market or hawker centre, or a visit to a nearby Active Ageing Centre.",
        },
        {
          icon: "clipboard-list",
          title: "Errands and everyday help",
          description: "Help with grocery shopping, collecting medicines, paying bills and keeping track of appointments.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      title: "How companionship helps",
      items: [
        "Someone to look forward to seeing",
        "Fewer long, quiet days alone",
        "Staying active in body and mind",
        "Staying in touch with friends, neighbours and the community",
        "Someone to notice changes in mood or health and tell the family",
        "Peace of mind for family members who work or live far away",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What families tell us",
      items: [
        {
          name: "J.T.",
          role: "Son of a client",
          content:
            "Mum has lived alone since Dad passed away. Her companion visits three mornings a week, and they go to the market and play cards. Mum smiles more now, and she tells me all about it.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Bring some good company home",
    text: "Tell us about your loved one and what they enjoy. We will get back to you within 24 hours to arrange a free consultation.",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
} satisfies ServicePage;
