/**
 * Starting monthly fees in the shared homes, in Singapore dollars, GST included (the spec's
 * "from SGD 4,500 per month" is taken as the price a family pays). The shared facts
 * (content/facts.ts) write them for each language, so the FAQ's cost answer and the /costs page
 * name the same figures, and say that GST is included while the provider is registered for it.
 */
export const residentialFeesFrom = { independentLiving: 4500, assistedLiving: 6000, memoryCare: 8000 } as const;
