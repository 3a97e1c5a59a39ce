// Where the board screen's pieces stand: the HUD, the board and the watch row. Upright and on wide
// screens the HUD is a row above the board (upright, the board takes the screen's width less a
// narrow margin); on a phone on its side the HUD is a column at the left (hud-column.ts). The bar
// is a row along the foot upright and a column at the right in landscape (screens/game/board-bar.ts).

import type { Layout } from '../engine/index.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { labelRoom } from './board-label-places.ts';
import type { BoardFitChoice } from '../screens/game/board-fit.ts';
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
  /** The bar's thickness (its row's height, or its column's width). */
  bar: number;
  /** The bar is a column at the right (always so on a phone on its side), else a row along the foot. */
  barBeside?: boolean;
  /** The watch row's height, 0 for none. */
  watchH: number;
  labelFont: number;
  /** How the board stands upright (screens/game/board-fit.ts). */
  fit?: BoardFitChoice;
}

export function boardScreenAreas(o: BoardScreenInput): BoardScreenAreas {
  const { width, height, pad, watchH } = o;
  const beside = o.side || (o.barBeside ?? false);
  const boardW = width - 2 * pad - (beside ? o.bar + pad : 0);
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
  const barRow = beside ? 0 : o.bar + pad;
  const boardH = height - hudH - 2 * pad - barRow - watchRow;
  const watch = { x: pad, y: height - pad - barRow - watchH, width: boardW, height: watchH };
  if (!o.portrait)
    return {
      hud: { x: pad, y: pad, width: boardW, height: hudH },
      board: { x: pad, y: pad + hudH, width: boardW, height: boardH },
      watch,
    };
  // Upright, the board is as wide as the screen (a phone's height has room to spare, its width has
  // none; board-fit.ts) and the HUD stands right above it: the two come down together, a little
  // below the top, and what is left under the board is the coach's and the notices' band.
  const edge = pad / 6;
  const onRim = o.fit?.labelsOnRim ?? false;
  const room = labelRoom(o.layout, o.labelFont, onRim);
  const area = { x: edge, y: pad + hudH, width: width - 2 * edge, height: boardH };
  const fit = new BoardGeometryFit(o.layout, area, room, o.fit?.bleed ?? false);
  const used = Math.min(boardH, fit.frame.height + room.bottom);
  const down = Math.round((boardH - used) * 0.35);
  return {
    hud: { x: pad, y: pad + down, width: boardW, height: hudH },
    board: { ...area, y: area.y + down, height: used },
    watch,
  };
}
