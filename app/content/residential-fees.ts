/**
 * Starting monthly fees in the shared homes, in Singapore dollars. The FAQ's cost answer and the
 * /costs page both read them, so the two pages cannot disagree. A module of its own so that
 * /costs does not download the whole FAQ to show three numbers.
 */
export const residentialFeesFrom = { independentLiving: 4500, assistedLiving: 6000, memoryCare: 8000 } as const;
