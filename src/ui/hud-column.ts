// Where the HUD's pieces stand: the two score panels side by side with the status line under them
// (a row above the board), or, on a phone on its side, stacked in a column beside the board so the
// board keeps the screen's whole height. `sideBySide` splits such a screen between that column
// and the board.

import type { Layout } from '../engine/index.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { labelRoom } from './board-label-places.ts';
import { pixelRatio } from './screen.ts';
import { minText } from './device-pixels.ts';
import type { LabelsOnRim } from '../screens/game/board-fit.ts';
import { STACKED, WIDE_COLUMN } from '../screens/game/panel-column-fit.ts';
import { holdsTwoLines, LINE, panelLines } from '../screens/game/panel-words-fit.ts';

export interface HudPlaces {
  /** Each player's score panel. */
  panels: [Rect, Rect];
  /** The band the status line is centred in (it shrinks or wraps to fit). */
  status: Rect;
  /** The panels are stacked: the name on a line of its own over the turn words and the score (panel-column-fit.ts). */
  stacked?: boolean;
}

/** The panels side by side at the top of `area`, the status line under them. */
export function hudRow(area: Rect, u: number): HudPlaces {
  const gap = 12 * u;
  const panelW = Math.min((area.width - gap) / 2, 300 * u);
  const panelH = Math.min(area.height * 0.66, 64 * u);
  const cx = area.x + area.width / 2;
  return {
    panels: [
      { x: cx - gap / 2 - panelW, y: area.y, width: panelW, height: panelH },
      { x: cx + gap / 2, y: area.y, width: panelW, height: panelH },
    ],
    status: { x: area.x, y: area.y + panelH, width: area.width, height: area.height - panelH },
  };
}

/**
 * The panels one above the other at the top of `area`, the status line under them in up to three
 * lines; with a `sign` (the rules on, a retry's words) two lines more for it over the status line,
 * so neither is cut. `stacked` panels (a tablet's narrow column) are taller, for their two lines.
 */
export function hudColumn(area: Rect, u: number, sign = false, stacked = false): HudPlaces {
  const gap = 8 * u;
  const panelH = Math.min((stacked ? STACKED.height : 64) * u, area.height / 4);
  const second = area.y + panelH + gap;
  const dpr = pixelRatio();
  // Three lines of the status line at its size (hudFonts), with two more for a sign.
  const lines = 3 * 1.25 * hudFonts(u, dpr, true).status + (sign ? COLUMN_SIGN_CSS * dpr : 0);
  const statusH = Math.min(lines, area.height - 2 * panelH - gap);
  return {
    panels: [
      { x: area.x, y: area.y, width: area.width, height: panelH },
      { x: area.x, y: second, width: area.width, height: panelH },
    ],
    status: { x: area.x, y: second + panelH + gap / 2, width: area.width, height: statusH },
    stacked,
  };
}

/**
 * The column's two panel places with the viewer's (`below`) the lower one: on every screen, as
 * upright and as on lichess, the other player's panel stands above the viewer's, so a player who
 * turns the phone mid-game finds their own card where it was.
 */
export function viewerBelow(places: HudPlaces, below: 0 | 1): HudPlaces {
  const [upper, lower] = places.panels;
  return { ...places, panels: below === 0 ? [lower, upper] : [upper, lower] };
}

/** The HUD column's width on a phone on its side, in CSS pixels: enough for a name and its score, and for a notice under them. */
const COLUMN = { least: 176, most: 240 };

/**
 * A short, wide screen split into the HUD's column and the board's area, side by side within
 * `region` (game pixels): the board takes the region's whole height, the column what is left of
 * the width (within its least and most). On a phone on its side the two stand together in the
 * middle of the region; on a tablet or desktop (`wide`: screens/game/panel-column-fit.ts) the
 * column is wider and the width left over goes to its outer side, so the board stands by the bar
 * of controls at the region's right and the column against the board.
 */
