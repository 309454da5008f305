import type { BlogPost } from "~/content/types";

// Sources:
// - World Health Organization, "Medication Without Harm" (Global Patient Safety Challenge): its
//   three priority areas are high-risk situations, polypharmacy (taking many medicines at once)
//   and transitions of care (such as discharge from hospital); the value of an up-to-date
//   medicine list and of regular medication review.
// - World Health Organization, "Falls" fact sheet: side effects of medication are among the risk
//   factors for falls in older people.
// - HealthHub (Ministry of Health / Health Promotion Board): safe use and storage of medicines,
//   telling the doctor or pharmacist about supplements and traditional remedies, not stopping or
//   sharing medicines, not doubling a missed dose.
export const medicationManagementBestPractices = {
  slug: "medication-management-best-practices",
  title: "Managing Medicines Safely: A Practical Guide for Families",
  excerpt:
    "Many older adults take several medicines a day. These practical habits, from one up-to-date list to regular reviews with the pharmacist, help your family keep every dose safe and on time.",
  category: "Health",
  author: "Care Team",
  date: "21 July 2026",
  isoDate: "2026-07-21",
  readTime: "7 min read",
  tags: ["Medication safety", "Pill organisers", "Falls prevention", "Doctor visits"],
  image: {
    src: "/illustrations/blog/medication-management-best-practices.svg",
    alt: "A daughter and her elderly father sitting at a kitchen table, filling a weekly pill organiser together beside a handwritten medicine list.",
    width: 1200,
    height: 675,
  },
  fullContent: `Many older adults take several medicines every day, often prescribed by different doctors for different conditions. Tablets for blood pressure, a pill for cholesterol, something for diabetes, eye drops, a cream, and perhaps a supplement from the pharmacy. Each one may be helpful on its own. Together they can be confusing, and mistakes are easy to make. The good news is that a few steady habits make a real difference. This guide walks through them step by step.

The World Health Organization has made medication safety a global priority through its Medication Without Harm challenge. Two of its three focus areas matter especially to families: people who take many medicines at once, and moments when care changes, such as coming home from hospital.

## Start with one up-to-date medicine list

A single, current list is the most useful tool you can have. It helps every doctor, pharmacist and caregiver see the full picture. For each medicine, write down:

- The name and strength, as printed on the label
- How much to take, and when
- Whether to take it before, with or after food
- What it is for, in plain words, such as "for blood pressure"
- Which doctor or clinic prescribed it

Then add the things that are easy to forget:

- Medicines bought without a prescription, such as painkillers, cough mixtures and antacids
- Vitamins, supplements, and traditional or herbal remedies, including TCM
- Eye drops, inhalers, creams, patches and injections
- Any allergies or past bad reactions to a medicine

Supplements and herbal remedies can interact with prescription medicines, so doctors and pharmacists need to know about them too.

Write the date at the top. Keep one copy on the fridge, a photo on your phone, and a folded copy in your relative's wallet. Update it after every appointment and throw away old versions, so nobody works from the wrong one.

## Build a simple daily routine

Medicines work well when they are taken the same way every day. A routine takes the guesswork out of it.

### Use a pill organiser

A weekly pill organiser with compartments for morning, afternoon, evening and bedtime lets everyone see at a glance whether a dose has been taken. Fill it once a week, at the same time, in good light, with the medicine labels in front of you. Before you start, ask the pharmacist two things. Can every medicine come out of its original packaging? Some need to stay in their blister pack to keep out light or moisture. And can any tablets be split or crushed? Some must be swallowed whole.

### Link doses to daily habits

Tie each dose to something your relative already does, such as breakfast, the evening news or brushing their teeth. A phone alarm or a simple tick chart on the fridge can help too. Let your relative do as much as they can by themselves. Staying involved helps them keep their independence and their confidence.

### Plan for missed doses and refills

If a dose is missed, check the label or ask the pharmacist what to do. Never take a double dose to make up for a missed one unless a doctor or pharmacist has said so. Note when each supply will run out, and plan refills early, especially before public holidays or a trip.

## Review medicines with the doctor or pharmacist

A medicine that was right a few years ago may not be right today. As we age, the body can clear some medicines more slowly, so the same dose can have a stronger effect. New medicines may also be added over time without older ones being stopped.

Ask for a medicine review at regular check-ups, and always after a hospital stay, when a new medicine is started, or when something seems wrong. Pharmacists at polyclinics and hospitals can go through the whole list with you. Useful questions include:

1. Is each of these medicines still needed?
2. Are any of them doing the same job?
3. Could any of them react with each other, or with supplements?
4. Could any of them be causing dizziness, drowsiness, confusion or constipation?
5. Is there a simpler way to take them, such as fewer doses a day?

After a hospital stay, medicines often change. Go through the discharge list with the pharmacist before you leave. At home, put away any medicines that have been stopped, so they are not taken by mistake.

### What to bring to appointments

A little preparation makes a short consultation much more useful. Bring:

- The up-to-date medicine list
- All current medicines in a bag, including supplements, or clear photos of each label
- A note of any side effects, falls or changes since the last visit
- Home readings, such as blood pressure or blood sugar, if you keep them
- Your relative's NRIC, appointment letter and any referral letters
- Your questions, written down, with the most important first

If you can, have a family member or trusted person go along to listen and take notes. Ask the doctor to write down any change to a medicine or a dose, and update the list the same day.

## Watch for side effects, especially dizziness and falls

WHO lists the side effects of medicines among the risk factors for falls in older people. Some medicines can cause drowsiness, dizziness or unsteadiness, or make a person light-headed when they stand up. Sleeping pills, and some medicines for blood pressure, mood or pain, are among those that can do this. The risk can rise when several are taken together.

Tell the doctor or pharmacist if you notice:

- Dizziness or light-headedness, especially on standing up
- New or worse drowsiness or confusion
- A fall or a near fall
- Stomach upset, constipation or loss of appetite
- Unusual bruising or bleeding
- A new rash or itching

Simple habits lower the risk. Encourage your relative to sit on the edge of the bed for a moment before standing, and to keep a light on for trips to the toilet at night. Do not stop a medicine because of side effects without speaking to the doctor first.

## Store medicines safely

Singapore's heat and humidity can affect medicines. A few rules keep them safe and effective:

- Keep medicines in a cool, dry place away from direct sunlight, not in the bathroom or on a window sill
- Put medicines in the fridge only when the label says so
- Keep them in their labelled packaging until they go into the pill organiser
- Store them out of reach of visiting grandchildren
- For a relative with memory problems, keep the main supply where a family member or caregiver manages it
- Check expiry dates regularly, and note that eye drops and some liquids last a shorter time once opened
- Ask the pharmacist what to do with expired or unused medicines

## Never stop, change or share medicines

Feeling better is not a reason to stop. Medicines for blood pressure, cholesterol or diabetes often work quietly, without a person feeling any difference. Stopping some medicines suddenly can be harmful. If your relative wants to stop a medicine because of side effects, cost or the number of pills, tell the doctor. There is often another option.

Never share medicines, even with someone who seems to have the same problem. A medicine that helps one person can harm another. Do not reuse leftover medicines from an old illness without checking first, and ask a pharmacist before trying products bought online or overseas.

## When to get professional help

Get medical help quickly if your relative has a fall with an injury, becomes suddenly confused, or may have taken too much of a medicine. Call 995 for signs of a serious allergic reaction, such as swelling of the face or lips, or difficulty breathing.

Extra support may help if doses are often missed or doubled, if the routine has become too complicated, or if your relative lives alone or has memory problems. We offer medical escort to accompany your relative to appointments, and nursing procedures including medication administration by registered nurses. If you would like to talk through your family's situation, call us or message us on WhatsApp.

This article is general information, not medical advice. Please speak to a doctor or pharmacist about your relative's specific situation.`,
  sources: [
    {
      name: "World Health Organization: Medication Without Harm",
      url: "https://www.who.int/initiatives/medication-without-harm",
    },
    {
      name: "World Health Organization: Falls fact sheet",
      url: "https://www.who.int/news-room/fact-sheets/detail/falls",
    },
    { name: "HealthHub (Singapore)", url: "https://www.healthhub.sg/" },
  ],
} satisfies BlogPost;
