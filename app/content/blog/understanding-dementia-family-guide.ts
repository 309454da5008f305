import type { BlogPost } from "~/content/types";

// Sources for the health facts in this article:
// - WHO, Dementia fact sheet: dementia is a group of conditions affecting memory, thinking and
//   daily activities; Alzheimer's disease is the most common form, others include vascular, Lewy body
//   and frontotemporal dementia, and mixed forms occur; age is the strongest risk factor but dementia
//   is not a normal part of ageing; the three broad stages (early, middle, late) and their signs.
// - MOH Clinical Practice Guidelines 1/2013, Dementia: the doctor's assessment (history from a family
//   member, a short memory test, examination, blood tests including thyroid and vitamin B12, a brain
//   scan in some cases) to look for other, treatable causes; depression and medicines can affect memory.
// - MOH written parliamentary answer on delirium (6 November 2023): delirium is a sudden change in
//   brain function with confusion, caused by illness, infection, surgery or medicines, and usually
//   improves once the cause is treated.
// - Agency for Integrated Care (AIC): caregiver support, training and grants (named, no amounts).
// - Office of the Public Guardian (MSF): a Lasting Power of Attorney is made while a person still
//   has mental capacity. Not a health fact; named here so an editor can check it.
// - The seven stage names are the spec's strings (SPEC.md section 4), copied exactly.
export const understandingDementiaFamilyGuide = {
  slug: "understanding-dementia-family-guide",
  title: "Understanding Dementia: A Guide for Families",
  excerpt:
    "How to tell dementia apart from everyday forgetfulness, how to get a diagnosis in Singapore, and simple ways to help your loved one, and yourself, at each stage.",
  category: "Dementia Care",
  author: "Care Team",
  date: "16 September 2026",
  isoDate: "2026-09-16",
  readTime: "7 min read",
  tags: ["Dementia", "Memory", "Diagnosis", "Family caregivers"],
  image: {
    src: "/illustrations/blog/understanding-dementia-family-guide.svg",
    alt: "An older woman and her grown-up daughter look through a family photo album together at a kitchen table.",
    width: 1200,
    height: 675,
  },
  fullContent: `Perhaps your mother keeps asking the same question. Or your father, who has walked to the same market for years, came home late and unsure of the way. It is natural to worry, and natural to hope it is nothing. This guide explains what dementia is, how it differs from ordinary forgetfulness, and what your family can do next.

## What dementia is, and what it is not

Dementia is not a single disease. It is a name for a group of conditions that slowly damage the brain. Over time they affect memory, thinking, behaviour and the ability to manage everyday life.

Alzheimer's disease is the most common cause. Others include vascular dementia, which follows damage to the blood vessels in the brain, Lewy body dementia and frontotemporal dementia. Some people have more than one type at the same time.

Dementia becomes more common as people grow older, but it is not a normal part of ageing. So if a relative is changing in ways that worry you, find out why rather than blaming age.

## Early signs compared with normal ageing

Everyone forgets things sometimes. What matters is how often, and whether it disrupts daily life.

### Usually part of normal ageing

- Forgetting a name, then remembering it later in the day
- Misplacing spectacles now and then, and finding them by retracing steps
- Taking longer to learn a new phone
- Sometimes searching for the right word

### Worth raising with a doctor

- Forgetting recent conversations or events, again and again
- Asking the same question many times in one afternoon
- Getting lost on a familiar route, such as the way home from the hawker centre
- Struggling with familiar tasks, like cooking a favourite dish, paying bills or counting change
- Losing track of the date, the time of day or where they are
- Changes in mood or personality, such as new suspicion, worry or pulling away from friends
- Unusual decisions, such as handing money to strangers or wearing a jacket on a hot afternoon

Memory problems can have other causes too. Low mood, thyroid problems, a lack of vitamin B12 and the side effects of some medicines can all affect memory. Some of these can be treated, so it is worth seeing a doctor early.

A sudden change is different. If an older person becomes confused over hours or a few days, especially with a fever, drowsiness or after a fall, it may be delirium. Delirium is often caused by an infection or another illness, and it usually improves once the cause is treated. It needs a doctor the same day.

## Getting a diagnosis in Singapore

A good first step is your family doctor or the nearest polyclinic. The doctor will ask about the changes you have seen and may do a short memory test. Blood tests can look for other causes. If needed, the doctor can refer your relative to a specialist memory clinic or geriatric clinic at a hospital for a fuller assessment, which sometimes includes a brain scan.

Before the visit, a little preparation helps:

1. Write down the changes you have noticed, when they began, and one or two real examples.
2. Bring every medicine your relative takes, including supplements and traditional remedies.
3. Go along to the appointment. The doctor will want to hear from someone who sees your relative often.

If your relative does not want to go, try calling it a general health check. Choose a calm moment, speak kindly and try not to argue.

A diagnosis can feel heavy, but it also opens doors. The doctor can discuss treatment, which may ease some symptoms for a time in some people, and your family can reach support services. Your relative can also take part in decisions about the future while they still can, for example by making a Lasting Power of Attorney and sharing their wishes through Advance Care Planning.

## How dementia changes over time

Dementia usually progresses slowly, at a different pace for each person. Doctors often describe three broad stages.

- Early stage: forgetfulness, losing track of time and getting lost in familiar places. Many people still manage much of their day with reminders and a little help.
- Middle stage: forgetting recent events and people's names, getting lost even at home, and finding it harder to speak and understand. Help is needed with personal care such as bathing and dressing. Wandering and repeated questions are common.
- Late stage: needing help with almost everything. Your relative may not recognise family and friends, and walking becomes difficult. Some people become agitated or distressed.

Some doctors use a more detailed scale with seven stages, from No Impairment to Very Severe Decline. Our Dementia Care page explains each one.

Through every stage, your relative is still the same person. Feelings often stay long after memories fade. A warm voice and a gentle hand still matter.

## Everyday life: talking, routines and safety

### Talking with your loved one

Calm, simple communication lowers stress for both of you.

- Approach from the front, at eye level, and say their name.
- Use short sentences and one idea at a time.
- Offer simple choices, such as porridge or bee hoon.
- Give them time to answer. Try not to rush them.
- Do not argue or correct every mistake. Respond to the feeling instead. If your mother asks for her late sister, you might say, "You miss her. Tell me about her."
- Speak in the language or dialect they are most comfortable with, which may be the one they grew up with.
- Use old photographs and familiar songs to start a conversation.

### Daily routines that help

A steady routine gives a sense of safety. Keep meals, baths, walks and rest at about the same times each day.

- Put up a large clock, a calendar and a whiteboard with the plan for the day.
- Break tasks into small steps. Lay out clothes in the order they are put on.
- Let your relative keep doing what they can, such as folding laundry or picking kangkong leaves for dinner. Feeling useful matters.
- Take a short daylight walk around the void deck or a nearby park. An active day often helps sleep.
- For some people, late afternoon brings restlessness. Keep that time quiet, turn on the lights before dusk and reduce noise.

### Keeping your loved one safe

As dementia progresses, a few changes go a long way:

- Put a card with a family contact in your relative's wallet or bag. Keep a recent photograph on your phone.
- Let trusted neighbours and the nearby coffee-shop owner know, so they can call you if your relative seems lost.
- Fit a simple door chime so you hear when the main door opens.
- Use a stove with an automatic shut-off, and check that the gas is off after cooking.
- Keep medicines, cleaning products and sharp tools locked away. Use a weekly pill box and supervise doses.
- Clear walkways, add night lights, and fit grab bars in the bathroom to prevent falls.
- Watch for unusual bank transactions and phone scams.

## Looking after yourself

Caring for someone with dementia is a long journey. Tiredness, irritability, poor sleep and feeling low are common signs that a caregiver needs support too.

- Share the load. Agree a rota with siblings and relatives.
- Learn about the condition. Caregiver courses teach practical skills, and the Agency for Integrated Care can tell you about training and grants your family may qualify for.
- Join a caregiver support group. Talking to people who understand really helps.
- Plan regular breaks. Day care and respite care give you time to rest.
- See your own doctor if you feel low for weeks at a time.

## When to seek more help

Call a doctor the same day if your relative suddenly becomes more confused, has a fall, stops eating or drinking, or has a fever. In an emergency, call 995 for an ambulance.

It may be time for professional support when your relative cannot safely be left alone, when personal care is hard to manage, or when you are running on empty. We offer dementia care at home, as well as companionship, personal care, respite care and live-in care. Our caregivers can keep routines steady and give your family time to rest. If you would like to talk it through, call us or message us on WhatsApp for a free consultation.

This article is general information, not medical advice. Please speak to a doctor about your family's situation.`,
  sources: [
    {
      name: "World Health Organization: Dementia fact sheet",
      url: "https://www.who.int/news-room/fact-sheets/detail/dementia",
    },
    { name: "Ministry of Health, Singapore", url: "https://www.moh.gov.sg" },
    { name: "Agency for Integrated Care", url: "https://www.aic.sg" },
  ],
} satisfies BlogPost;
