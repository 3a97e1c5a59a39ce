// The Play card's mark of changed rules (screens/menu/changed-rules.ts): what a tap on it does, and
// which rules are on, for the screen readers (the mark itself names one or two, and counts more);
// the Undo that takes its place after the tap; and an option chosen that the board cannot play.

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
  /** In the mark's place once tapped, until the player leaves the first screen. */
  undo: 'Standard rules · Undo',
  undoLabel: 'Undo: your rules back',
  /** `names`: the rules the tap turned off. */
  undoDescription: (names: readonly string[]) =>
    `The next game plays the standard rules. Undo turns ${lower(names).join(', ').toLowerCase()} back on.`,
} as const;

/**
 * An option the player chose that this board cannot play (RULES.md section 10), said on the Play
 * card and over Play in a phone card's one line (the Rules tab's line says why): it stays chosen for
 * the next board that can. `board`: "a flask", "this board".
 */
export const NOT_HERE_WORDS = {
  jumpsFall: (board: string) => `No jumps on ${board}`,
  jumpsEqual: 'No jumps: equal moves',
  stem: 'No stem cells here',
} as const;
