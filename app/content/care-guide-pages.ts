/**
 * What only the care guide's result pages (/care-guide/<slug>) say: each page's title,
 * description and h1 (by topic, in `resultPages`), and the words around the suggestions
 * (`resultPage`). The words are in app/content/<lang>/care-guide-pages.yaml; the suggestions
 * themselves are the guide's own (care-guide.ts and its catalog).
 */
export const structure = {
  resultPage: {
    cta: {
      // The home page's consultation form, then a WhatsApp chat.
      actions: [
        { key: "consultation", kind: "consultation" },
        { key: "whatsapp", kind: "whatsapp" },
      ],
    },
  },
} as const;
