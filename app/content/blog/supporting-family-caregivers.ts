import type { BlogPost } from "~/content/types";

// Sources: Agency for Integrated Care (AIC) for caregiver training, the Caregivers Training Grant,
// the Home Caregiving Grant, respite options, caregiver support and the Silver Generation Office;
// HealthHub and the Ministry of Health (MOH) for caregiver stress, mental health and emergency help.
export const supportingFamilyCaregivers = {
  slug: "supporting-family-caregivers",
  title: "Caring for the Carer: Support for Family Caregivers in Singapore",
  excerpt:
    "Looking after a parent is an act of love, and it can also wear you down. How to spot burnout early, share the load, take real breaks and find support in Singapore.",
  category: "Caregiver Support",
  author: "Care Team",
  date: "22 September 2026",
  isoDate: "2026-09-22",
  readTime: "7 min read",
  tags: ["Caregiving", "Burnout", "Respite Care", "Family", "Self-Care"],
  image: {
    src: "/illustrations/blog/supporting-family-caregivers.svg",
    alt: "A warm illustration of a daughter resting with a cup of tea while a caregiver sits and chats with her father in their living room.",
    width: 1200,
    height: 675,
  },
  // Facts in the text below, and where each comes from:
  // - Signs of caregiver stress and burnout; depression is common in caregivers and treatable.
  //   Source: AIC caregiver resources; HealthHub.
  // - 995 is Singapore's emergency ambulance number; Samaritans of Singapore runs a 24-hour
  //   helpline on 1767. Source: MOH / HealthHub lists of emergency and mental health helplines.
  // - Respite options in Singapore: day care at senior care centres, short stays in nursing homes,
  //   care at home. Source: AIC.
  // - AIC offers caregiver training; the Caregivers Training Grant helps with course fees for family
  //   members and domestic helpers; the Home Caregiving Grant is a monthly cash payout for eligible
  //   care recipients who need help with daily activities, and it is means-tested. Source: AIC / MOH.
  // - The Silver Generation Office is part of AIC; its ambassadors visit seniors to share information
  //   on schemes and services. Source: AIC.
  // - Lasting Power of Attorney is made with the Office of the Public Guardian. Source: MOH / AIC.
  // - Respite durations are the provider's own (spec section 9): short-term 2-8 hours, overnight 8-12
  //   hours, extended 1-7 days.
  fullContent: `Looking after a parent or grandparent is an act of love. It can also be tiring, lonely and worrying, often all in the same day. Many caregivers in Singapore juggle a job, children and a parent's care, and feel they must hold it all together without complaint. If that sounds like you, this article is for you. It covers how to spot the early signs of burnout, how to share the load, and where to find help, so that you can keep caring without losing yourself.

## Caregiving is real work

Many people who look after a parent do not call themselves caregivers. They see it as simply what a son or daughter does. Yet helping someone bathe, taking them to appointments, sorting medicines and sitting up with them at night is real work, and it adds up. Giving the role its name matters, because it opens the door to training, grants and support that exist for people like you.

Feeling stressed does not mean you are failing. It means you are carrying a heavy load. The aim is to notice the strain early and make changes before it turns into exhaustion.

## Signs of stress and burnout

Burnout creeps up slowly. Look out for these signs in yourself, and in any family member who does most of the caring:

- Feeling tired all the time, even after a night's sleep
- Trouble falling asleep, or waking often with a racing mind
- Snapping at your parent, your children or your partner over small things
- Dropping friends, hobbies and exercise because there is no time or energy
- Frequent headaches, body aches, colds or stomach upsets
- Eating much more or much less than usual
- Feeling hopeless, trapped, guilty or resentful for days at a time
- Relying on alcohol or sleeping pills to get through

Most caregivers feel some of these now and then. When several last for weeks, it is time to act. Depression is common among caregivers, and it can be treated. Your family doctor or a polyclinic doctor is a good first step.

If you ever feel you might harm yourself or the person you care for, please get help straight away. The Samaritans of Singapore can be reached day and night on 1767, and in an emergency, call 995.

## Share the load

Caring often falls on one person by default: the one who lives nearest, the one who is not married, or the one who first said yes. It does not have to stay that way.

Start by writing down every task for a typical week. Include the visible jobs, such as bathing, meals and clinic visits, and the hidden ones, such as refilling medicines, paying bills, filling in forms and simply keeping your parent company. Seeing the full list helps everyone understand the size of the job, and makes it easier to hand pieces over.

- Accept offers of help, and be specific, for example by asking someone to take Dad to his polyclinic appointment next Tuesday
- Ask neighbours, friends, or members of your religious or community group for small, regular favours
- If your family has a domestic helper, give her proper training and regular rest, because she is a caregiver too
- Keep key information in one place that others can use: medicines, doctors, appointments and emergency contacts
- Plan for the future while your parent can still take part, including a Lasting Power of Attorney made with the Office of the Public Guardian

### Talking with siblings

Conversations about a parent's care can stir up old family feelings. A little structure helps.

1. Hold a family meeting, in person or by video call, with everyone who shares the care.
2. Begin with the facts: what your parent needs now, what the doctor has said, and what is likely to change.
3. Share the list of tasks and ask each person what they can realistically take on.
4. Accept that people can help in different ways: time, money, skills, or handling paperwork from overseas.
5. Write down what you agree and share it, for example in a family group chat.
6. Meet again every few months, because needs change.

Try not to keep score. The goal is a plan that your parent can rely on and that no one person has to carry alone. If talks keep breaking down, a neutral person can help. Hospital medical social workers and family counsellors are used to guiding these conversations.

## Respite care: taking a real break

Respite care means someone else looks after your parent for a while so that you can rest. It is not a luxury and it is not giving up. Regular breaks help you keep caring for longer, and many caregivers say they return calmer and more patient.

In Singapore, respite can take several forms. Your parent might spend the day at a senior care centre, stay for a short period in a nursing home, or be cared for at home by a trained caregiver while you go out, sleep or travel. The Agency for Integrated Care can explain the options near you.

Plan respite before you reach breaking point. A regular half day each week, booked in advance, is often more helpful than one long break after months of strain.

## Help from the Agency for Integrated Care

The Agency for Integrated Care, usually called AIC, is the national agency that coordinates care services for seniors and their caregivers. You can visit its website, call it, or walk into one of its offices. AIC can help with:

- Finding care services near your home, from day care to home care and respite
- Caregiver training courses, such as safe ways to help someone move, bathe or eat
- The Caregivers Training Grant, which helps with course fees for family members and domestic helpers
- The Home Caregiving Grant, a monthly cash payout for eligible families whose loved one needs help with daily activities
- Caregiver support groups, where you can talk with people who understand

Grants have eligibility rules that can change, so check the current details with AIC. The Silver Generation Office, which is part of AIC, also has ambassadors who visit seniors at home to explain schemes and services. If your parent has been in hospital, ask to speak to the medical social worker before discharge. They can help arrange support at home.

## Look after your own health

You cannot pour from an empty cup. Looking after yourself is part of looking after your parent.

- Keep your own medical appointments and health screenings
- Protect your sleep, and ask someone to cover a night if your parent wakes often
- Eat proper meals, not just leftovers at the end of the day
- Move every day, even a short walk around the estate
- Learn safe lifting and transfer methods, to protect your back
- Stay in touch with at least one friend who asks how you are
- Talk to someone, whether a counsellor, a support group or your doctor, when things feel heavy

## When to bring in professional help

It may be time for more help if your parent now needs care at night, has had falls, needs two people to move safely, or has care needs you do not feel trained for. It may also be time if your own health, work or family life is suffering.

Bringing in help does not mean you love your parent any less. We offer respite care, from short-term visits of 2 to 8 hours, to overnight care of 8 to 12 hours and extended stays of 1 to 7 days. We also offer companionship, personal care, overnight care and live-in care. To talk through what might suit your family, call us or message us on WhatsApp.

This article is general information, not medical advice; please speak to a doctor about your own or your relative's specific situation.`,
  sources: [
    { name: "Agency for Integrated Care (AIC)", url: "https://www.aic.sg" },
    { name: "HealthHub", url: "https://www.healthhub.sg" },
    { name: "Ministry of Health Singapore", url: "https://www.moh.gov.sg" },
  ],
} satisfies BlogPost;
