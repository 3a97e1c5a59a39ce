// What the expert's evaluation adds under stem cells and capture (RULES.md sections 11 and 12),
// in player 1's frame, in points. The outlook (incremental.ts) reads a stem square as off the
// board, so the stem cells' points are counted here: those already won, and for a stem cell not
// complete yet the pieces its neighbouring cells hold and the centre tilted to the player with
// more. Under capture a group with one liberty is a capture on offer: the mover can take the
// other player's at once; their own they can only save, so a threat to them counts half.

import type { Position } from '../../engine/index.ts';

/** Scratch for finding groups, per layout size. */
let mark = new Uint32Array(0);
let group = new Int16Array(0);
let stamp = 0;

/** The stem cells' points, won and expected, player 1's minus player 2's. */
export function stemOutlook(position: Position): number {
  const n = position.layout.size;
  const overlap = position.overlapOf;
  let total = 0;
  for (const s of position.stems) {
    const a = overlap[s]!;
    const b = overlap[n + s]!;
    // Complete: the pieces and the centre as scored; else the empty squares split evenly.
    const centre = a > b ? 1 : a < b ? -1 : 0;
    total += a - b + (position.opennessOf[s] === 0 ? centre : 0.5 * centre);
  }
  return total;
}

/**
 * Under capture, the captures on offer, in points for player 1: the mover's largest gain from
 * taking a group of the other player that has one liberty, less half the largest the other player
 * could take from the mover's groups with one liberty. Each is the capture's margin over what the
 * same placement would gain without it.
 */
export function captureThreats(position: Position): number {
  if (!position.capture) return 0;
  const p = (position.ply & 1) === 0 ? 1 : 2;
  const o = p === 1 ? 2 : 1;
  const mine = bestCapture(position, p, o);
  const theirs = bestCapture(position, o, p);
  const v = mine - 0.5 * theirs;
  return p === 1 ? v : -v;
}

/** The largest extra margin `taker` would get by placing on the one liberty of a group of `victim`. */
export function bestCapture(position: Position, taker: 1 | 2, victim: 1 | 2): number {
  const { size: n, neighbour, directions: D } = position.layout;
  const owner = position.owner;
  if (mark.length < n) {
    mark = new Uint32Array(n);
    group = new Int16Array(n);
  }
  const seen = ++stamp;
  let best = 0;
  for (let s = 0; s < n; s++) {
    if (owner[s] !== victim || mark[s] === seen) continue;
    let size = 0;
    let liberty = -1;
    let liberties = 0;
    mark[s] = seen;
    group[size++] = s;
    for (let i = 0; i < size && liberties < 2; i++) {
      const y = group[i]!;
      for (let d = 0; d < D; d++) {
        const z = neighbour[y * D + d]!;
        if (z < 0) continue;
        const w = owner[z]!;
        if (w === 0 && z !== liberty) {
          liberty = z;
          liberties++;
        } else if (w === victim && mark[z] !== seen) {
          mark[z] = seen;
          group[size++] = z;
        }
      }
    }
    if (liberties !== 1) continue;
    const extra = margin(position, taker, liberty) - position.formulaDelta(taker, liberty);
    if (extra > best) best = extra;
  }
  return best;
}

/** The margin of a placement by `q`, whoever is to move (the position's marginGain is for any player). */
function margin(position: Position, q: 1 | 2, m: number): number {
  return position.owner[m] === 0 ? position.marginGain(q, m) : 0;
}

/** Whether the position has terms here at all. */
export function hasVariantTerms(position: Position): boolean {
  return position.capture || position.stems.length > 0;
}
