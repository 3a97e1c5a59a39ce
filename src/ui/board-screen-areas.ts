// Where the board screen's pieces stand: the HUD, the forecast's strip, the board and the watch
// row. Upright and on wide screens the HUD is a row above the board; on a phone on its side the
// HUD is a column at the left (hud-column.ts). The bar is a row along the foot upright and a
// column at the right in landscape (screens/game/board-bar.ts). Upright, the board is sized by the
// room it really has: the screen's width and the height left between the HUD with the forecast's
// strip and the bar; the HUD, the strip, the notices' band and the board then stand together (as
// on lichess's phone app), the block in the middle of the height the board leaves.

import type { Layout } from '../engine/index.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { labelRoom } from './board-label-places.ts';
import type { BoardFitChoice } from '../screens/game/board-fit.ts';
import { sideBySide } from './hud-column.ts';

export interface BoardScreenAreas {
  hud: Rect;
  /** The forecast's strip between the HUD and the board, 0 high when it is off (and beside the board, on its side). */
  strip: Rect;
  board: Rect;
  /** Upright, the band between the HUD (with the strip) and the board kept for the notices; 0 high elsewhere. */
  notices: Rect;
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
  /** The forecast's strip's height, 0 for none (a phone on its side shows none). */
  strip?: number;
  labelFont: number;
  /** Upright, the height kept for the notices right above the board where the board leaves it (game px). */
  noticeBand?: number;
  /** How the board stands upright (screens/game/board-fit.ts). */
  fit?: BoardFitChoice;
}

export function boardScreenAreas(o: BoardScreenInput): BoardScreenAreas {
  const { width, height, pad, watchH } = o;
  const beside = o.side || (o.barBeside ?? false);
  const boardW = width - 2 * pad - (beside ? o.bar + pad : 0);
  if (o.side) {
    // The board takes the whole height but a sliver (its tray's picture has a margin of its own);
    // the HUD's column keeps the screen's margin.
    const edge = pad / 6;
    const split = sideBySide(
      o.layout,
      { x: pad, y: edge, width: boardW, height: height - 2 * edge },
      o.labelFont,
      pad,
    );
    const hud = { ...split.hud, y: pad, height: height - 2 * pad };
    return {
      hud,
      strip: { x: split.board.x, y: split.board.y, width: split.board.width, height: 0 },
      notices: { x: split.board.x, y: split.board.y, width: split.board.width, height: 0 },
      board: split.board,
      watch: { x: hud.x, y: hud.y + hud.height - watchH, width: hud.width, height: watchH },
    };
  }
  const hudH = 104 * o.u;
  const stripH = o.strip ?? 0;
  const watchRow = watchH > 0 ? watchH + pad : 0;
  const barRow = beside ? 0 : o.bar + pad;
  const boardH = height - hudH - stripH - 2 * pad - barRow - watchRow;
  const watch = { x: pad, y: height - pad - barRow - watchH, width: boardW, height: watchH };
  if (!o.portrait)
    return {
      hud: { x: pad, y: pad, width: boardW, height: hudH },
      strip: { x: pad, y: pad + hudH, width: boardW, height: stripH },
      notices: { x: pad, y: pad + hudH + stripH, width: boardW, height: 0 },
      board: { x: pad, y: pad + hudH + stripH, width: boardW, height: boardH },
      watch,
    };
  // Upright the board takes what it can of the width and of the height under the HUD and the
  // strip (board-fit.ts). Of the height it leaves, first the notices' band between the strip and
  // the board (notices and the coach's words next to the board and the finger), then the rest
  // split above the HUD and under the board, so the block stands in the middle and no band is
  // left empty at the top alone.
  const edge = pad / 6;
  const onRim = o.fit?.labelsOnRim ?? false;
  const room = labelRoom(o.layout, o.labelFont, onRim);
  const area = { x: edge, y: pad + hudH + stripH, width: width - 2 * edge, height: boardH };
  const fit = new BoardGeometryFit(o.layout, area, room, o.fit?.bleed ?? false);
  const used = Math.min(boardH, fit.frame.height + room.bottom);
  const spare = Math.max(0, boardH - used);
  const notices = Math.min(spare, o.noticeBand ?? 0);
  const down = Math.round((spare - notices) / 2);
  const top = pad + down;
  return {
    hud: { x: pad, y: top, width: boardW, height: hudH },
    strip: { x: pad, y: top + hudH, width: width - 2 * pad, height: stripH },
    notices: { x: pad, y: top + hudH + stripH, width: width - 2 * pad, height: notices },
    board: { ...area, y: top + hudH + stripH + notices, height: used },
    watch,
  };
}
