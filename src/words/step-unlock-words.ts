// The words of a ladder step's unlock on the results (screens/results/step-unlock.ts): the step a
// win opened and what it teaches, said as the reward, and the one button that plays it.

/** The unlock's headline: "Step 2 unlocked". */
export function stepUnlockedWords(n: number): string {
  return `Step ${n} unlocked`;
}

/** The one big button that plays the step a win opened: "Play step 2". */
export function playStepWords(n: number): string {
  return `Play step ${n}`;
}
