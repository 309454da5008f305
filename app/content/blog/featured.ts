import type { FeaturedPost } from "~/content/types";

// Sources: the provider's own figures from the product spec (86% of seniors prefer ageing at home;
// the shared stay-in model of 3-4 seniors per live-in caregiver with private bedrooms and shared
// communal spaces; live-in care blocks; respite durations); Agency for Integrated Care (AIC) and the
// Ministry of Health (MOH) for care options, schemes and the Lasting Power of Attorney.
export const featuredPost = {
  title: "Home care or assisted living? A guide for Singapore families",
  excerpt:
    "Most seniors hope to age at home, but is home still the right place? A calm guide to home care visits, live-in care and shared assisted living, and how to decide together.",
  category: "Care Planning",
  author: "Care Team",
  date: "3 November 2026",
  isoDate: "2026-11-03",
  readTime: "7 min read",
  image: {
    src: "/illustrations/blog/featured.svg",
    alt: "A warm illustration of a family sitting around a table with their elderly mother, talking together over tea as they plan her care.",
    width: 1200,
    height: 675,
  },
  // Facts in the text below, and where each comes from:
  // - 86% of seniors prefer ageing at home: product spec, section 9 (used as given).
  // - Shared stay-in assisted living: 3-4 seniors per live-in caregiver, private bedrooms, shared
  //   communal spaces: product spec, section 1.
  // - Live-in care in three blocks (6:00 AM-12:00 PM, 12:00 PM-6:00 PM, 6:00 PM-6:00 AM): product spec.
  // - Respite from a few hours to several days (2-8 hours, 8-12 hours overnight, 1-7 days): product spec.
  // - Activities of daily living (washing, dressing, eating, toileting, moving around, getting in and
  //   out of bed or a chair); CareShield Life and ElderShield pay monthly cash to people with severe
  //   disability; AIC helps families find services and schemes. Source: MOH / AIC.
  // - Lasting Power of Attorney and Advance Care Planning. Source: MOH / AIC.
  fullContent: `Most older people hope to grow old in their own home. In fact, 86% of seniors prefer ageing at home. Home means familiar rooms, the neighbours down the corridor and the kopitiam they have visited for years. But there may come a time when a parent needs more help than the family can give, and you start to wonder whether home is still the right place. There is no single right answer. This guide walks through the main choices, the questions worth asking, and how to make the decision with your parent rather than for them.

## Start with what your parent needs

Before comparing options, take an honest look at your parent's needs today, and how they may change over the next year. It helps to write the answers down.

- Daily activities: can they wash, dress, eat, use the toilet, move around and get in and out of bed on their own?
- Health: how many medicines do they take, and do they need help with things like blood sugar checks or wound care?
- Memory and safety: do they forget the stove, get lost, or fall?
- Nights: do they wake often, wander, or need help to the toilet?
- Company: are they alone for long hours, and do they seem lonely or low?
- The home: is the flat safe and easy to move around, and is there space for a live-in caregiver?
- The family: who can help, how often, and for how long before they burn out?

Your parent's doctor can also help you understand what to expect. Keep the list. It will be useful when you speak to any provider.

## The main options

### Ageing at home with family support

Many families care for a parent at home, often with a domestic helper. Your parent keeps their routines, their own bed and their neighbourhood. The cost is mostly in time and energy. It works well while needs are modest and the family can share the load. It becomes hard when needs grow, when one person carries most of the care, or when nobody is trained to help safely with bathing, moving or more complex health needs.

### Home care visits

A trained caregiver comes to the home for set hours, such as a few mornings a week. They can help with bathing and dressing, keep your parent company, take them to polyclinic or hospital appointments, or give the family caregiver a few hours of rest. Visits suit a parent who is mostly independent, or a family that can cover the rest of the day. The limit is the gaps between visits, especially at night.

### Live-in care

A caregiver lives in the home and supports your parent through the day and night. Care can be planned in three blocks: morning from 6:00 AM to 12:00 PM, afternoon from 12:00 PM to 6:00 PM, and evening and night from 6:00 PM to 6:00 AM. Live-in care can suit a parent with higher needs, such as after a hospital stay, with dementia, or near the end of life, who still wants to stay at home. It needs space for the caregiver, and it is usually the most involved form of care at home.

### Shared stay-in assisted living

In a shared stay-in model, a small group of 3 to 4 seniors live together with a live-in caregiver. Each senior has a private bedroom, and they share communal spaces such as the living room and dining area. It is a home, not a ward. Your parent has their own room and privacy, with company and help close at hand.

This model can suit a parent who is lonely at home, needs regular help but not hospital-level nursing, or whose current home is no longer safe or practical. The trade-off is leaving a familiar home and sharing daily life with others, which suits some people better than others.

If your parent has complex medical needs that require nursing around the clock, a nursing home may be the better fit. Day care at a senior care centre is another option for parents who live at home but need company and activity in the daytime.

## Weighing the choices

It can help to compare the options side by side with a few simple questions:

- How much help does my parent need, and at what times of the day and night?
- How much can the family realistically give, week after week?
- How important are familiar surroundings compared with company and on-hand help?
- Is the home safe, or would it need changes?
- What can we afford over the long term, not just for the next few months?

Many families find that the answer changes over time. A parent might start with a few home visits, move to live-in care after a hospital stay, and later choose shared assisted living. Choosing something for now is fine, as long as you keep reviewing it.

## Questions to ask any provider

Whichever option you lean towards, ask the same clear questions of every provider you meet:

1. Who will actually care for my parent, and what training do they have?
2. Can we meet the caregiver first, and what happens if it is not a good match?
3. Who covers when the caregiver is sick or on leave?
4. Will there be a written care plan, and how often is it reviewed?
5. How do you handle medicines, falls and emergencies?
6. How will you keep the family updated?
7. What exactly is included, what costs extra, and how much notice is needed to stop or change care?
8. For assisted living: how many residents does each caregiver look after, by day and by night, and can we visit before deciding?
9. Which licences do you hold, and how do you handle complaints?

A good provider will welcome these questions and answer them plainly.

## Involving your parent in the decision

This is your parent's life and, where possible, their choice. People who feel part of a decision usually settle better into the change that follows.

- Start the conversation early, before a fall or a hospital stay forces a rushed choice
- Ask what matters most to them, such as privacy, food, faith, friends nearby or a daily routine
- Offer real choices, rather than presenting a decision that has already been made
- Visit places together, and ask whether a short trial stay or a few trial visits are possible
- Include them as far as they are able, even if they have memory problems
- Expect mixed feelings, give them time, and come back to the topic gently

This is also a good moment to talk about the future. A Lasting Power of Attorney lets your parent choose who will make decisions for them if they are unable to one day. Advance Care Planning helps them share their wishes for future care.

## Help with planning and costs

You do not need to work this out alone. The Agency for Integrated Care can explain the care services available in Singapore and the schemes your family may qualify for. If your parent has a severe disability, CareShield Life or ElderShield may provide monthly payouts that can go towards care. Ask about these early, because applications take time.

## How we can help

We offer home care, including personal care, companionship, overnight care, home assisted care, medical escort, respite care and live-in care. We also offer a shared stay-in assisted living model with 3 to 4 seniors per live-in caregiver, private bedrooms and shared communal spaces. If you would like to talk through your family's situation, call us or message us on WhatsApp for a free consultation. Whatever you decide, the right choice is the one that fits your parent.`,
  sources: [
    { name: "Agency for Integrated Care (AIC)", url: "https://www.aic.sg" },
    { name: "Ministry of Health Singapore", url: "https://www.moh.gov.sg" },
  ],
} satisfies FeaturedPost;
