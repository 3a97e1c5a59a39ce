// Where the board screen's pieces stand: the HUD, the board and the watch row. Upright and on wide
// screens the HUD is a row above the board and the toolbar a row under it (upright, the board
// takes the screen's width less a narrow margin); on a phone on its side
// the HUD is a column at the left (hud-column.ts) and the toolbar a column at the right.

import type { Layout } from '../engine/index.ts';
import type { Rect } from './board-geometry.ts';
import { sideBySide } from './hud-column.ts';

export interface BoardScreenAreas {
  hud: Rect;
  board: Rect;
  /** The row of the watch controls (Pause, Step, Speed), 0 high when no one watches. */
  watch: Rect;
}

export interface BoardScreenInput {
  layout: Layout;
  width: number;
  height: number;
  u: number;
  pad: number;
  /** The HUD's column beside the board, the toolbar's beside that (a phone on its side). */
  side: boolean;
  portrait: boolean;
  /** The toolbar's thickness (its row's height, or its column's width). */
  bar: number;
  /** The watch row's height, 0 for none. */
  watchH: number;
  labelFont: number;
}

export function boardScreenAreas(o: BoardScreenInput): BoardScreenAreas {
  const { width, height, pad, watchH } = o;
  const boardW = width - 2 * pad - (o.side ? o.bar + pad : 0);
  if (o.side) {
    const split = sideBySide(
      o.layout,
      { x: pad, y: pad, width: boardW, height: height - 2 * pad },
      o.labelFont,
      pad,
    );
    const hud = split.hud;
    return {
      hud,
      board: split.board,
      watch: { x: hud.x, y: hud.y + hud.height - watchH, width: hud.width, height: watchH },
    };
  }
  const hudH = 104 * o.u;
  const watchRow = watchH > 0 ? watchH + pad : 0;
  // Upright, the board is as wide as the screen lets it be (a phone's height has room to spare,
  // its width has none): the squares' names stand at its left (on a hexagonal board on both
  // sides) and the picture's rim beyond the glass keeps it off the edges, so the margin is narrow.
  const edge = o.portrait ? pad / 3 : pad;
  return {
    hud: { x: pad, y: pad, width: boardW, height: hudH },
    board: {
      x: edge,
      y: pad + hudH,
      width: width - 2 * edge,
      height: height - hudH - o.bar - 3 * pad - watchRow,
    },
    watch: { x: pad, y: height - o.bar - 2 * pad - watchH, width: boardW, height: watchH },
  };
}
