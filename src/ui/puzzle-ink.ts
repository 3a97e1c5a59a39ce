// The colours of the puzzle screen's words, in one Phaser-free place: they stand straight on the
// lab (no panel behind them), so each keeps 4.5:1 where the lab is brightest, a drifting cell's
// gloss over the lamp's pool included (tests/ui/puzzle-ink.test.ts measures them).

import type { PuzzleTone } from '../screens/puzzle/puzzle-snapshot.ts';
import { THEME } from './tokens.ts';

export const PUZZLE_INK = {
  /** "Puzzle 141 of 434", and the streak once solved. */
  title: THEME.textDim,
  /** "Find the best move: it wins by 10". */
  question: THEME.accentCss,
  /** The stakes (or what best means) under the question, and the score ("You 16", "Them 28"). */
  goal: THEME.text,
  /** The board's rules, a small line ("Square · cells split when they touch their own"); unusual ones at the goal's brightness. */
  rules: THEME.textDim,
  unusualRules: THEME.text,
  /** "More about these rules ›" beside unusual rules. */
  rulesMore: THEME.accentCss,
} as const;

/** The verdict under the board by its tone: a wrong try's reason, the empty band, a solve. */
export const VERDICT_INK: Record<PuzzleTone, string> = {
  text: THEME.text,
  dim: THEME.textDim,
  accent: THEME.accentCss,
};
