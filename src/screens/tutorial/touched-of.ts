// What a guided step's words say of a move (tutorial-script.ts's linesAndTouched), read off its
// gain cell by cell (move-worth.ts).

import type { MoveWorth } from '../game/move-worth.ts';

/** A move's own pieces, how many of the mover's cells it touches gain a line, and what each gains (the most). */
export function touchedOf(worth: MoveWorth | null): [number, number, number] {
  if (!worth) return [0, 0, 0];
  const touched = worth.terms.filter((t) => t.kind === 'splits' || t.kind === 'firstSplit');
  return [worth.terms[0]!.after, touched.length, Math.max(0, ...touched.map((t) => t.points))];
}
