// The positions a solve, a checkpoint or the opening book starts from, named by a rules id
// (`square:5`, `petri:5/equal`, `hex:3/connections`); a position's own is `position.rules.id`.

import { parseRules, Position, replayRecord } from '../engine/index.ts';

/** The empty board of a rules id. Throws the id's error for a bad one. */
export function emptyPosition(key: string): Position {
  return new Position(parseRules(key));
}

/** A record replayed under a rules id (whatever rules id the record itself starts with). Throws the record's error for a bad record. */
export function replayUnder(key: string, record: string): Position {
  const rules = parseRules(key);
  const position = replayRecord(record, rules);
  if (position.rules !== rules)
    throw new Error(`the record ${position.rules.id} is not played under ${rules.id}`);
  return position;
}
