// Under capture (RULES.md section 11) what the other player can capture straight after a move, said
// with the move's preview and hint: a position far ahead can lose the whole board to the next move
// (docs/capture-last-mover.md), and the player must see it coming.

import { theMoveWords } from './move-name-words.ts';

/**
 * "Then they can capture 24 cells with d1." (`they` the other player: "they", or their name); a
 * jump that captures is said in words: "… with the jump from b3 to d3".
 */
export function replyCaptureSentence(reply: { move: string; captured: number }, they: string): string {
  const cells = `${reply.captured} ${reply.captured === 1 ? 'cell' : 'cells'}`;
  return `Then ${they} can capture ${cells} with ${theMoveWords(reply.move)}.`;
}

/** How long the board's notice of a capture stays, in milliseconds. */
export const CAPTURE_NOTICE_MS = 3500;

/**
 * The board's notice when a move captured: "Medium captured 6 of your cells.", "You captured 2
 * cells.", between two people "Ana captured 3 of Ben's cells." (`viewer`: the person's seat, or null).
 * `left` is how many cells the captured player still has: a capture that took them all says so
 * ("Medium captured all 23 of your cells.", "Medium captured your last cell."), for a count alone
 * read as too small beside a score of 0 (a lone cell placed into a hole and taken at once).
 */
export function capturedNotice(
  mover: 0 | 1,
  captured: number,
  names: readonly [string, string],
  viewer: 0 | 1 | null,
  left = 1,
): string {
  const who = viewer === mover ? 'You' : names[mover];
  const whose = viewer === mover || viewer === null ? `${names[1 - mover]}'s` : 'your';
  if (left === 0 && captured === 1) return `${who} captured ${whose} last cell.`;
  if (left === 0) return `${who} captured all ${captured} of ${whose} cells.`;
  if (viewer === mover) return `You captured ${captured} ${captured === 1 ? 'cell' : 'cells'}.`;
  return `${who} captured ${captured} of ${whose} cells.`;
}

/**
 * The caption over the board when a move captured: the person's own capture cheers ("Captured 8
 * cells!", "Captured all 7 of Ben's cells!"), another's says whose ("Hard captured 12 of your
 * cells"); the same facts as capturedNotice, short enough to float over the cells.
 */
export function captureCaptionWords(
  mover: 0 | 1,
  captured: number,
  names: readonly [string, string],
  viewer: 0 | 1 | null,
  left: number,
): string {
  const said = capturedNotice(mover, captured, names, viewer, left).replace(/\.$/, '');
  if (viewer !== mover) return said;
  return `${said.replace(/^You captured 1 cell$/, 'Captured a cell').replace(/^You captured/, 'Captured')}!`;
}

/** The first capture game's tip: how a group is taken ("square", "hexagon" or "triangle"). */
export function captureTipWords(place: string): string {
  return `Surround a group to take it: fill its last free ${place}.`;
}
