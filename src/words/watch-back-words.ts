// After a watched game the Play card is the player's own game again (screens/menu/own-game-back.ts).
// The card says so in the mark's place, and one tap there brings back the game they watched, with
// its board and rules.

export const WATCH_BACK_WORDS = {
  /** In the mark's place, short enough for one line on a phone. */
  mark: 'Your game · Watch again',
  label: 'Watch again',
  description:
    'After watching, Play is your own game again. Watch again brings back the game you watched, with its board and rules.',
} as const;
