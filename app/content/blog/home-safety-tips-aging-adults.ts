import type { BlogPost } from "~/content/types";

// Sources for the facts in this article:
// - WHO, Falls fact sheet: falls are the second leading cause of unintentional injury deaths
//   worldwide, and older adults suffer the greatest number of fatal falls; risk factors include
//   side effects of medicines, physical inactivity and loss of balance, poor vision and hazards
//   at home; prevention includes medication review, treating correctable sight problems, home
//   assessment and changes, suitable walking aids, and strength and balance training (for
//   example group exercise such as tai chi).
// - HDB, Enhancement for Active Seniors (EASE): grab bars, slip-resistant treatment for bathroom
//   and toilet floor tiles, and ramps, for eligible households with older residents; offered with
//   the Home Improvement Programme or by direct application. No amounts or eligibility details
//   given on purpose: they change, so readers are sent to HDB.
// - 995 is Singapore's emergency number for an ambulance (SCDF); it is public, not the provider's.
export const homeSafetyTipsAgingAdults = {
  slug: "home-safety-tips-aging-adults",
  title: "Home Safety for Older Adults: A Room-by-Room Guide",
  excerpt:
    "Simple changes can make a home much safer. A room-by-room checklist for Singapore homes, from wet bathroom floors to night-time trips to the toilet, and what to do if a fall happens.",
  category: "Home Safety",
  author: "Care Team",
  date: "12 May 2026",
  isoDate: "2026-05-12",
  readTime: "6 min read",
  tags: ["Fall prevention", "Home safety", "HDB living", "Older adults"],
  image: {
    src: "/illustrations/blog/home-safety-tips-aging-adults.svg",
    alt: "An older man holds a grab bar as he steps carefully into a bright, tidy bathroom with a non-slip mat on the floor.",
    width: 1200,
    height: 675,
  },
  fullContent: `A fall can change an older person's life. Even when there is no injury, it can shake their confidence and make them afraid to move about. Around the world, falls are the second leading cause of deaths from unintentional injury, and older adults suffer the greatest number of fatal falls. The hopeful part is that a fall rarely has just one cause, so small changes in several places add up. Take this guide and walk through your relative's home, room by room. If you can, do it together, so the changes feel like their choice too.

## The bathroom

In many Singapore flats the shower and toilet share one space, so the floor is often wet. This makes the bathroom the room to start with.

- Fit grab bars beside the toilet and in the shower area. Towel rails and basins are not built to hold a person's weight.
- Use a non-slip mat, or have the floor tiles treated to make them less slippery. Keep a squeegee handy to clear water after each shower.
- Place a sturdy shower chair so your relative can sit to wash. A hand-held shower head makes this easier.
- If getting up from the toilet is hard, a raised seat or a toilet frame can help.
- If there is a step or raised edge at the bathroom door, mark it with brightly coloured tape.
- Agree that the door stays unlocked, so help can get in quickly if needed.

If your family lives in an HDB flat, look into HDB's Enhancement for Active Seniors programme, known as EASE. It covers items such as grab bars, slip-resistant treatment for bathroom floor tiles, and ramps, for eligible households with older residents. Check with HDB whether your household qualifies and how to apply.

## The bedroom

Getting up at night, sleepy and in the dark, is a risky moment. A few changes make it safer.

- Check the bed height. When your relative sits on the edge, both feet should rest flat on the floor.
- Put a lamp or light switch within easy reach of the bed, and plug-in night lights along the route to the toilet.
- Keep a phone within reach of the bed.
- Clear the floor of bags, clothes and loose wires.
- If night-time trips to the toilet are frequent, a bedside commode can save a long walk in the dark.
- Encourage your relative to sit on the edge of the bed for a moment before standing, then stand up slowly.

## The kitchen and living areas

Daily routines in the kitchen and living room bring their own risks, from reaching high shelves to tripping over a mat.

- Move everyday items to shelves between waist and shoulder height, so there is no need to climb on a stool or chair.
- Wipe up spills at once, especially water and oil.
- Never leave cooking unattended. Consider a stove that switches itself off, and check the gas is off after meals.
- Fit a smoke alarm and test it regularly.
- Remove loose rugs and floor mats, or fix them firmly in place.
- Run cables along the walls, not across walkways.
- Choose firm chairs with armrests at a comfortable height. Low stools are hard to rise from.
- Pick up the grandchildren's toys before they become trip hazards.
- Avoid leaning out of windows to hang laundry on poles. An indoor rack, or a family member's help, is safer.

Look at the way into the flat too. Shoe racks and potted plants along the corridor can narrow the path. If the main door has steps, HDB's EASE programme may be able to help with a ramp.

## Lighting, footwear and walking aids

Good lighting is a simple, low-cost fix.

- Use bright, even lighting, and replace dim or flickering bulbs.
- Make sure there is a light switch at the entrance to each room.
- Turn lights on before it gets dark, not after.
- Cut glare with curtains or blinds on very sunny afternoons.

Feet matter just as much.

- Choose well-fitting shoes or slippers with a closed back and non-slip soles.
- Avoid walking in socks on smooth floors, and replace slippers that are worn flat or loose.
- Keep trousers and sarongs at a length that does not catch under the feet.
- If a doctor or physiotherapist has advised a walking stick or frame, use it indoors too, and check that the rubber tips are not worn.

## Medicines, eyesight and staying strong

Some medicines, including sleeping pills, can cause dizziness or drowsiness, and the risk grows when a person takes several medicines. Ask the doctor or pharmacist to review all of them, including supplements. Never stop a medicine on your own.

Have eyesight checked regularly, and keep spectacles clean and up to date. Some sight problems can be corrected, and clear vision makes every step safer.

Staying active helps too. Exercises that build leg strength and balance, such as tai chi or a simple programme from a physiotherapist, are among the ways the World Health Organization lists to prevent falls. Many community centres and Active Ageing Centres run group exercise sessions, which also offer good company.

## If a fall happens

If you find your relative after a fall, or they call you for help:

1. Stay calm. Do not rush to lift them.
2. Check for pain, bleeding or a knock to the head. If they are badly hurt, cannot move, hit their head or seem confused, do not try to move them. Call 995 for an ambulance.
3. If they are not hurt and feel ready, help them roll onto their side, then onto hands and knees. Bring a sturdy chair close and let them rise slowly, using the chair for support. Then sit and rest.
4. Keep them warm and comfortable while waiting for help.
5. Tell the doctor about every fall, even one without injury.

Go through these steps with your relative too, so they know what to do if they fall when alone.

A little preparation helps too. Keep a list of medicines, conditions and allergies on the fridge. Leave a spare key with a trusted neighbour. If your relative lives alone, agree a daily check-in call, and consider a personal alarm they can press from the floor.

## When to seek professional help

See a doctor if your relative has fallen, feels unsteady, or has started staying at home because they are afraid of falling. The doctor can look for causes and may suggest physiotherapy or a home safety check by an occupational therapist.

We offer home therapy, including fall prevention, as well as personal care for help with bathing, overnight care for safer nights, and companionship for everyday support. If you would like to talk about what might help, call us or message us on WhatsApp.

This article is general information, not medical advice. Please speak to a doctor about your family's situation.`,
  sources: [
    {
      name: "World Health Organization: Falls fact sheet",
      url: "https://www.who.int/news-room/fact-sheets/detail/falls",
    },
    { name: "Housing & Development Board (HDB)", url: "https://www.hdb.gov.sg" },
  ],
} satisfies BlogPost;
