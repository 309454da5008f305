/**
 * /services/dementia-care: the 7-stage table, the normal-ageing-versus-dementia comparison,
 * prevention and 3 support programmes, then a testimonial and a closing call to action. Stage
 * names are the product's fixed names, copied exactly.
 */
import type { ServicePage } from "./types";
import { chatOnWhatsApp, freeCareConsultation, lastReview } from "./actions";
// Sources:
// - WHO, "Dementia" fact sheet: what dementia is, that it is not a normal part of ageing, that
//   Alzheimer's disease is its most common form, and its signs.
// - WHO, "Risk reduction of cognitive decline and dementia: WHO guidelines" (2019): physical activity,
//   not smoking, a healthy diet, less alcohol, managing weight, blood pressure, cholesterol and diabetes.
//   The WHO fact sheet also lists depression and social isolation among the risk factors (checked on
//   23 November 2026 in a copy quoted by Collective Prevention Services, St Maarten,
//   https://www.sxm-talks.com/st-martin-news-network/cps-reduce-the-risks-factors-for-dementia/). The WHO
//   does not advise keeping the mind busy or treating low mood as ways to prevent dementia, so the
//   intro below attributes to the WHO only what it says.
// - Reisberg et al., "The Global Deterioration Scale for assessment of primary degenerative dementia",
//   American Journal of Psychiatry 1982: the seven stages whose names the product uses; the stage
//   descriptions below are plain-English summaries of it.
// - HealthHub (HPB) and SingHealth HealthXchange, dementia versus normal ageing: forgetfulness that
//   affects daily life is the key warning sign.
//
// Checked on 23 November 2026:
// - Stages 1-3 come before dementia can be diagnosed. On the Global Deterioration Scale, stage 3 is a
//   pre-dementia stage (mild cognitive decline, later called mild cognitive impairment) and stage 4 is
//   the first stage of dementia: Reisberg's introduction in International Psychogeriatrics (Cambridge
//   University Press), read at
//   https://homsy-staging.cambridgecore.org/core/journals/international-psychogeriatrics/issue/313B06CADA37E1A46BB16758070A77AB;
//   "stages 1-3 are the pre-dementia stages; stages 4-7 are the dementia stages", the Fisher Center
//   for Alzheimer's Research (https://www.alzinfo.org/understand-alzheimers/clinical-stages-of-alzheimers/),
//   quoted at https://www.visiting-angels.co.uk/southwestkent/news/the-seven-clinical-stages-of-alzheimers-disease-also-known-as-the-global-deterioration-scale-gds-home-care.
// - Strength and balance for older adults: Singapore Physical Activity Guidelines (Health Promotion
//   Board and Sport Singapore, 2022), as summarised by The Straits Times on 12 June 2022
//   (https://www.straitstimes.com/sport/key-recommendations-from-the-singapore-physical-activity-guidelines):
//   over 65, muscle-strengthening on two or more days a week and strength and balance activities on at
//   least three; HealthHub (https://www.healthhub.sg/live-healthy/physicalactivity_akeytohealthyageing_pdf)
//   names tai chi among balance activities.

