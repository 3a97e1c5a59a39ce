// Where the board screen's pieces stand: the HUD's panels and status line, the forecast's strip,
// the board and the watch row. Upright (as on lichess's phone app) one player's panel stands right
// above the board and the other's right below, the bar at the foot; on wide screens the panels are
// a column at the left unless a row over the board gives it clearly larger squares (always
// on a phone on its side, where the height is what it lacks: hud-column.ts). The bar is a
// row along the foot upright and a column at the right in landscape (screens/game/board-bar.ts).

import type { Layout } from '../engine/index.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { labelRoom, roomHigh } from './board-label-places.ts';
import { fitKeepingNotices } from './notice-band-fit.ts';
import { ONE_TAP_CSS, type BoardFitChoice } from '../screens/game/board-fit.ts';
import { hudRow, sideBySide } from './hud-column.ts';
import { pixelRatio } from './screen.ts';
import {
  columnNotices,
  columnPlaces,
  columnStripPlace,
  hudColumnUnit,
  sideColumnMost,
} from './board-column-places.ts';

export type { BoardScreenAreas, BoardScreenInput } from './board-screen-types.ts';
import type { BoardScreenAreas, BoardScreenInput } from './board-screen-types.ts';

/** The way out's button in the top corner, CSS px: a finger's height, room for "‹ Review" at 16 px. */
export const EXIT_CSS = { width: 84, height: 44 };

/** The way out's size on a screen at `dpr`, in game pixels (at least `touch` high). */
export function exitSize(touch: number, dpr: number): { width: number; height: number } {
  return { width: EXIT_CSS.width * dpr, height: Math.max(touch, EXIT_CSS.height * dpr) };
}

export function boardScreenAreas(o: BoardScreenInput): BoardScreenAreas {
  const kept = placedAreas(o);
  if (o.forecastShown ?? true) return kept;
  const bare = placedAreas({ ...o, strip: 0, columnStrip: 0 });
  // The forecast's room is kept, shown or not, where it costs the screen nothing it would
  // otherwise have: the board's size, the notices' band, the top bar. Elsewhere (a short phone,
  // an upright tablet: the height is what they lack) it takes room only while it shows.
  const free =
    kept.board.width === bare.board.width &&
    kept.board.height === bare.board.height &&
    // (A column's notices stand under its block, which keeps the forecast's room either way.)
    (kept.column || kept.notices.height === bare.notices.height) &&
    !!kept.title === !!bare.title;
  // Off: the strip 0 high at its top, the rest where it stands with it.
  return free ? { ...kept, strip: { ...kept.strip, height: 0 } } : bare;
}

/**
 * The notices' place as the board screen offers it: the kept band, and upright over a board of
 * squares too small for one tap also the forecast's room kept empty right over it while the forecast
 * is off, so the coach's banner and a notice stand there one under the other (a zoomed 12×12's
 * "Drag to move around the board" stood over the hint's words, or ran into the board's top).
 */
export function noticesRoom(a: Pick<BoardScreenAreas, 'notices' | 'strip' | 'board'>): Rect {
  const { notices, strip } = a;
  const overBoard = notices.height > 0 && notices.y < a.board.y;
  if (!overBoard || strip.height > 0 || notices.y <= strip.y) return notices;
  return { ...notices, y: strip.y, height: notices.height + notices.y - strip.y };
}

function placedAreas(o: BoardScreenInput): BoardScreenAreas {
  if (o.side || !o.columnIfLarger || o.portrait) return areasFor(o);
  const row = areasFor(o);
  const column = areasFor({ ...o, side: true }, true);
  // The column unless the row gives clearly larger squares: the scores then stand in one place on
  // a device from board to board, where the eye looks for them.
  return boardSquare(o, column.board) * COLUMN_KEPT_WITHIN >= boardSquare(o, row.board) ? column : row;
}

/** How much larger the row's squares must be (a share) before the HUD leaves its column beside the board. */
export const COLUMN_KEPT_WITHIN = 1.12;

/** The squares' size of `o`'s board in `box`, its labels beside it (a landscape screen's). */
function boardSquare(o: BoardScreenInput, box: Rect): number {
  return new BoardGeometryFit(o.layout, box, labelRoom(o.layout, o.labelFont, false)).square;
}