export function sideBySide(
  layout: Layout,
  region: Rect,
  labelFont: number,
  gap: number,
  /** The board's names stand on its rim (screens/game/board-fit.ts). */
  onRim: LabelsOnRim = false,
  wide = false,
): { hud: Rect; board: Rect } {
  const dpr = pixelRatio();
  const room = labelFont > 0 ? labelRoom(layout, labelFont, onRim) : { left: 0, right: 0, bottom: 0, top: 0 };
  const tallest = new BoardGeometryFit(
    layout,
    { x: 0, y: 0, width: region.width, height: region.height },
    room,
  );
  const { least, most } = wide ? WIDE_COLUMN : COLUMN;
  const boardNeeds = tallest.frame.width + room.left + room.right;
  const hudW = Math.max(least * dpr, Math.min(most * dpr, region.width - boardNeeds - gap));
  const boardW = Math.min(boardNeeds, region.width - hudW - gap);
  const spare = Math.max(0, region.width - hudW - gap - boardW);
  const left = region.x + (wide ? spare : spare / 2);
  return {
    hud: { x: left, y: region.y, width: hudW, height: region.height },
    board: { x: left + hudW + gap, y: region.y, width: boardW, height: region.height },
  };
}

/** Where a score panel's parts stand, in game pixels: the cell, the name, the score and the words under the name. */
export interface PanelParts {
  /** The cell's centre and size. */
  cell: { x: number; y: number; size: number };
  /** Where the name starts (left edge), and where the words under it start; their middles. */
  textX: number;
  wordsX: number;
  nameY: number;
  wordsY: number;
  /** The score's right edge and middle. */
  scoreX: number;
  scoreY: number;
}

/**
 * The parts of a panel at `panel`: a narrow panel (a phone) gives the name more room with a smaller
 * cell; a `stacked` one has the cell and the name on its first line, the words and the score on the
 * second, in the middle of the height under the name.
 */
export function panelParts(panel: Rect, u: number, dpr: number, stacked = false): PanelParts {
  const { x, y, width, height } = panel;
  if (stacked) {
    const nameH = (STACKED.top + STACKED.name * LINE) * u;
    const second = y + nameH + (height - nameH) / 2;
    const size = STACKED.cell * u;
    return {
      cell: {
        x: x + STACKED.inset * u + size / 2,
        y: y + STACKED.top * u + (STACKED.name * LINE * u) / 2,
        size,
      },
      textX: x + STACKED.inset * u + size + 10 * u,
      wordsX: x + STACKED.inset * u,
      nameY: y + STACKED.top * u + (STACKED.name * LINE * u) / 2,
      wordsY: second,
      scoreX: x + width - STACKED.inset * u,
      scoreY: second,
    };
  }
  const narrow = width < 220 * dpr;
  const size = height * (narrow ? 0.6 : 0.74);
  return {
    cell: { x: x + (narrow ? 8 * u + size / 2 : height * 0.5), y: y + height / 2, size },
    textX: x + (narrow ? size + 14 * u : height),
    wordsX: x + (narrow ? size + 14 * u : height),
    // The name and the words under it a fifth of the panel's height either side of its middle, as
    // in a panel 64 units high at most: a taller one (upright, with height to spare) keeps them together.
    nameY: y + height / 2 - Math.min(height * 0.2, 12.8 * u),
    wordsY: y + height / 2 + Math.min(height * 0.2, 12.8 * u),
    scoreX: x + width - 14 * u,
    scoreY: y + height / 2,
  };
}

/**
 * Where a panel's name and words stand (their middles) with its words in `words.lines` at
 * `words.px`, its name at `name`: stacked, each on its own line as panelParts places them.
 */
export function panelTextLines(
  panel: Rect,
  parts: PanelParts,
  u: number,
  stacked: boolean,
  name: number,
  words: { lines: number; px: number },
): { nameY: number; wordsY: number } {
  return stacked ? { nameY: parts.nameY, wordsY: parts.wordsY } : panelLines(panel, u, name, words);
}

/** Whether a panel's words may take two lines at `least` (with the name at `name` under the same height, side by side). */
export function panelHoldsTwoLines(
  panel: Rect,
  parts: PanelParts,
  u: number,
  stacked: boolean,
  name: number,
  least: number,
): boolean {
  // Stacked, the words' line is the height under the name, the words in its middle.
  if (stacked) return holdsTwoLines(2 * (panel.y + panel.height - parts.wordsY), 0, least, 4 * u);
  return holdsTwoLines(panel.height, name, least, 4 * u);
}

/** The least a stacked panel's name (at `name` px) shrinks to before it is cut: four fifths of its size, never under the floor. */
export function stackedNameLeast(name: number): number {
  return Math.max(minText(), name * 0.8);
}

