// The zoom control a player can find, without Phaser: on a touch board whose squares are smaller
// than a finger (board-zoom.ts), a magnifier "+" stands at the board's corner while the whole board
// shows, and "Whole board" while zoomed; neither while two fingers pinch or once the game is over.
// Its tap zooms toward the last move (where the play is), else the board's middle. The first quick
// tap on this device that only aims says a second tap places, offers the zoom, and the control
// pulses once to be found.

import type { Point } from './board-zoom.ts';
import { quickAimTipWords } from '../../words/press-words.ts';
import type { OneTapPorts } from './one-tap-offer.ts';

/** Which control stands at the board's corner: zoom in, the whole board again, or none. */
export type ZoomControl = 'zoom-in' | 'whole' | null;

export function zoomControlShown(o: {
  /** The board's squares are smaller than a finger and a finger is in use. */
  zoomable: boolean;
  zoomed: boolean;
  pinching: boolean;
  /** The game is over: the whole board is shown and nothing is played. */
  over: boolean;
}): ZoomControl {
  if (!o.zoomable || o.pinching) return null;
  if (o.zoomed) return 'whole';
  return o.over ? null : 'zoom-in';
}

/** The board's point the zoom-in control brings to the view's middle: the last move's square, else the middle. */
export function zoomInToward(lastMove: Point | null, middle: Point, mine: readonly Point[] = []): Point {
  if (mine.length === 0) return lastMove ?? middle;
  // The middle of the person's own cells, drawn halfway to the last move: where they play, and the reply.
  const own = {
    x: mine.reduce((t, p) => t + p.x, 0) / mine.length,
    y: mine.reduce((t, p) => t + p.y, 0) / mine.length,
  };
  return lastMove ? { x: (own.x + lastMove.x) / 2, y: (own.y + lastMove.y) / 2 } : own;
}

/** Whether the first quick aim was told on this device (kept in the settings, as the pan tip). */
export interface QuickAimTipPorts {
  told(): boolean;
  /** It is told now: kept, so it never is again. */
  tell(): void;
  /** One-tap placing, which the asking lens offers (one-tap-offer.ts); none offered without it. */
  oneTap?: OneTapPorts;
}

/**
 * A quick tap that only aimed (on squares smaller than a finger): the first on this device is told
 * that a second tap places, or the control zooms in (and the control pulses); null after, or where
 * the board does not zoom. `places`: the board's word ("squares").
 */
export function firstQuickAimWords(tip: QuickAimTipPorts, zoomable: boolean, places: string): string | null {
  if (!zoomable || tip.told()) return null;
  tip.tell();
  return quickAimTipWords(places);
}

/**
 * The words a pinch, a pan or a double tap takes away with the aim: the first quick aim's tip (the
 * zoom it offered is being made) and a refused tap's words just told (`told`: the double tap's first
 * tap, on a cell, meant the zoom). Nothing of the aim lingers once the board moves under the finger.
 */
export function wordsAZoomTakes(told: string | null, places: string): string[] {
  const tip = quickAimTipWords(places);
  return told ? [tip, told] : [tip];
}
