// Where the results' sheet stands and how it arrives, without Phaser (a full-screen card
// replaced the final board at once): at the foot of the screen, sliding up from below it, so the
// board's top stays in sight above it where the screen allows (an upright phone keeps the board's
// top part; a wide screen whatever its sheet leaves); with reduced motion it is simply there, at the
// same time. Its slide is over before a tap on it counts (results-model.ts's READ_MS): no button
// moves under a finger. Its ✕ puts it aside to show the whole final board.

import type { Box } from './title-place.ts';

/** How long the sheet takes to slide up into place, in ms. */
export const SHEET_SLIDE_MS = 320;

/** The share of the board's height an upright phone keeps in sight above the sheet, where the sheet can give the room. */
export const BOARD_SIGHT = 0.4;

/** How dark the shade over the board is round the sheet: the final board reads through it. */
export const SHEET_SHADE = 0.45;

/**
 * The room the sheet's picture of the final board may take on an upright phone: `room` less what
 * keeps BOARD_SIGHT of the real board in sight above a sheet at the screen's foot (`panelHeight`:
 * the sheet's height before it is fitted to what it holds; the picture fills the rest of it). The
 * real board above it is the picture; the sheet's ✕ shows it whole.
 */
export function pictureRoom(
  room: number,
  o: {
    board: { top: number; height: number } | null;
    screenHeight: number;
    panelHeight: number;
    margin: number;
  },
): number {
  if (!o.board) return room;
  const sheetTop = o.screenHeight - o.margin - o.panelHeight;
  const wanted = o.board.top + BOARD_SIGHT * o.board.height;
  return Math.max(0, room - Math.max(0, wanted - sheetTop));
}

/** What pictureRoom weighs: the board's picture's top and height (from the board scene's fit; null for none), the screen's and the sheet's heights, the margin. */
export function sheetSight(
  board: { view: { fit: { top: number; frame: { height: number } } } } | null | undefined,
  screenHeight: number,
  panelHeight: number,
  margin: number,
): Parameters<typeof pictureRoom>[1] {
  const sight = board ? { top: board.view.fit.top, height: board.view.fit.frame.height } : null;
  return { board: sight, screenHeight, panelHeight, margin };
}

/**
 * How the fitted sheet (`panel`) stands and arrives: `dy` down to the screen's foot (less `margin`),
 * and its slide from `from` game pixels lower over `ms` (none under reduced motion, nor for a sheet
 * as tall as the screen).
 */
export function sheetStand(
  panel: Box,
  screenHeight: number,
  margin: number,
  reduced: boolean,
): { dy: number; from: number; ms: number } {
  const dy = Math.max(0, Math.round(screenHeight - margin - (panel.y + panel.height)));
  // A sheet the screen's height (a phone on its side) leaves no board above it: it is simply there.
  if (reduced || panel.y + dy <= margin) return { dy, from: 0, ms: 0 };
  return { dy, from: Math.ceil(screenHeight - (panel.y + dy)), ms: SHEET_SLIDE_MS };
}
