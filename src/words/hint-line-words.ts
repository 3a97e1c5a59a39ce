// The hint's two lines on the board, each a plain sentence a person would say over the board ("Try
// c4 for 8, and it blocks their 3." / "If neither of you slips, you win by 4."), short enough for
// an upright phone's line (tests/ai/coach/hint-banner). The full words (the screen reader's) say more.

import type { HintIdea } from '../ai/coach/hint-idea.ts';
import type { GridKind } from '../engine/index.ts';
import { placeName } from './place-words.ts';
import { moveInWords } from './move-name-words.ts';
import type { GreedierWords, IdeaAddressee } from './hint-words.ts';

/** What the hinted square does at once: points, a capture, or cells it saves. */
export type HintNow =
  | { kind: 'points'; gain: number }
  | { kind: 'captures'; cells: number; gain: number }
  | { kind: 'saves'; cells: number; your: string };

const AND_IT = ', and it ';
const cells = (n: number) => `${n} ${n === 1 ? 'cell' : 'cells'}`;
const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * The first line: the square, what it does now and, where there is one, the clause after it (what
 * it blocks, or why it beats a square that scores more): "Try c4 for 8 points.", "Try c4 for 8, and
 * it blocks their 3.", "Try c4 to capture 3 cells (+5).", "Try c4 to save your 2 cells."
 */
export function hintMoveLine(tryWords: string, now: HintNow, clause: string): string {
  switch (now.kind) {
    case 'captures':
      return `${tryWords} to capture ${cells(now.cells)} (+${now.gain})${clause}.`;
    case 'saves':
      return `${tryWords} to save ${now.your} ${now.cells === 1 ? 'cell' : cells(now.cells)}${clause}.`;
    case 'points':
      if (now.gain > 0) return `${tryWords} for ${clause ? now.gain : points(now.gain)}${clause}.`;
      // No points now: what it does is the reason, said alone ("Try g9: it blocks their 1.").
      if (now.gain === 0 && clause.startsWith(AND_IT))
        return `${tryWords}: it ${clause.slice(AND_IT.length)}.`;
      if (now.gain === 0) return `${tryWords}: no points now${clause}.`;
      return `${tryWords}: it costs ${points(-now.gain)} now${clause}.`;
  }
}

/** The clause for what the square blocks: ", and it blocks their 3". */
export function blocksClause(denies: number, their: string): string {
  return `, and it blocks ${their} ${denies}`;
}

/** The clause for a jump that leaves its square to the other side: ", but it gives them 8 at e3". */
export function leavesClause(square: string, opens: number, them: string): string {
  return `, but it gives ${them} ${opens} at ${square}`;
}

/** The second line where best play is known and the mover does not lose: "If neither of you slips, you win by 4." */
export function bestPlayLine(margin: number, to: { wins: string; loses: string }): string {
  const end =
    margin > 0 ? `${to.wins} by ${margin}` : margin < 0 ? `${to.loses} by ${-margin}` : "it's a draw";
  return `If neither of you slips, ${end}.`;
}

/** The second line under capture, best play not known and the mover behind: the last squares decide. */
export function captureEndLine(grid: GridKind): string {
  return `With capture, the last ${placeName(grid, 2)} decide it.`;
}

/**
 * The second line beside a square that scores more now: what it hands the other side next where
 * that is the reason and its cost by the end only an estimate ("e7 scores 3, but gives them 5 at
 * f7."), else its cost by the end ("d3: +12 now, but costs about 5 by the end.").
 */
export function greedierLine(g: GreedierWords, to: { them: string } = { them: 'them' }): string {
  const reply = g.exact ? null : g.why?.reply;
  const move = moveInWords(g.move);
  if (reply)
    return `${move} scores ${g.gain}, but gives ${to.them} ${reply.gain} at ${moveInWords(reply.move)}.`;
  return `${move}: +${g.gain} now, but costs ${g.exact ? '' : 'about '}${g.worse} by the end.`;
}

/** The second line where best play is not known: the move's idea as a sentence ("It joins two of your groups."). */
export function ideaLine(idea: HintIdea, to: IdeaAddressee): string {
  const two = (n: number) => (n === 2 ? 'two' : String(n));
  switch (idea.kind) {
    case 'jumps':
      return `It jumps over ${idea.over} and takes it.`;
    case 'captures':
      return `It captures ${idea.cells} of ${to.their} ${idea.cells === 1 ? 'cell' : 'cells'}.`;
    case 'joins':
      return `It joins ${two(idea.groups)} of ${to.your} groups.`;
    case 'parts':
      return `It keeps ${to.their} ${two(idea.groups)} groups apart.`;
    case 'their-best':
      return `It takes ${to.their} best ${placeName(idea.grid)}.`;
    case 'sets-up':
      // Two people's names would run past the line: "if it stays free" says the same of either.
      return `It sets up ${idea.square} for ${idea.gain}, ${to.their === 'their' ? 'if they leave it' : 'if it stays free'}.`;
    case 'grows':
      return `It grows ${to.your} group to ${idea.cells} cells.`;
    case 'crowds':
      return `It takes room from ${to.their} ${idea.cells === 1 ? 'cell' : `${idea.cells} cells`}.`;
    case 'room':
      return `It has ${idea.free} empty ${placeName(idea.grid, idea.free)} to grow into.`;
  }
}

/**
 * Where every move loses with best play, the hint is no verdict ("you lose by 11" alone left a
 * player nowhere to go): its first line names the move that keeps the game closest, its second a
 * way on: against an opponent who can still slip, that they can; against one who hardly does
 * (Expert, Perfect), the review after the game, where the game turned.
 */
export function behindLines(tryWords: string, other: string, slips: boolean): string {
  const on = slips
    ? `${other} can still slip, so keep going.`
    : 'The review after will show where it turned.';
  return `${tryWords}: it keeps the game closest.\n${on}`;
}

/** The same for the screen readers, after the full words. */
export function behindSentence(other: string, slips: boolean): string {
  return slips
    ? `Every move loses if ${other} plays perfectly from here, and this one loses least; ${other} can still slip, so keep going.`
    : `Every move loses from here, and this one loses least. After the game, the review shows where it turned.`;
}
