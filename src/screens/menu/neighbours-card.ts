// The card of a cell's neighbours, opened by itself the first time a player starts a game on a
// triangle's or a hexagon's board (the connections picture instead, where that board scores
// connections: one card before the first move), then never again on the device. Its picture, the
// cell just placed with every space that touches it: its six neighbours lit as empty spaces (lit
// cells of the player's around it read as a crowd of theirs, reviewer 29); on the triangle the six
// that touch only a corner from the side drawn dim, for they never split it. Phaser-free: the
// picture is made from the engine's own board and neighbours; ui/neighbours-card.ts draws it.

import { parseRules, Position, type GridKind, type Layout } from '../../engine/index.ts';
import { saveSettings, type Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';
import type { Rules } from '../../engine/index.ts';

/**
 * Whether the neighbours card opens by itself: a triangle's or a hexagon's board, first met, not
 * scored by connections, as a game a person plays starts (`starting`: its board empty, a person
 * among the players; not a watched game, a resumed one or a link's position).
 */
export function neighboursCardDue(rules: Rules, settings: Settings, starting: boolean): boolean {
  const grid = rules.layout.grid;
  return starting && grid !== 'square' && rules.scoring !== 'connections' && !settings.neighboursShown;
}

/** The card was seen: kept, so it never opens by itself again. */
export function neighboursSeen(settings: Settings, store: Store): void {
  if (settings.neighboursShown) return;
  settings.neighboursShown = true;
  saveSettings(store, settings);
}

export interface NeighbourCell {
  /** Its centre in cell widths from the picture's middle, y up (the layout's drawn centres). */
  x: number;
  y: number;
  /** The cell just placed (whole), a neighbour (an empty space, lit) or a space touching only a corner (dim). */
  kind: 'centre' | 'neighbour' | 'corner';
  /** A triangle pointing down. */
  down: boolean;
}

/** The board each picture is taken from, and its centre cell (row, column). */
const PICTURE: Record<Exclude<GridKind, 'square'>, { layout: string; row: number; col: number }> = {
  tri: { layout: 'tri:5', row: 1, col: 5 },
  hex: { layout: 'hex:3', row: 2, col: 2 },
};

/** The picture's cells: the centre, its neighbours and, on the triangle, the other cells touching its corners. */
export function neighboursPicture(grid: Exclude<GridKind, 'square'>): NeighbourCell[] {
  const p = PICTURE[grid];
  const layout = new Position(parseRules(p.layout)).layout;
  const centre = layout.squareAt[p.row * layout.cols + p.col]!;
  const around = neighboursOf(layout, centre);
  const touching = touchingCells(layout, centre);
  const cx = layout.centreX[centre]!;
  const cy = layout.centreY[centre]!;
  return [centre, ...touching].map((s) => ({
    x: layout.centreX[s]! - cx,
    y: layout.centreY[s]! - cy,
    kind: s === centre ? 'centre' : around.includes(s) ? 'neighbour' : 'corner',
    down: grid === 'tri' && (layout.colOf[s]! - layout.rowOf[s]!) % 2 !== 0,
  }));
}

function neighboursOf(layout: Layout, s: number): number[] {
  const d = layout.neighbour.length / layout.size;
  const out: number[] = [];
  for (let i = 0; i < d; i++) {
    const t = layout.neighbour[s * d + i]!;
    if (t >= 0) out.push(t);
  }
  return out;
}

/** Every cell touching `s`, at a side or a corner: on a triangle's grid the centres within 2/√3 sides. */
function touchingCells(layout: Layout, s: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < layout.size; t++) {
    if (t === s) continue;
    const d = Math.hypot(layout.centreX[t]! - layout.centreX[s]!, layout.centreY[t]! - layout.centreY[s]!);
    if (d < 1.2) out.push(t);
  }
  return out;
}
