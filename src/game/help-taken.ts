// What help the person took in one game, by kind: the moves they played as a hint pointed, the
// moves they played as Best moves pointed, and the help of each kind they looked at and played
// another move. The results, the history's rows and the kept game say it by these counts, so a
// game's label names the help truly ("1 hint", "Best moves"), whichever kind it was.

export interface HelpTaken {
  /** Moves played on a hint's square. */
  hints: number;
  /** Moves played as Best moves set them above the others. */
  bestMoves: number;
  /** Hints looked at and not followed. */
  lookedHints: number;
  /** Turns Best moves was looked at and another move played. */
  lookedBest: number;
  /** Moves played on ladder step 1's free first hint (screens/game/help-gate.ts): no star's cost. */
  freeHints?: number;
}

export const NO_HELP: HelpTaken = { hints: 0, bestMoves: 0, lookedHints: 0, lookedBest: 0 };

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** A kept help record as the game wrote it, or null (an older or hand-edited entry). */
export function readHelpTaken(v: unknown): HelpTaken | null {
  if (typeof v !== 'object' || v === null) return null;
  const { hints, bestMoves, lookedHints, lookedBest } = v as Record<string, unknown>;
  if (!isCount(hints) || !isCount(bestMoves) || !isCount(lookedHints) || !isCount(lookedBest)) return null;
  return { hints, bestMoves, lookedHints, lookedBest };
}

/** Whether the person played a move help pointed at (the "no help" star and mark are gone). */
export function followedHelp(h: HelpTaken): boolean {
  return h.hints + h.bestMoves > 0;
}

/** Whether any help was shown at all, followed or not. */
export function sawAnyHelp(h: HelpTaken): boolean {
  return followedHelp(h) || h.lookedHints + h.lookedBest > 0;
}

/**
 * Which of the person's moves (by index in the game, the first move 0) they played as help pointed,
 * by kind: the review of a kept game reopened from Your games says "Best moves showed c3" there, as
 * the review opened from the results does, and never praises it as the key moment.
 */
export interface HelpedMoves {
  /** Moves played on a hint's square. */
  hints: number[];
  /** Moves played as Best moves set them above the others (not a hint's too). */
  bestMoves: number[];
}

const isIndexList = (v: unknown, moveCount: number): v is number[] =>
  Array.isArray(v) && v.every((i, k) => isCount(i) && i < moveCount && (k === 0 || i > (v[k - 1] as number)));

/**
 * Kept helped moves as the game wrote them for a game of `moveCount` moves, or null (an older or
 * hand-edited entry: no move's help is known). Each list rises; no move is in both.
 */
export function readHelpedMoves(v: unknown, moveCount: number): HelpedMoves | null {
  if (typeof v !== 'object' || v === null) return null;
  const { hints, bestMoves } = v as Record<string, unknown>;
  if (!isIndexList(hints, moveCount) || !isIndexList(bestMoves, moveCount)) return null;
  if (hints.some((i) => bestMoves.includes(i))) return null;
  return { hints: [...hints], bestMoves: [...bestMoves] };
}
