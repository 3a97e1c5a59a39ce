// A board whose best play is known (the opening book holds its empty board's value and Perfect plays
// every move of a game there best, docs/solving.md), in a player's words. "Best play known" says
// what the game knows; "Solved" read as something the player had done. One phrase for the size
// cards, the Rules tab, Settings and the screen that lists these boards, so a player links them.

export const BEST_PLAY_KNOWN = {
  /** A size card's mark under its count (a narrow card splits it at its spaces). */
  mark: 'Best play known',
  /** The mark on a card too narrow to give it two lines (the screen readers hear it whole). */
  cardShort: 'Best play',
  /** The screen that lists these boards, and what screen readers hear as its heading. */
  title: 'Best play known',
  /** The button that opens that screen, from the Rules tab and Settings. */
  open: 'Best play known ›',
  /** The Rules tab's line on such a board (the value itself waits on that screen, unspoiled). */
  line: 'Best play is known on this board',
  /** Settings' caption and line over its button. */
  settingsCaption: 'Best play',
  settingsLine: 'Boards where best play is known',
} as const;

/** What screen readers hear after a size card's count: "16 squares. Best play known: a draw". */
export function bestPlayKnownDescription(size: string, value: string): string {
  return `${size}. ${BEST_PLAY_KNOWN.mark}: ${value}`;
}
