// Moves of a record as square indices.
import { replayRecord } from '../../../src/engine/index.ts';

export function parseRecordMoves(rules: string, moves: string): number[] {
  return replayRecord(`${rules} ${moves}`).moves();
}