/** The areas with the HUD where `o` says (`wide`: its column is a tablet's or a desktop's, panel-column-fit.ts). */
function areasFor(o: BoardScreenInput, wide = false): BoardScreenAreas {
  const { width, height, pad, watchH } = o;
  const beside = o.side || (o.barBeside ?? false);
  const boardW = width - 2 * pad - (beside ? o.bar + pad : 0);
  if (o.side) {
    // The board takes the whole height but a sliver (its tray's picture has a margin of its own)
    // and the forecast's strip over it, unless the column holds the forecast; the HUD's column
    // keeps the screen's margin.
    const edge = pad / 6;
    const row = o.exit ? o.exit.height + pad / 2 : 0;
    const column = { x: 0, y: pad + row, width: 0, height: height - 2 * pad - row };
    const inColumn = columnStripPlace(column, o, wide);
    const stripH = inColumn ? 0 : (o.strip ?? 0);
    const stripY = stripH > 0 ? pad / 2 : edge;
    const split = sideBySide(
      o.layout,
      { x: pad, y: stripY + stripH, width: boardW, height: height - edge - stripY - stripH },
      o.labelFont,
      pad,
      o.fit?.labelsOnRim ?? false,
      wide,
      // On its side the column as wide as its grown panels need (board-column-places.ts).
      wide ? undefined : (phoneMost) => sideColumnMost(o, column.height, phoneMost),
    );
    // The way out heads the column, the board's name beside it; the panels stand under them.
    const exitW = Math.min(o.exit?.width ?? 0, split.hud.width);
    const exit = { x: split.hud.x, y: pad, width: exitW, height: o.exit?.height ?? 0 };
    const titleW = split.hud.width - exitW - pad / 2;
    const hud = { ...split.hud, y: column.y, height: column.height };
    const hudPlaces = columnPlaces(hud, o, wide, split.board.y + split.board.height / 2);
    // The forecast in the column right under the status line, where the panels left it room.
    const statusFoot = hudPlaces.status.y + hudPlaces.status.height + pad / 2;
    const strip = inColumn
      ? { ...inColumn, x: hud.x, y: statusFoot, width: hud.width }
      : { x: split.board.x, y: stripY, width: split.board.width, height: stripH };
    return {
      column: true,
      exit,
      title: o.exit ? { x: exit.x + exitW + pad / 2, y: exit.y, width: titleW, height: exit.height } : null,
      hud,
      hudUnit: hudColumnUnit(o, hud, wide),
      hudPlaces,
      strip,
      stripInColumn: !!inColumn,
      notices: columnNotices(hudPlaces, hud, split.board, wide && o.watchH === 0 ? pad / 2 : null),
      board: split.board,
      watch: { x: hud.x, y: hud.y + hud.height - watchH, width: hud.width, height: watchH },
    };
  }
  const hudH = 104 * o.u;
  const stripH = o.strip ?? 0;
  const watchRow = watchH > 0 ? watchH + pad : 0;
  const barRow = beside ? 0 : o.bar + pad;
  const watch = { x: pad, y: height - pad - barRow - watchH, width: boardW, height: watchH };
  if (!o.portrait) {
    const boardH = height - hudH - stripH - 2 * pad - barRow - watchRow;
    // The way out in the top left corner; the panels' row keeps clear of it on both sides, centred.
    const aside = o.exit ? o.exit.width + pad : 0;
    const hud = { x: pad + aside, y: pad, width: boardW - 2 * aside, height: hudH };
    return {
      column: false,
      exit: { x: pad, y: pad, width: o.exit?.width ?? 0, height: o.exit?.height ?? 0 },
      title: null,
      hud,
      hudUnit: o.u,
      hudPlaces: hudRow(hud, o.u),
      strip: { x: pad, y: pad + hudH, width: boardW, height: stripH },
      stripInColumn: false,
      notices: { x: pad, y: pad + hudH + stripH, width: boardW, height: 0 },
      board: { x: pad, y: pad + hudH + stripH, width: boardW, height: boardH },
      watch,
    };
  }
  return uprightAreas(o, { stripH, watchRow, barRow, watch });
}

/** The height `layout`'s board takes in `box` with its labels (its picture, and its column letters under it), standing as `fit` says. */
export function fittedBoardHeight(layout: Layout, box: Rect, labelFont: number, fit: BoardFitChoice): number {
  const room = labelRoom(layout, labelFont, fit.labelsOnRim);
  return new BoardGeometryFit(layout, box, room, fit.bleed).frame.height + roomHigh(room);
}

/** The width `layout`'s board takes in `box` with its labels (its picture, and its row numbers beside it), standing as `fit` says. */
export function fittedBoardWidth(layout: Layout, box: Rect, labelFont: number, fit: BoardFitChoice): number {
  const room = labelRoom(layout, labelFont, fit.labelsOnRim);
  return new BoardGeometryFit(layout, box, room, fit.bleed).frame.width + room.left + room.right;
}

/** A score panel's height upright, in design units: the name, the words under it and the score. */
export const UPRIGHT_PANEL = 58;
/** The status line's band upright, under the top panel, in design units. */
export const UPRIGHT_STATUS = 40;
/** How much taller each panel grows upright where a board bound by the width leaves height spare, at most, in design units. */
export const UPRIGHT_PANEL_GROWTH = 20;

/**
 * Upright, as on lichess's phone app: one player's panel right above the board (with the status
 * line and the forecast's strip under it), the other's right below, the bar at the foot. The board
 * takes what it can of the width and of the height the panels leave (on a tablet less the notices'
 * band where that costs it little: notice-band-fit.ts), so a tall board (a flask, a triangle) grows into the height. Of the height it leaves, first the notices' band right under
 * the bottom panel (notices and the coach's words by the finger, above the bar, never over a
 * square; on squares too small for one tap, right over the board, where the aim's Place bubble
 * stands beside the notices for a square near its top), then the panels grow taller (their cells larger: no empty band over the top one on a
 * tall phone), then the rest split above the top panel and under the notices' band, so the block
 * stands in the middle.
 */
