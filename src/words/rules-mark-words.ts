// The Play card's mark of changed rules (screens/menu/changed-rules.ts): what a tap on it does, and
// which rules are on, for the screen readers (the mark itself shows the board sign's words).

export const RULES_MARK_WORDS = {
  label: 'Back to the standard rules',
  /** `names`: the rules on, as the card names them ("Capture", "Stem cells"). */
  description: (names: readonly string[]) =>
    `Changed rules for the next game: ${names.map((n, i) => (i === 0 ? n : n.toLowerCase())).join(', ')}.`,
} as const;
