// Where the HUD's pieces stand in its column beside the board (a phone on its side, a tablet, a
// desktop): the column's design unit, its block of panels and status line, the forecast's place
// under the status line and the notices' band under the block. The areas round it: board-screen-areas.ts.

import type { Rect } from './board-geometry.ts';
import type { BoardScreenInput } from './board-screen-types.ts';
import { hudColumn, viewerBelow, COLUMN_SIGN_CSS, type HudPlaces } from './hud-column.ts';
import {
  sideColumnUnitCss,
  sideColumnWidthCss,
  stacksPanels,
  WIDE_COLUMN,
  wideColumnUnitCss,
} from '../screens/game/panel-column-fit.ts';
import { pixelRatio } from './screen.ts';

type ColumnInput = Pick<BoardScreenInput, 'u' | 'dpr' | 'pad' | 'sign' | 'watchH' | 'columnStrip' | 'below'>;

/** The phone's own column unit, game px: the screen's, never over one CSS px. */
function phoneUnit(o: Pick<BoardScreenInput, 'u' | 'dpr'>): number {
  return Math.min(o.u, o.dpr ?? pixelRatio());
}

/** The room a phone on its side's column keeps beside its block, game px: a sign's lines, the forecast's room, the watch row. */
function keptBesideBlock(o: ColumnInput): number {
  const dpr = o.dpr ?? pixelRatio();
  const strip = o.columnStrip ? o.columnStrip + o.pad / 2 : 0;
  const watch = o.watchH > 0 ? o.watchH + o.pad / 2 : 0;
  return strip + watch + (o.sign ? COLUMN_SIGN_CSS * dpr : 0);
}

/**
 * The design unit of the HUD's `column`, game px: on a tablet or a desktop (`wide`) it grows with
 * the column's width; on a phone on its side as far as its block fits the column's height too
 * (screens/game/panel-column-fit.ts), never under the phone's own.
 */
export function hudColumnUnit(o: ColumnInput, column: Rect, wide: boolean): number {
  const dpr = o.dpr ?? pixelRatio();
  if (wide) return wideColumnUnitCss(column.width / dpr) * dpr;
  // Under a sign (a retry's, its way back beside it) the panels keep the phone's own size.
  if (o.sign) return phoneUnit(o);
  const least = phoneUnit(o) / dpr;
  return sideColumnUnitCss(column.width / dpr, column.height / dpr, keptBesideBlock(o) / dpr, least) * dpr;
}

/** The most width, game px, a phone on its side's column `height` high takes: what its grown panels need, at least `phoneMost`. */
export function sideColumnMost(o: ColumnInput, height: number, phoneMost: number): number {
  const dpr = o.dpr ?? pixelRatio();
  const unit = hudColumnUnit(o, { x: 0, y: 0, width: WIDE_COLUMN.most * dpr, height }, false) / dpr;
  return Math.min(WIDE_COLUMN.most * dpr, Math.max(phoneMost, sideColumnWidthCss(unit) * dpr));
}
/**
 * The notices' band of a tablet's or a desktop's column (`gap` given): under the panels' block,
 * to the column's foot, so the coach's words stand by the person's panel, not over the board's
 * top (the block has no room for them between its panels). Elsewhere none (0 high at the board's top).
 */
export function columnNotices(places: HudPlaces, column: Rect, board: Rect, gap: number | null): Rect {
  const none = { x: board.x, y: board.y, width: board.width, height: 0 };
  if (gap === null) return none;
  const y =
    Math.max(...places.panels.map((p) => p.y + p.height), places.status.y + places.status.height) + gap;
  const height = column.y + column.height - y;
  return height > 0 ? { x: column.x, y, width: column.width, height } : none;
}

/**
 * The forecast's place in the HUD's `column` (its x and width aside), under the status line and
 * clear of the watch row at its foot; null where the input asks none or it does not fit.
 */
export function columnStripPlace(column: Rect, o: BoardScreenInput, wide: boolean): Rect | null {
  const want = o.columnStrip ?? 0;
  if (want <= 0) return null;
  // Before the split the column's width is unknown: its panels are taken at their tallest.
  const widest = { ...column, width: WIDE_COLUMN.most * (o.dpr ?? pixelRatio()) };
  const places = columnPlaces(wide ? widest : column, o, wide);
  const status = places.status;
  const y = status.y + status.height + o.pad / 2;
  // Over the person's panel (a tablet's, a desktop's), else over the watch row.
  const under = places.panels.filter((p) => p.y > y).map((p) => p.y - o.pad / 2);
  const foot = Math.min(column.y + column.height - o.watchH - (o.watchH > 0 ? o.pad / 2 : 0), ...under);
  return y + want <= foot ? { x: column.x, y, width: column.width, height: want } : null;
}

/**
 * The HUD's places in its column, as on lichess's tablet layout: one block beside the board, the
 * other player's panel, the status line under it (the forecast's kept room under that) and the
 * viewer's (`o.below`) panel under them, the block in the middle of the board's height
 * (`middle`): the two panels read together with the board, not from its two far corners with an
 * empty band between them (on a phone on its side, not three small lines at the top over an
 * empty half of the column). The forecast's room is in the block shown or not, so its coming
 * moves no panel. Watching, the panels stay at the top, the other player's over the viewer's:
 * the watch controls take the foot.
 */
export function columnPlaces(column: Rect, o: BoardScreenInput, wide: boolean, middle?: number): HudPlaces {
  const u = hudColumnUnit(o, column, wide);
  const stacked = wide && stacksPanels(column.width / (o.dpr ?? pixelRatio()));
  const atTop = hudColumn(column, u, o.sign, stacked, wide ? 1 / 4 : 1 / 3);
  // The other player's panel above the viewer's (`o.below`) on every screen, as upright. Watching,
  // and on a phone on its side under a sign (a retry's, with its way back), the panels stay at the
  // top: the sign and its button stand where the block would.
  if (o.watchH > 0 || (o.sign && !wide)) return viewerBelow(atTop, o.below ?? 0);
  const [first, second] = atTop.panels;
  const gap = second.y - first.y - first.height;
  // The status line and, with a gap as between the panels, the forecast's room under it.
  const words = atTop.status.height + (o.columnStrip ? o.pad / 2 + o.columnStrip : 0);
  const high = first.height + gap + words + gap + second.height;
  const foot = column.y + column.height;
  const centre = middle ?? column.y + column.height / 2;
  const y = Math.max(column.y, Math.min(foot - high, centre - high / 2));
  const top = { ...first, y };
  const status = { ...atTop.status, y: y + first.height + gap };
  const bottom = { ...second, y: y + high - second.height };
  // A column too short for the block keeps the panels at its top, the status line under both.
  if (high > column.height) return viewerBelow(atTop, o.below ?? 0);
  return viewerBelow({ panels: [top, bottom], status, stacked: atTop.stacked }, o.below ?? 0);
}
