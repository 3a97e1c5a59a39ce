// The results' first line after a loss of many small slips: one short sentence with the lesson, as
// lichess and Chess.com lead with one line; the numbers (what the slips cost of the margin) are in
// the review, where it opens. A reviewer skimmed past "Your 1 big mistake, 1 mistake and 7 slips cost
// about 28 of the 40. The other 12: Hard had more room to grow." on a phone's results.

import type { LossVerdictSaid } from './slips-words.ts';

/** "Hard had more room to grow from move 11.", "Medium's cells divided late.", else that it slipped away a little at a time. */
export function lossLessonWords(v: LossVerdictSaid): string {
  if (v.cause === 'room')
    return `${v.opponent} had more room to grow${v.from ? ` from move ${v.from}` : ''}.`;
  if (v.cause === 'late') return `${v.opponent}'s cells divided late.`;
  return 'No one move lost it: it slipped away a little at a time.';
}