/** The status band that is left under a sign: it starts under the panels over it (their glow), never above the band (upright, the panel under the board is no part of it). */
export function bandUnderPanels(band: Rect, panels: readonly Rect[]): Rect {
  const over = panels.filter((b) => b.y < band.y + band.height);
  const top = Math.max(band.y, ...over.map((b) => b.y + b.height));
  return { ...band, y: top, height: band.y + band.height - top };
}

/** The sign's row at the top of `band` (a line of its own in a column) and its font size, at least HUD_LEAST_CSS; the band left under it. */
export function signRow(
  band: Rect,
  u: number,
  column: boolean,
  dpr: number,
): { height: number; font: number; rest: Rect } {
  const least = HUD_LEAST_CSS * dpr;
  const wanted = column ? Math.max(16 * dpr, band.height / 3) : band.height * 0.45;
  // Room for the least size is taken from the status line, up to half the band (the status line shrinks to its part).
  const height = Math.min(Math.max(wanted, least * 1.3), band.height / 2);
  return {
    height,
    font: Math.max(least, Math.min(16 * u, height / 1.3)),
    rest: { ...band, y: band.y + height, height: band.height - height },
  };
}

/**
 * How a status line `width`×`height` (at scale 1) fits its band: as it is, shrunk, or, where
 * shrinking would take it under `least` (12 CSS px), wrapped at the width that keeps it at `least`.
 */
export function statusFit(
  width: number,
  height: number,
  band: { width: number; height: number },
  least: number,
): { scale: number } | { wrapAt: number } {
  if (width <= band.width && height <= band.height) return { scale: 1 };
  const scale = Math.min(band.width / width, band.height / height);
  // Two lines where the band is tall enough for them at a clearly larger size than one line shrunk
  // (a narrow, tall column beside the board on a tablet on its side).
  const twoLines = Math.min(1, band.width / (width * WRAPPED_SHARE), band.height / (height * 2));
  if (twoLines >= least && twoLines > scale * 1.15) return { wrapAt: band.width / twoLines };
  return scale >= least ? { scale } : { wrapAt: band.width / least };
}

/** The widest of two wrapped lines, as a share of the one line: words rarely break at the middle. */
const WRAPPED_SHARE = 0.6;

/** The scale of a status line wrapped at its least scale (statusFit): as large as fits, never under `least`. */
export function wrappedScale(
  width: number,
  height: number,
  band: { width: number; height: number },
  least: number,
): number {
  return Math.max(least, Math.min(1, band.width / width, band.height / height));
}

/** The scale that fits words `width` wide into `room`: 1 where they fit, never under `least`. */
export function shrinkToRoom(width: number, room: number, least: number): number {
  return width > room ? Math.max(least, room / width) : 1;
}

/**
 * The least the HUD's lines and its rules sign ("Connections on") are drawn at, in CSS px: 14, two
 * steps over ui/readable.ts's floor of 12, for the names, turn words, status line and sign read in
 * a glance beside the board on a phone (on a phone on its side the design unit is near 0.6, so
 * their design sizes come out at 8–11 CSS px).
 */
export const HUD_LEAST_CSS = 14;

/** The sign's room over the status line in the HUD's column, in CSS px: two lines at HUD_LEAST_CSS in their pill. */
export const COLUMN_SIGN_CSS = 2 * 1.3 * 14 + 8;

/** The status line's least in the HUD's column on a phone on its side, in CSS px: the score and moves left read at arm's length. */
export const COLUMN_STATUS_CSS = 16;

/**
 * The HUD's font sizes in game pixels for a design unit `u`: never under HUD_LEAST_CSS, and in a
 * `column` (a phone on its side) the status line never under COLUMN_STATUS_CSS; `stacked` panels'
 * at their own sizes (panel-column-fit.ts).
 */
export function hudFonts(
  u: number,
  dpr: number,
  column = false,
  stacked = false,
): { name: number; words: number; score: number; status: number } {
  const least = HUD_LEAST_CSS * dpr;
  const own = stacked ? STACKED : { name: 16, words: 14, score: 34 };
  return {
    name: Math.max(own.name * u, least),
    words: Math.max(own.words * u, least),
    score: Math.max(own.score * u, least),
    status: Math.max(19 * u, column ? COLUMN_STATUS_CSS * dpr : least),
  };
}
