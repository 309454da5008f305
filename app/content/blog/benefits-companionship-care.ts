import type { BlogPost } from "~/content/types";

// Sources:
// - World Health Organization, "Social isolation and loneliness" (Demographic Change and Healthy
//   Ageing unit): the difference between social isolation and loneliness; the higher risk of
//   stroke, heart disease, dementia, depression, anxiety and early death; the effect on early death
//   being comparable to smoking, obesity and physical inactivity; befriending and community groups
//   among the approaches that reduce isolation.
// - SPEC.md section 9 (figures shared with the About page): 87,200 seniors living alone in 2024,
//   100K+ seniors living alone by 2030.
// - Agency for Integrated Care: the Silver Generation Office (part of AIC) visits seniors at home;
//   Active Ageing Centres run activities and befriending for seniors in the community.
export const benefitsCompanionshipCare = {
  slug: "benefits-companionship-care",
  title: "The Benefits of Companionship Care for Older Adults",
  excerpt:
    "Loneliness can quietly affect an older person's mood, health and safety. Learn what companionship care involves, how it helps, and how to introduce a companion in a way that feels right for your family.",
  category: "Companionship",
  author: "Care Team",
  date: "9 June 2026",
  isoDate: "2026-06-09",
  readTime: "7 min read",
  tags: ["Companionship", "Loneliness", "Mental wellbeing", "Living alone", "Family caregiving"],
  image: {
    src: "/illustrations/blog/benefits-companionship-care.svg",
    alt: "An older woman and a caregiver sharing a pot of tea and laughing together at a small table by a sunny window.",
    width: 1200,
    height: 675,
  },
  fullContent: `Many older people in Singapore lead full and independent lives. Yet as friends move away or pass on, as hearing fades or walking gets harder, the days at home can grow long and quiet. Loneliness is not a normal part of ageing, and it is not a weakness. It is a sign that a person needs more connection. This guide explains why that matters, what companionship care looks like, and how to bring a companion into your family's routine in a way that feels right for everyone.

## Why loneliness matters in later life

The World Health Organization describes two related ideas. Social isolation means having too few contacts with other people. Loneliness is the painful feeling of being disconnected, however many people are around. A parent can live in a busy household and still feel lonely. Another can live alone and feel well connected.

Both matter for health. WHO notes that people without strong social connections face a higher risk of stroke, heart disease, dementia, depression and anxiety, and of dying early. It counts the effect on early death as comparable to well-known risks such as smoking, obesity and physical inactivity.

In Singapore, about 87,200 seniors lived alone in 2024, and that number is expected to pass 100,000 by 2030. Living alone is not the same as being lonely. But it can make loneliness easier to miss, especially when children live across the island or overseas.

### Signs to look out for

- Shorter phone calls, or calls that feel flat
- Staying home more, and skipping the market, coffee shop or void deck chats they used to enjoy
- Losing interest in hobbies, favourite programmes or news of the grandchildren
- Changes in sleep or appetite, or meals left half-eaten
- Less care with grooming, clothes or housework
- Saying things like "nobody needs me" or "I am just a burden"

Some of these can also be signs of depression, a hearing or eyesight problem, or another health issue. If you notice them, mention them to your relative's doctor as well.

## What companionship care involves

Companionship care is non-medical support built around company and everyday life. A caregiver spends regular time with your relative, at home and out in the neighbourhood. The focus is on the person and what they enjoy, not on a list of tasks.

A visit might include:

- Conversation over a cup of kopi or tea, ideally in the language or dialect your relative is most at ease with
- Shared hobbies, such as mahjong, cards, tending plants along the corridor, old songs or a favourite film
- A walk around the estate, to the park, or to the hawker centre for lunch
- Help with small errands, such as a trip to the wet market or the pharmacy
- Gentle reminders to drink water, take medicines on time or do exercises the doctor or therapist has suggested
- Company at community activities, such as those at a nearby Active Ageing Centre
- A short update to the family on how the day went

Companionship care is different from personal care, which covers help with bathing, dressing and toileting, and from nursing care. Many families start with companionship and add other support as needs change.

## How companionship helps: mood, routine and safety

### Mood and wellbeing

Having someone to look forward to gives shape to the week. Conversation keeps the mind busy. Being listened to, and being asked for an opinion, a story or a recipe, reminds a person that they still matter. WHO lists befriending and community groups among the approaches that can reduce social isolation and loneliness.

### Routine

Regular visits help set a gentle rhythm: getting up and dressed, eating proper meals instead of skipping lunch, going outdoors, and feeling tired enough to sleep at night. Many people eat better in company, which helps when appetite has dropped.

### Safety

A companion is another pair of eyes. They may spot a loose floor mat, a new bruise, confusion over medicines, or food left too long in the fridge. They can notice early changes in memory, mood or walking and tell the family, so small problems are looked at before they become emergencies. For a senior who lives alone, knowing that someone will come by on certain days brings comfort to everyone.

## Choosing the right companion

The right match is someone your relative enjoys spending time with. Before you decide, ask the care provider:

- Does the caregiver speak your relative's language or dialect?
- Do they share any interests, or show real curiosity about your relative's life?
- How are caregivers screened, trained and supervised?
- Can your relative keep the same companion, so that trust can grow?
- What happens when the companion is unwell or on leave?
- How, and how often, will the family receive updates?
- Can the schedule change if needs change?

Involve your relative in the choice. Ask what they would like: a chatty companion or a quiet one, someone to walk with or someone to play cards with. People accept help more readily when they have a say in it.

## Introducing a companion gently

Some older people resist at first, often out of pride or a wish not to be a burden. That is understandable. These steps can help:

1. Talk about it as company, not care. "Someone to go to the market with" may sound better than "a caregiver to look after you".
2. Start small, with short visits once or twice a week, at a time of day when your relative usually feels bright and alert.
3. Be there for the first visit or two, then step back so they can build their own bond.
4. Share a short "about me" note with the companion: favourite foods, former job, the grandchildren's names, daily habits and topics to avoid.
5. Give it a few weeks. Early visits can feel awkward. Check in privately with your relative and adjust as you go.

Respect their pace, and keep the focus on what they will gain rather than on what they can no longer do.

## Working alongside family

A companion does not replace family. Your visits, calls and shared meals still matter most. Think of companionship care as filling the gaps: weekday afternoons when everyone is at work, weeks when you travel, or evenings after a long day of caring.

A few habits help everyone work as one team:

- Keep a simple shared notebook or family chat group for updates
- Agree whom the companion should contact if something seems wrong
- Tell the companion about upcoming appointments, festivals and family visits
- Use the time to rest. Caring for a parent is a long journey, and looking after your own health helps you keep going

Community support can sit alongside paid care. The Silver Generation Office, part of the Agency for Integrated Care, has staff and volunteers who visit seniors at home to share information on schemes and services. Active Ageing Centres in many neighbourhoods run activities and befriending for seniors.

## When to seek more help

Loneliness can sit alongside other problems, or hide them. Speak to your relative's family doctor or polyclinic if their low mood does not lift, if they lose interest in most things, stop eating well, seem newly confused, or talk about not wanting to live. If you are worried about their immediate safety, call 995 or go to the nearest emergency department.

We offer companionship care, as well as personal care, respite care and medical escort to appointments, so support can grow with your family's needs. If you would like to talk it through, call us or message us on WhatsApp for a free consultation.

This article is general information, not medical advice. Please speak to a doctor about your relative's specific situation.`,
  sources: [
    {
      name: "World Health Organization: Social isolation and loneliness",
      url: "https://www.who.int/teams/social-determinants-of-health/demographic-change-and-healthy-ageing/social-isolation-and-loneliness",
    },
    { name: "Agency for Integrated Care", url: "https://www.aic.sg/" },
  ],
} satisfies BlogPost;
