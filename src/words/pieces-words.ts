// What a long press (or a mouse resting) on a placed cell says: its pieces first, the number a
// player counts, then why ("6 pieces: split along 3 lines"); scored by connections, what the cell
// counts there. A plain function of the position, so the press model and tests can ask for it.

import type { Position } from '../engine/index.ts';

/** "6 pieces: split along 3 lines", "1 piece: a lone cell", "3 connections: touches 3 of its own"; null on an empty square. */
export function piecesLabel(position: Position, square: number): string | null {
  const owner = position.owner[square];
  if (owner === undefined || owner === 0) return null;
  if (position.byConnections) {
    const k = position.overlap(owner as 1 | 2, square);
    return k === 0
      ? 'no connection: touches none of its own'
      : `${k} connection${k === 1 ? '' : 's'}: touches ${k} of its own`;
  }
  let lines = 0;
  for (let m = position.pattern[square]!; m; m &= m - 1) lines++;
  if (lines === 0) return '1 piece: a lone cell';
  return `${2 * lines} pieces: split along ${lines} line${lines === 1 ? '' : 's'}`;
}

/**
 * The board's one word on the small figures (said once, the first time one shows in a game the
 * person plays): what it counts, that it is the score, and how to see the count on any cell.
 */
export function countNoticeWords(pointer: 'touch' | 'mouse', place = 'square'): string {
  // An empty place's gain shows the same way, which a finger would never find alone: said here,
  // where the figures first need it, with the way out (a held empty place's release plays it, as a
  // tap's does, unless the finger slid off). `place` is what the board's places are called
  // (settings.ts placeWord: "square", "hexagon", "triangle").
  if (pointer === 'mouse')
    return `The small figure on a cell counts its pieces: its points. Rest the mouse on any ${place} to see why, or what it would gain.`;
  return `The small figure on a cell counts its pieces: its points. Hold any ${place} to see why, or what it would gain; slide off to not play there.`;
}
