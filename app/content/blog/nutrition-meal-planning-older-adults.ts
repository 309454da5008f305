import type { BlogPost } from "~/content/types";

// Sources: Health Promotion Board (HPB) and HealthHub for My Healthy Plate, the Healthier Choice
// Symbol, thirst, muscle loss, calcium foods and swallowing difficulties; World Health Organization
// (WHO) "Healthy diet" fact sheet for the fruit-and-vegetable, salt and sugar limits.
export const nutritionMealPlanningOlderAdults = {
  slug: "nutrition-meal-planning-older-adults",
  title: "Eating Well in Later Life: A Practical Meal Guide for Families",
  excerpt:
    "Simple ways to help an older parent eat well: filling the plate the My Healthy Plate way, getting enough protein and water, ordering lighter at the hawker centre, and coping with a poor appetite.",
  category: "Nutrition",
  author: "Care Team",
  date: "18 August 2026",
  isoDate: "2026-08-18",
  readTime: "8 min read",
  tags: ["Nutrition", "Meal Planning", "Hawker Food", "Swallowing", "Healthy Ageing"],
  image: {
    src: "/illustrations/blog/nutrition-meal-planning-older-adults.svg",
    alt: "A warm illustration of an older woman and her daughter sharing a colourful meal of rice, fish and green vegetables at a kitchen table.",
    width: 1200,
    height: 675,
  },
  // Facts in the text below, and where each comes from:
  // - My Healthy Plate: half fruit and vegetables, a quarter whole grains, a quarter protein;
  //   water as the drink of choice; healthier oils. Source: HPB / HealthHub.
  // - At least 400 g of fruit and vegetables a day, about five portions. Source: WHO healthy diet fact sheet.
  // - Less than 5 g of salt a day, about one level teaspoon; keep free sugars low, below a tenth of
  //   daily energy. Source: WHO healthy diet fact sheet.
  // - Muscle is lost with age; protein plus activity helps keep it. Source: HealthHub.
  // - Calcium foods (dairy, calcium-set tofu, fortified soya milk, sardines, dark leafy greens);
  //   vitamin D from sunlight helps the body use calcium. Source: HPB / HealthHub.
  // - Thirst weakens with age; dehydration can bring dizziness, constipation and confusion. Source: HealthHub.
  // - Signs of swallowing difficulty and the role of speech therapists. Source: HealthHub.
  // - Healthier Choice Symbol on packaged foods. Source: HPB.
  // - Doctors may limit protein or fluids for some kidney or heart conditions. Source: HealthHub.
  fullContent: `Food does more than fill the stomach. For an older person, good meals help keep muscles strong, bones sturdy and the mind alert. They also bring comfort and a gentle rhythm to the day. Yet eating well often gets harder with age. Appetite shrinks, teeth give trouble, and cooking for one can feel like too much effort. This guide offers simple, practical steps for families in Singapore who want to help an older relative eat well, without turning every meal into a struggle.

## Fill the plate the My Healthy Plate way

The Health Promotion Board's My Healthy Plate is an easy picture to keep in mind at every meal. You do not need scales or a calculator. Just picture the plate in three parts:

- Half the plate: fruit and vegetables, in as many colours as you can
- A quarter of the plate: whole grains, such as brown rice, wholemeal bread, oats or wholegrain bee hoon
- A quarter of the plate: protein, such as fish, chicken, eggs, tofu, beans or lean meat

Alongside the plate, HPB encourages water as the everyday drink and healthier oils for cooking. The World Health Organization suggests adults eat at least 400 grams of fruit and vegetables a day, which is about five portions.

The plate works for home cooking and for hawker meals alike. At a mixed rice stall, choose two vegetable dishes and one protein dish, and ask for brown rice if the stall has it. If your parent dislikes brown rice, start by mixing a little into white rice and add more over time. Small changes that stick are worth more than big changes that last a week.

## Protein, calcium and water

Three things deserve extra attention in later life.

### Protein for strong muscles

As we age, we tend to lose muscle. Weaker legs make it harder to climb stairs, get up from a chair or keep one's balance. Enough protein, together with regular movement such as walking or simple exercises, helps slow this loss.

Try to include some protein at every meal, not only at dinner. Soft, easy choices include steamed egg, tofu, fish, minced meat, dhal, yong tau foo and low-fat milk or soya milk. Add an egg to porridge, or stir milk into oats, to make a small meal go further. If your parent has kidney disease, their doctor may advise a different amount of protein, so check before making big changes.

### Calcium for bones

Bones tend to thin with age, especially in women after menopause, and thin bones break more easily in a fall. Good sources of calcium include:

- Milk, yoghurt and cheese, ideally lower-fat versions
- Soya milk with added calcium
- Tofu made with calcium, which the label will show
- Canned sardines, eaten with their soft bones
- Dark green leafy vegetables such as kai lan and chye sim

Vitamin D helps the body use calcium, and the skin makes some of it in sunlight. A short walk outdoors in the morning is good for bones and mood. Please do not start calcium or vitamin supplements without asking the doctor, as some supplements do not mix well with certain medicines.

### Water through the day

Older people often do not feel thirsty even when their body needs water. In Singapore's heat, this can quickly lead to dehydration, which may show up as dizziness, constipation, dark urine or sudden confusion. Some simple habits help:

- Keep a filled cup or bottle within easy reach, and refill it at set times
- Offer a drink with every meal and between meals
- Count soups, milk, soya milk, plain tea and watery fruits such as watermelon
- Offer more drinks in the morning and afternoon and fewer late at night, if toilet trips at night are a worry

If a doctor has set a fluid limit, for example for some heart or kidney conditions, follow that advice instead.

## Eating out: less salt and sugar at the hawker centre

Hawker food is part of daily life, and there is no need to give it up. A few habits make it kinder to the heart and blood sugar. The WHO advises adults to keep salt below 5 grams a day, which is about one level teaspoon. Much of the salt in hawker meals hides in sauces, gravy and soup stock, not in the salt shaker. The WHO also advises keeping sugar that is added to food and drinks low.

- Ask for less gravy or sauce, or for the sauce on the side
- Enjoy the soup, but leave some of the broth in the bowl
- Choose steamed, boiled, grilled or stir-fried dishes more often than deep-fried ones
- Order kopi or teh siew dai for less sugar, or kosong for none, or simply plain water
- Choose fresh fruit after a meal instead of a sweet dessert or a sugary drink
- Add an extra plate of blanched greens, with a little sauce rather than a lot
- At the supermarket, look for the Healthier Choice Symbol on packaged foods

Flavour can come from ginger, garlic, spring onion, lime, pepper and herbs instead of extra salt or soy sauce. Taste often fades with age, so these strong, fresh flavours can also make food more appealing.

## When chewing or swallowing is hard

Loose teeth, sore gums or dentures that no longer fit can make eating painful. People then quietly avoid meat, fruit and vegetables, which are the very foods they need. A visit to the dentist is often the simplest fix. In the meantime, soft foods help: steamed fish, steamed egg, tofu, porridge with minced meat and vegetables, vegetables cooked until tender and chopped small, and ripe papaya or banana.

Trouble with swallowing is different and needs more care. When swallowing is weak, food or drink can slip into the airway and cause choking or a chest infection. Watch for these signs:

- Coughing or choking during or just after eating or drinking
- A wet or gurgly voice after swallowing
- Food left in the mouth or held in the cheeks
- Meals taking much longer than they used to
- Repeated chest infections or weight loss without a clear reason

If you notice any of these, tell the doctor. A speech therapist can check your parent's swallowing and advise on safe food textures and thickened drinks. Please do not blend or thicken everything on guesswork, because the right texture depends on the person. Always help your parent sit upright to eat, and to stay upright for a while afterwards.

## When appetite fades

A smaller appetite is common in later life, but a sudden or steady drop deserves attention. Illness, new medicines, low mood, loneliness, constipation and dental pain can all take away the wish to eat. Here are some gentle ideas:

- Offer small meals and snacks often, rather than three large meals
- Make each mouthful count, for example by adding egg, tofu or milk to familiar dishes
- Eat together whenever you can, because meals taste better in company
- Serve favourite foods and familiar flavours, on a smaller plate so it looks less daunting
- Keep a simple note of what and how much your parent eats for a week

Check your parent's weight every month or so. If clothes are getting loose, or weight is falling without trying, let the doctor know.

## A sample day of meals

Here is one way a day could look. Adjust the amounts to your parent's appetite and tastes.

- Breakfast: oats cooked with low-fat milk and topped with banana slices, or wholemeal bread with a soft-boiled egg, with kopi-o kosong or plain water
- Mid-morning: a few slices of papaya and a glass of water
- Lunch at the hawker centre: sliced fish soup with bee hoon and extra vegetables, leaving some of the broth
- Afternoon: a glass of soya milk with added calcium and a few plain crackers
- Dinner at home: brown and white rice mixed, steamed chicken with ginger, stir-fried kai lan and a light tofu soup
- Through the day: water or plain tea between meals

If your parent has diabetes, kidney disease, heart disease or another condition, their doctor or dietitian may give different advice. Their advice always comes first.

## When to get professional help

Speak to your parent's family doctor or polyclinic doctor if you notice weight loss without trying, coughing or choking at meals, very little eating or drinking for a few days, or new confusion. The doctor can refer your parent to a dietitian for a meal plan that fits their health, or to a speech therapist for swallowing problems.

Some families also want a hand with the daily routine. We offer companionship, personal care, home assisted care and live-in care, and our diabetes care includes dietary planning. If you would like to talk about what might help at home, call us or message us on WhatsApp.

This article is general information, not medical advice; please speak to a doctor about your relative's specific situation.`,
  sources: [
    { name: "Health Promotion Board (HPB)", url: "https://www.hpb.gov.sg" },
    { name: "HealthHub", url: "https://www.healthhub.sg" },
    {
      name: "World Health Organization: Healthy diet fact sheet",
      url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet",
    },
  ],
} satisfies BlogPost;
