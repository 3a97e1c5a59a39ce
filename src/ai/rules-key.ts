// The rules a solve, a checkpoint or the opening book speaks of, as one id (`square:5`,
// `petri:5/equal`), and the empty position they start from. Every solver file goes through here,
// so when positions take a rules value only these two functions change.

import { parseLayout, Position, replayRecord } from '../engine/index.ts';

export function rulesKey(position: Position): string {
  return `${position.layout.id}${position.equalMoves ? '/equal' : ''}`;
}

/** The empty board of a rules key (`grid:4x5`, `petri:5/equal`). Throws the layout's error for a bad id. */
export function emptyPosition(key: string): Position {
  const [layoutId, ...rest] = key.split('/');
  return new Position(parseLayout(layoutId!), { equalMoves: rest.includes('equal') });
}

/** A record replayed under a rules key. Throws the record's error for a bad record. */
export function replayUnder(key: string, record: string): Position {
  return replayRecord(record, { equalMoves: key.split('/').includes('equal') });
}
