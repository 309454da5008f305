/** Copy for /contact. Numbers, addresses and hours come from site.ts. */
export const contactPage = {
  meta: {
    title: "Contact Us",
    description:
      "Call, WhatsApp, email or visit our care team in Singapore. Office hours, directions and a free consultation for home care and assisted living.",
  },
  hero: {
    eyebrow: "Contact us",
    title: "Talk to our care team",
    intro:
      "Whether you are ready to arrange care or just starting to look, we are here to help. Call, message us on WhatsApp, email or visit us. The first consultation is free.",
  },
  options: {
    title: "Ways to reach us",
    whatsapp: { title: "WhatsApp", text: "Send us a message any time. We reply during office hours.", label: "Chat on WhatsApp" },
    email: { title: "Email", text: "Write to us and we will reply within 24 hours." },
    visit: { title: "Visit", text: "Meet us at our office. Please call or message first so we can set a time." },
  },
  message: {
    /** Anchor of the message section: 'Ask a Question' on /faq scrolls here. */
    id: "contact",
    title: "Send us a message",
    intro: "Tell us a little about your loved one and how we can help. We reply to messages within 2 hours during business hours.",
  },
  hours: { title: "Office hours" },
  booking: {
    title: "Book a free consultation",
    text: "Meet our care team, at home or at our office, to talk through your loved one's needs. There is no charge and no obligation.",
    label: "Book Consultation",
  },
  map: {
    title: "Find us",
    iframeTitle: "Map showing our office location",
    directionsLabel: "Get directions",
    /** Shown in place of the map until the visitor asks for it: the map comes from Google. */
    placeholder: "The map comes from Google Maps. It loads only when you ask for it, and Google may then store cookies.",
    showLabel: "Show map",
  },
  registration: {
    label: "Company registration number",
    tooltip: "The Unique Entity Number (UEN) identifies a registered business in Singapore.",
  },
} as const;
