// `hint RECORD [--json] [--equal-moves]`: the hint the game would show for the player to move —
// the coach's square, why (the gain, what it blocks, the terms), and the final margin with best
// play where the position is solved.

import { coachHint } from '../../ai/coach/hint.ts';
import { gainTerms, variantTerms } from '../../ai/coach/gains.ts';
import { flag, openPosition, type CliCommand } from '../command.ts';

export const hintCommand: CliCommand = {
  name: 'hint',
  usage: 'hint RECORD [--json] [--equal-moves]',
  summary: 'the square the coach suggests for the player to move, and why',
  flags: ['json', 'equal-moves'],
  takesWords: true,
  async run(args, io) {
    const position = openPosition(args, io, 'hint', 'suggest');
    if (!position) return 1;
    const toMove = position.turn();
    const hint = coachHint(position);
    if (flag(args, 'json')) {
      const g = hint.gains;
      io.out(
        JSON.stringify({
          toMove,
          move: hint.move,
          gain: g.gain,
          denies: g.denies,
          terms: gainTerms(g),
          // Under capture, stem cells and jumps: what the move captures, completes or converts.
          ...(position.variants
            ? { captures: g.captured, stemPoints: g.stemPoints, does: variantTerms(g) }
            : {}),
          margin: hint.margin,
          source: hint.source,
          text: hint.text,
        }),
      );
      return 0;
    }
    io.out(`player ${toMove} to move: ${hint.text}`);
    return 0;
  },
};
