// The Play card's mark of changed rules (screens/menu/changed-rules.ts): what a tap on it does, and
// which rules are on, for the screen readers (the mark itself names one or two, and counts more).

const lower = (names: readonly string[]) => names.map((n, i) => (i === 0 ? n : n.toLowerCase()));

export const RULES_MARK_WORDS = {
  /** The mark, short enough for one line on a phone: "Capture on", "Stem cells + jumps", "Capture + 2 more". */
  mark: (names: readonly string[]) => {
    const [first, ...rest] = lower(names);
    if (rest.length === 0) return `${first} on`;
    return rest.length === 1 ? `${first} + ${rest[0]}` : `${first} + ${rest.length} more`;
  },
  label: 'Back to the standard rules',
  /** `names`: the rules on, as the card names them ("Capture", "Stem cells"). */
  description: (names: readonly string[]) => `Changed rules for the next game: ${lower(names).join(', ')}.`,
} as const;
