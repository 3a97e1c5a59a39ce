// The board screen's areas and what they are worked out from (board-screen-areas.ts works them
// out; board-column-places.ts places the column's parts from the same input).

import type { Layout } from '../engine/index.ts';
import type { Rect } from './board-geometry.ts';
import type { HudPlaces } from './hud-column.ts';
import type { BoardFitChoice } from '../screens/game/board-fit.ts';

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
