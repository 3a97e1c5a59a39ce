// The expert's evaluation at the search horizon: the remaining game's value for the player to
// move, guessed from what the score does not show yet. The search adds it to the gains it has
// counted exactly, so it only needs to describe the future: the next gains on offer, the
// potential divisions (or connections) of the empty squares and of the cells' open axes and,
// under gravity, which squares are not reachable yet. One pass over the squares, reading the
// engine's incremental features and the layout's direction tables (direction d and d + axes lie
// on axis d, on every grid).

import type { Position } from '../../engine/index.ts';
import type { EvalWeights } from './weights.ts';
import { captureThreats, hasVariantTerms, stemOutlook } from './variant-eval.ts';
import { lastFillRisk } from './capture-ending.ts';

/** Scratch for the outlook: each player's share of each square. */
let shareP = new Float64Array(0);
let shareO = new Float64Array(0);

/**
 * The outlook: the final score difference (mover's side) if every empty square went half to each
 * player, tilted towards the player with more cells around it, minus the difference now. A
 * mean-field guess of the points still to come. By divisions an axis of a square counts 2 when
 * either of its neighbours on that axis is likely to be its own; by connections (RULES.md
 * section 9) a pair counts 1, so a square counts half its expected own neighbours.
 */
function outlook(position: Position, influence: number): number {
  const layout = position.layout;
  const n = layout.size;
  if (shareP.length < n) {
    shareP = new Float64Array(n);
    shareO = new Float64Array(n);
  }
  const owner = position.owner;
  const overlap = position.overlapOf;
  const nb = layout.neighbour;
  const D = layout.directions;
  const A = layout.axes;
  const byConnections = position.byConnections;
  const p = (position.ply & 1) === 0 ? 1 : 2;
  const op = p === 1 ? 0 : n;
  const oo = p === 1 ? n : 0;
  const tilt = influence / D;
  for (let s = 0; s < n; s++) {
    const who = owner[s]!;
    if (who > 2) {
      // A stem cell is no player's and never connects.
      shareP[s] = 0;
      shareO[s] = 0;
    } else if (who === 0) {
      let x = 0.5 + tilt * (overlap[op + s]! - overlap[oo + s]!);
      x = x < 0 ? 0 : x > 1 ? 1 : x;
      shareP[s] = x;
      shareO[s] = 1 - x;
    } else {
      shareP[s] = who === p ? 1 : 0;
      shareO[s] = who === p ? 0 : 1;
    }
  }
  let total = 0;
  for (let s = 0; s < n; s++) {
    const sp = shareP[s]!;
    const so = shareO[s]!;
    let axesP = 0;
    let axesO = 0;
    for (let axis = 0; axis < A; axis++) {
      const x = nb[s * D + axis]!;
      const y = nb[s * D + axis + A]!;
      const xp = x >= 0 ? shareP[x]! : 0;
      const yp = y >= 0 ? shareP[y]! : 0;
      const xo = x >= 0 ? shareO[x]! : 0;
      const yo = y >= 0 ? shareO[y]! : 0;
      if (byConnections) {
        axesP += xp + yp;
        axesO += xo + yo;
      } else {
        axesP += 1 - (1 - xp) * (1 - yp);
        axesO += 1 - (1 - xo) * (1 - yo);
      }
    }
    // 2 per connected axis; or ½ per own neighbour (each pair is seen from both its cells).
    total += (byConnections ? 0.5 : 2) * (sp * axesP - so * axesO);
  }
  const now = position.scores[p]! - position.scores[3 - p]!;
  return total - now;
}

export function evaluate(position: Position, w: EvalWeights): number {
  let base = w.outlook === 0 ? 0 : w.outlook * outlook(position, w.influence);
  if (hasVariantTerms(position)) {
    // Stem cells' points and captures on offer (variant-eval.ts), in player 1's frame.
    const terms =
      w.outlook * (stemOutlook(position) + captureThreats(position)) +
      (w.lastFill ?? 0) * lastFillRisk(position);
    base += position.turn() === 1 ? terms : -terms;
  }
  const layout = position.layout;
  const n = layout.size;
  const gravity = layout.gravity;
  const heightInColumn = layout.heightInColumn;
  const colOf = layout.colOf;
  const columnFill = position.columnFill;
  const owner = position.owner;
  const openness = position.opennessOf;
  const pattern = position.pattern;
  const nb = layout.neighbour;
  const D = layout.directions;
  const A = layout.axes;
  const connectedEverywhere = (1 << A) - 1;
  const p = (position.ply & 1) === 0 ? 1 : 2;
  const o = p === 1 ? 2 : 1;

  let bestMine = -99;
  let bestTheirs = -99;
  let potential = 0;
  let reach = 0;
  let room = 0;
  let divisions = 0;
  for (let s = 0; s < n; s++) {
    const who = owner[s]!;
    if (who > 2) continue;
    if (who !== 0) {
      room += who === p ? openness[s]! : -openness[s]!;
      // Axes not connected yet with an empty square on them: divisions still to come.
      const mask = pattern[s]!;
      if (mask !== connectedEverywhere) {
        let open = 0;
        for (let axis = 0; axis < A; axis++) {
          if ((mask >> axis) & 1) continue;
          const x = nb[s * D + axis]!;
          const y = nb[s * D + axis + A]!;
          if ((x >= 0 && owner[x] === 0) || (y >= 0 && owner[y] === 0)) open++;
        }
        divisions += who === p ? open : -open;
      }
      continue;
    }
    const mine = position.deltaScore(p, s);
    const theirs = position.deltaScore(o, s);
    if (gravity && heightInColumn[s] !== columnFill[colOf[s]!]) {
      reach += mine - theirs;
      continue;
    }
    potential += mine - theirs;
    if (mine > bestMine) bestMine = mine;
    if (theirs > bestTheirs) bestTheirs = theirs;
  }
  if (bestMine === -99) return base;
  return (
    base +
    w.tempo * bestMine +
    w.threat * bestTheirs +
    w.potential * potential +
    w.reach * reach +
    w.room * room +
    w.divisions * divisions
  );
}
