/**
 * Starting monthly fees in the shared homes, in Singapore dollars. The shared facts
 * (content/facts.ts) write them for each language, so the FAQ's cost answer and the /costs page
 * name the same figures.
 */
export const residentialFeesFrom = { independentLiving: 4500, assistedLiving: 6000, memoryCare: 8000 } as const;
