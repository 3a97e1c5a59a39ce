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
import { hudColumn, viewerBelow, hudRow, sideBySide, type HudPlaces } from './hud-column.ts';
import { stacksPanels, WIDE_COLUMN, wideColumnUnitCss } from '../screens/game/panel-column-fit.ts';
import { pixelRatio } from './screen.ts';

export interface BoardScreenAreas {
  /** The HUD stands in a column beside the board (hud-column.ts), not in a row over it. */
  column: boolean;
  /** The HUD's whole area (upright: the top panel with the status line under it). */
  hud: Rect;
  /** The HUD's design unit, game px: the screen's, or its column's (columnUnit, wideColumnUnit). */
  hudUnit: number;
  /** Where each player's panel and the status line stand (upright: one panel above the board, one below). */
  hudPlaces: HudPlaces;
  /** The forecast's strip between the HUD and the board, or in the HUD's column under the status line (`stripInColumn`); 0 high when it is off. */
  strip: Rect;
  /** The forecast stands in the HUD's column, its words wrapped to the column's width. */
  stripInColumn: boolean;
  board: Rect;
  /** Upright, the band kept for the notices (under the bottom panel, or over the board for squares aimed at); 0 high elsewhere. */
  notices: Rect;
  /** The row of the watch controls (Pause, Step, Speed), 0 high when no one watches. */
  watch: Rect;
  /** The way out's button in the top left corner (Menu, a retry's Review), 0 wide when there is none. */
  exit: Rect;
  /** The board's name in the top bar beside the way out, where the screen has room for it, else null. */
  title: Rect | null;
}

export interface BoardScreenInput {
  layout: Layout;
  width: number;
  height: number;
  u: number;
  pad: number;
  /** The HUD's column beside the board, the toolbar's beside that (a phone on its side). */
  side: boolean;
  /**
   * The HUD's column beside the board where it gives the board larger squares than the row of
   * panels over it (a tablet, a desktop: landscape, the height is what the board lacks).
   */
  columnIfLarger?: boolean;
  portrait: boolean;
  /** The bar's thickness (its row's height, or its column's width). */
  bar: number;
  /** The bar is a column at the right (always so on a phone on its side), else a row along the foot. */
  barBeside?: boolean;
  /** The watch row's height, 0 for none. */
  watchH: number;
  /** The forecast's strip's height over the board, 0 for none. */
  strip?: number;
  /**
   * The forecast's height in the HUD's column (its words wrapped to the column's width), 0 for
   * none: where the HUD stands in a column and this fits under the status line, the forecast stands
   * there and the board keeps the strip's height.
   */
  columnStrip?: number;
  /**
   * Whether the forecast shows now (true when absent). Off, its room (`strip`, `columnStrip`) is
   * kept where that costs nothing else (boardScreenAreas), so the board stands still when a tap on
   * the lead warning turns it on mid-game; the strip comes back 0 high in its place.
   */
  forecastShown?: boolean;
  /** The HUD shows a sign over its status line (the rules on, a retry's words): the column keeps it room. */
  sign?: boolean;
  labelFont: number;
  /** Upright, the height kept for the notices where the board leaves it (game px). */
  noticeBand?: number;
  /** Game pixels per CSS pixel: upright, squares under ONE_TAP_CSS keep the notices' band over the board. */
  dpr?: number;
  /** How the board stands upright (screens/game/board-fit.ts). */
  fit?: BoardFitChoice;
  /** Upright, the player whose panel stands below the board, by the bar (0 or 1: the viewer's); the other's stands above. */
  below?: 0 | 1;
  /** The way out's button in the top corner (game px), none when absent. */
  exit?: { width: number; height: number };
}

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

/** The design unit of the HUD's column on a phone on its side: never over one CSS px, as its panels were drawn for. */
export function columnUnit(u: number, dpr = u): number {
  return Math.min(u, dpr);
}

/**
 * The design unit of the HUD's column `width` game px wide: on a tablet or a desktop (`wide`) it
 * grows with the column (screens/game/panel-column-fit.ts), on a phone on its side columnUnit.
 */
export function hudColumnUnit(o: Pick<BoardScreenInput, 'u' | 'dpr'>, width: number, wide: boolean): number {
  if (!wide) return columnUnit(o.u, o.dpr);
  const dpr = o.dpr ?? pixelRatio();
  return wideColumnUnitCss(width / dpr) * dpr;
}

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
      hudUnit: hudColumnUnit(o, hud.width, wide),
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

/**
 * The notices' band of a tablet's or a desktop's column (`gap` given): under the panels' block,
 * to the column's foot, so the coach's words stand by the person's panel, not over the board's
 * top (the block has no room for them between its panels). Elsewhere none (0 high at the board's top).
 */
function columnNotices(places: HudPlaces, column: Rect, board: Rect, gap: number | null): Rect {
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
function columnStripPlace(column: Rect, o: BoardScreenInput, wide: boolean): Rect | null {
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
 * The HUD's places in its column: on a phone on its side the panels at the top, the other
 * player's over the viewer's (hud-column.ts); on a tablet or a desktop (`wide`), as on lichess, one block beside the
 * board: the other player's panel, the status line under it (the forecast's kept room under
 * that) and the viewer's (`o.below`) panel under them, the block in the middle of the board's
 * height (`middle`): the two panels read together with the board, not from its two far corners
 * with an empty band between them. The forecast's room is in the block shown or not, so
 * its coming moves no panel. Watching, the panels stay at the top: the watch controls take the foot.
 */
function columnPlaces(column: Rect, o: BoardScreenInput, wide: boolean, middle?: number): HudPlaces {
  const u = hudColumnUnit(o, column.width, wide);
  const atTop = hudColumn(column, u, o.sign, wide && stacksPanels(column.width / (o.dpr ?? pixelRatio())));
  // The other player's panel above the viewer's (`o.below`) on every screen, as upright.
  if (!wide || o.watchH > 0) return viewerBelow(atTop, o.below ?? 0);
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