function uprightAreas(
  o: BoardScreenInput,
  rows: { stripH: number; watchRow: number; barRow: number; watch: Rect },
): BoardScreenAreas {
  const { width, height, pad, u } = o;
  const { stripH, watchRow, barRow } = rows;
  const panelH = UPRIGHT_PANEL * u;
  const statusH = UPRIGHT_STATUS * u;
  // The screen's margin over the top panel; the bar's row (with its margin) under the bottom one.
  const foot = Math.max(pad, barRow + watchRow);
  // A little air between the board's labels and the panel under them (the panel's glow reaches past it).
  const air = 4 * u;
  const boardH = height - pad - 2 * panelH - statusH - stripH - foot - air;
  const onRim = o.fit?.labelsOnRim ?? false;
  // A sliver between the glass and the screen's sides, but for a hexagonal board with its names on
  // its rim: its glass meets the sides only at its two points, and every pixel there widens its cells.
  const edge = onRim && o.layout.grid === 'hex' ? 0 : pad / 6;
  const room = labelRoom(o.layout, o.labelFont, onRim);
  const area = { x: edge, y: 0, width: width - 2 * edge, height: boardH };
  const css = width / (o.dpr ?? pixelRatio());
  const fit = fitKeepingNotices(o.layout, area, room, o.fit?.bleed ?? false, o.noticeBand ?? 0, css);
  const used = Math.min(boardH, fit.frame.height + roomHigh(room));
  const spare = Math.max(0, boardH - used);
  const notices = Math.min(spare, o.noticeBand ?? 0);
  // The top bar (the way out, the board's name) in the band the block leaves over the top panel
  // where that band holds it (the notices' band under the bottom panel keeps its height); else the
  // bar comes off both halves; with no room for it at all, the way out stands at the top panel's
  // left, the panel narrowed for it.
  const exitH = o.exit?.height ?? 0;
  const left = spare - notices;
  const growAll = Math.floor(Math.min(left / 2, UPRIGHT_PANEL_GROWTH * u));
  const half = Math.round((left - 2 * growAll) / 2);
  const inTopBand = !!o.exit && half >= exitH;
  const bar = inTopBand || (o.exit && left >= exitH) ? exitH : 0;
  const grow = bar && !inTopBand ? Math.floor(Math.min((left - bar) / 2, UPRIGHT_PANEL_GROWTH * u)) : growAll;
  const tall = panelH + grow;
  const top = bar && !inTopBand ? pad + bar + Math.round((left - bar - 2 * grow) / 2) : pad + half;
  const inner = width - 2 * pad;
  const exitW = o.exit?.width ?? 0;
  // Squares too small for one tap are aimed at: the band over the board holds the Place bubble of a square near its top.
  const overBoard = fit.square < ONE_TAP_CSS * (o.dpr ?? 0) ? notices : 0;
  // The forecast's strip over the top panel, so the panel and the status line stand right on the
  // board whether it shows or not (its room kept empty under them read as a dead band);
  // over a board aimed at, between them and the notices' band, which takes its room while it is off.
  const stripOver = overBoard === 0 ? stripH : 0;
  const exit: Rect = bar
    ? { x: pad, y: pad / 2, width: exitW, height: exitH }
    : { x: pad, y: top + stripOver + (tall - exitH) / 2, width: exitW, height: exitH };
  const beside = o.exit && !bar ? exitW + pad / 2 : 0;
  const above: Rect = { x: pad + beside, y: top + stripOver, width: inner - beside, height: tall };
  const status: Rect = { x: pad, y: above.y + tall, width: inner, height: statusH };
  const stripY = overBoard === 0 ? top : status.y + statusH;
  const board: Rect = { ...area, y: status.y + statusH + stripH - stripOver + overBoard, height: used };
  const below: Rect = { x: pad, y: board.y + used + air, width: inner, height: tall };
  const noticesY = overBoard ? stripY + stripH : below.y + tall;
  const under = o.below ?? 0;
  const panels: [Rect, Rect] = under === 0 ? [below, above] : [above, below];
  // The board's name in the middle of the top bar, as wide as the way out leaves it on both sides.
  const title = bar ? { x: pad + exitW, y: exit.y, width: inner - 2 * exitW, height: exitH } : null;
  return {
    column: false,
    exit,
    title,
    hud: { x: pad, y: above.y, width: inner, height: tall + statusH },
    hudUnit: u,
    hudPlaces: { panels, status },
    strip: { x: pad, y: stripY, width: inner, height: stripH },
    stripInColumn: false,
    notices: { x: pad, y: noticesY, width: inner, height: notices },
    board,
    watch: rows.watch,
  };
}
