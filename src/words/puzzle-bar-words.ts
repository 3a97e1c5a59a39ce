// The puzzle screen's buttons. The short words stand in only where the full ones would not fit a
// narrow phone at a readable size.

export const PUZZLE_BAR_WORDS = {
  menu: 'Menu',
  /** Hands the puzzle's link to the system's share sheet. */
  share: 'Share',
  /** Where there is no share sheet: the link is copied. */
  copy: 'Copy link',
  copyShort: 'Copy',
  again: 'Try again',
  againShort: 'Retry',
  answer: 'Show answer',
  answerShort: 'Answer',
} as const;
