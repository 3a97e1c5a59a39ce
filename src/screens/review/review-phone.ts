// The review on an upright screen, without Phaser: its one-line header ("Review · move 33 of 42"),
// the score under it without the move (the header has it), the progress only while the moves are
// being checked or the check stopped (once done, the button under the chart names the costliest
// move; the gold rings' key stands under the board with the move's line, so the score has its row
// alone), and the strip of moves across the screen: the move before, the move shown, the move after.

import type { ReviewSnapshot } from './review-model.ts';
import { REVIEW_NUMBER_WORDS } from '../../words/review-words.ts';

/** What the upright review's top rows say. */
export interface UprightTop {
  header: string;
  score: string;
  /** The progress while checking or stopped; once every move is reviewed, ''. */
  progress: string;
}

export function uprightTop(shot: ReviewSnapshot): UprightTop {
  const { names, position, ply, moves } = shot;
  return {
    header: `Review · move ${ply} of ${moves}`,
    score: `${REVIEW_NUMBER_WORDS.scoreNow}: ${names[0]} ${position.score(1)} – ${position.score(2)} ${names[1]}`,
    progress: shot.end?.done ? '' : shot.progress,
  };
}

/** The strip's cells: how many moves stand across it (the shown one in the middle where it can). */
export const STRIP_CELLS = 3;

/**
 * A strip chip's words on one line: at `size`, else smaller down to `least`; only a chip too narrow
 * even then wraps (at `least`, between words: its mark's sign stays with its move, markSign).
 */
export function stripChipFit(
  words: string,
  width: number,
  size: number,
  least: number,
  widthAt: (words: string, size: number) => number,
): { size: number; wrap: boolean } {
  const at = widthAt(words, size);
  if (at <= width) return { size, wrap: false };
  const shrunk = Math.floor(size * (width / at) * 100) / 100;
  if (shrunk >= least && widthAt(words, shrunk) <= width) return { size: shrunk, wrap: false };
  return { size: least, wrap: widthAt(words, least) > width };
}
