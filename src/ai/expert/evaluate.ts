// The expert's evaluation at the search horizon: the remaining game's value for the player to
// move, guessed from what the score does not show yet. The search adds it to the gains it has
// counted exactly, so it only needs to describe the future: the next gains on offer, the
// potential divisions of the empty squares and, under gravity, which squares are not reachable
// yet. One pass over the squares, reading the engine's incremental features.

import type { Position } from '../../engine/index.ts';
import type { EvalWeights } from './weights.ts';

export function evaluate(position: Position, w: EvalWeights): number {
  const layout = position.layout;
  const n = layout.size;
  const gravity = layout.gravity;
  const heightInColumn = layout.heightInColumn;
  const colOf = layout.colOf;
  const columnFill = position.columnFill;
  const owner = position.owner;
  const openness = position.opennessOf;
  const overlap = position.overlapOf;
  const interlap = position.interlapOf;
  const extensions = position.extensionsOf;
  const unconnected = position.unconnectedOf;
  const p = (position.ply & 1) === 0 ? 1 : 2;
  const op = p === 1 ? 0 : n; // offsets of the mover's and the opponent's feature rows
  const oo = p === 1 ? n : 0;

  let bestMine = -99;
  let bestTheirs = -99;
  let potential = 0;
  let reach = 0;
  let room = 0;
  for (let s = 0; s < n; s++) {
    const who = owner[s]!;
    if (who !== 0) {
      room += who === p ? openness[s]! : -openness[s]!;
      continue;
    }
    const a = op + s;
    const ovA = overlap[a]!;
    const mine = (ovA === 0 ? 1 : 0) - unconnected[a]! + 4 * ovA - 2 * interlap[a]! - 2 * extensions[a]!;
    const b = oo + s;
    const ovB = overlap[b]!;
    const theirs = (ovB === 0 ? 1 : 0) - unconnected[b]! + 4 * ovB - 2 * interlap[b]! - 2 * extensions[b]!;
    if (gravity && heightInColumn[s] !== columnFill[colOf[s]!]) {
      reach += mine - theirs;
      continue;
    }
    potential += mine - theirs;
    if (mine > bestMine) bestMine = mine;
    if (theirs > bestTheirs) bestTheirs = theirs;
  }
  if (bestMine === -99) return 0;
  return w.tempo * bestMine + w.threat * bestTheirs + w.potential * potential + w.reach * reach + w.room * room;
}