export const dementiaCare = {
  slug: "dementia-care",
  name: "Dementia Care",
  meta: {
    title: "Dementia Care at Home in Singapore",
    description:
      "Patient, familiar care at home for people living with dementia, with a plain guide to its seven stages and support for families.",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "Specialised care",
    title: "Dementia & Alzheimer's Care at Home",
    intro: [
      "Watching someone you love become forgetful or confused is hard. Dementia changes daily life for the whole family, and you do not have to face it alone.",
      "Our caregivers bring patience, calm routines and gentle activity, so your loved one can live well at home for as long as possible.",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  sections: [
    {
      kind: "prose",
      title: "What is dementia?",
      // WHO, "Dementia" fact sheet.
      paragraphs: [
        "Dementia is a condition in which memory, thinking, behaviour and the ability to manage everyday tasks slowly get worse. It is caused by diseases that damage the brain. Alzheimer's disease is the most common of these.",
        "Dementia is more common in older people, but it is not a normal part of ageing. Many people live for years after the first signs appear, and good care and support make a real difference to those years.",
      ],
    },
    {
      kind: "table",
      id: "stages",
      title: "The 7 stages of dementia",
      intro:
        "Doctors often describe dementia in seven stages, from no problems at all to needing help with everything. Stages 1 to 3 come before a diagnosis of dementia, from no decline to mild changes that are not yet dementia. Everyone is different: signs can overlap, and each person moves through the stages at their own pace.",
      caption: "The seven stages of dementia, with what each stage means and its common symptoms",
      columns: ["Stage", "Stage name", "What it means", "Common symptoms"],
      // Stage names: the product's fixed names. Descriptions: Global Deterioration Scale (Reisberg, 1982),
      // on which stages 1-3 come before a dementia diagnosis (see the sources above).
      rows: [
        ["Stage 1", "No Impairment", "Memory and thinking work as usual. Daily life is not affected.", "None"],
        [
          "Stage 2",
          "Very Mild",
          "Small memory slips, like those many people have with age. Family and friends do not notice anything.",
          "Forgetting familiar names; misplacing everyday things such as keys or glasses",
        ],
        [
          "Stage 3",
          "Mild",
          "Family and close friends begin to notice changes. The person can still manage most things alone.",
          "Trouble finding the right word; forgetting the names of new people; losing valuable things; trouble concentrating; getting lost in unfamiliar places",
        ],
        [
          "Stage 4",
          "Moderate",
          "Clear problems with memory and thinking, which a doctor can find on careful checking. Complex tasks become hard.",
          "Forgetting recent events; difficulty handling money, bills or shopping; trouble travelling alone to new places; pulling back from social situations",
        ],
        [
          "Stage 5",
          "Moderately Severe",
          "The person now needs some help with daily life. They usually still know their own name and their close family.",
          "Confusion about the date or place; forgetting their own address or phone number; needing help to choose suitable clothes",
        ],
        [
          "Stage 6",
          "Severe",
          "The person needs a lot of help with personal care. Personality and behaviour may change.",
          "Little awareness of recent events; needing help to dress, bathe and use the toilet; loss of bladder or bowel control; disturbed sleep; wandering; anxiety, suspicion or agitation; sometimes forgetting the names of close family",
        ],
        [
          "Stage 7",
          "Very Severe Decline",
          "The person needs help with every part of daily life.",
          "Speech reduced to a few words, then lost; needing help to eat and use the toilet; losing the ability to walk, and later to sit up",
        ],
      ],
      note: "General information only. A doctor can assess your loved one and explain what their stage means for their care.",
    },
    {
      kind: "table",
      id: "normal-ageing-or-dementia",
      title: "Normal ageing or dementia?",
      intro:
        "Everyone forgets things now and then, and it can be hard to know when to worry. The key question is whether the changes get in the way of daily life.",
      caption: "Changes that are common with normal ageing, compared with possible signs of dementia",
      columns: ["Area of daily life", "Common with normal ageing", "Possible sign of dementia"],
      // HealthHub / SingHealth HealthXchange, early dementia signs versus normal ageing; WHO "Dementia" fact sheet.
      rows: [
        [
          "Memory",
          "Sometimes forgets a name or an appointment, and remembers it later",
          "Often forgets things that just happened, and asks the same question again and again",
        ],
        [
          "Familiar tasks",
          "Takes a little longer, but still manages",
          "Struggles with tasks done for years, such as cooking a favourite dish",
        ],
        ["Money and planning", "Makes an occasional mistake with a bill", "Finds it hard to follow a plan or keep track of money"],
        ["Words and conversation", "Sometimes cannot find the right word", "Often loses words, or finds it hard to follow a conversation"],
        ["Time and place", "Forgets the day of the week, then works it out", "Loses track of dates, or gets lost in familiar places"],
        [
          "Mood and behaviour",
          "Feels low or irritable at times, for a clear reason",
          "Changes in mood or personality; may withdraw from family, friends and hobbies",
        ],
      ],
      note: "If you notice signs like these and they affect daily life, see a family doctor or polyclinic. Memory problems can have many causes, and a doctor can check for them.",
    },
    {
      kind: "cards",
      title: "Lowering the risk of dementia",
      intro:
        "There is no sure way to prevent dementia. The World Health Organization advises staying active, not smoking, drinking less alcohol, eating well, and keeping weight, blood pressure, cholesterol and blood sugar healthy to lower the risk. It also names depression and social isolation among the risk factors.",
      columns: 3,
      // WHO, "Risk reduction of cognitive decline and dementia" guidelines (2019): the first four cards.
      // WHO "Dementia" fact sheet: depression and social isolation are risk factors (the last two cards).
      cards: [
        {
          icon: "activity",
          title: "Stay active",
          description:
            "Move your body often: brisk walks, dancing or an exercise class with friends. Over 65, add exercises that strengthen the muscles on 2 or more days a week, and balance and strength activities such as tai chi on at least 3 days.",
        },
        {
          icon: "utensils",
          title: "Eat well",
          description: "Enjoy a healthy, balanced diet with plenty of vegetables, fruit and whole grains.",
        },
        {
          icon: "leaf",
          title: "Do not smoke, and limit alcohol",
          description: "If you smoke, it is worth stopping. If you drink alcohol, drink less, or not at all.",
        },
        {
          icon: "stethoscope",
          title: "Look after your health",
          description: "Keep your weight, blood pressure, cholesterol and blood sugar in a healthy range, with your doctor's help.",
        },
        {
          icon: "users",
          title: "Stay connected",
          description: "Keep in touch with family and friends, and keep your mind busy with hobbies, reading or learning something new.",
        },
        {
          icon: "smile",
          title: "Care for your mood",
          description: "Low mood that lasts is worth talking to a doctor about. Depression can be treated.",
        },
      ],
    },
    {
      kind: "cards",
      title: "Our dementia support programmes",
      intro: "Three ways we support your loved one, and you, at home.",
      columns: 3,
      cards: [
        {
          icon: "sparkles",
          title: "Meaningful Days",
          description: "Activities that keep the mind and body engaged, chosen around your loved one's interests and abilities.",
          items: ["Favourite music, photos and stories", "Simple games and hobbies", "Gentle exercise and short outings"],
        },
        {
          icon: "home",
          title: "Safe, Steady Routines",
          description: "Calm, predictable days with familiar faces, which can ease confusion and worry.",
          items: ["Help with bathing, dressing and meals", "Reminders to take medicines", "A safer home and watchful care for wandering"],
        },
        {
          icon: "heart-handshake",
          title: "Family Caregiver Support",
          description: "Caring for someone with dementia is demanding. We help families stay well too.",
          items: [
            "Tips for talking and coping with changes",
            "Regular updates on how your loved one is doing",
            "Breaks for family carers to rest",
          ],
        },
      ],
    },
    {
      kind: "testimonials",
      title: "What families say",
      items: [
        {
          name: "M.T.",
          role: "Daughter of a client",
          content:
            "My father gets anxious in the late afternoon. His caregiver learned his routine and the songs he loves, and now those hours are calmer for all of us.",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "Talk to us about dementia care",
    text: "Every person with dementia is different. Tell us about your loved one, and we will plan care that suits them and your family. The consultation is free.",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
  review: {
    ...lastReview,
    sources: [
      { name: "World Health Organization: Dementia fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/dementia" },
      {
        name: "World Health Organization: Risk reduction of cognitive decline and dementia (guidelines)",
        url: "https://www.who.int/publications/i/item/9789241550543",
      },
      { name: "HealthHub (Health Promotion Board)", url: "https://www.healthhub.sg/" },
    ],
  },
} satisfies ServicePage;
