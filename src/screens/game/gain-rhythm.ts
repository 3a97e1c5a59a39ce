// A move's floating gain's rhythm, without Phaser: it lives about as long as the move's divisions
// take (at least FLOAT_MIN_MS, a "+2" read in that; at most FLOAT_MS), so it fades as the turn
// passes instead of lingering over the cells the next player decides on; it pops in, stands a
// moment, rises and fades. Its rise is fitted to its life: it rises at one pace whatever its life,
// so a short-lived gain rises less, ending where gain-on-cell.ts and gain-rest.ts put it to rest
// (its own square, or the space just beside it) from a point on the whole rise's path: its path is
// part of the whole rise's, which they chose to keep clear, at the players' speed and at the tests'.

/** A floating gain's longest life in ms, from popping in to gone: read at any animation speed. */
export const FLOAT_MS = 700;
/** Its shortest life in ms: a number is read in that, however quick the move's divisions. */
export const FLOAT_MIN_MS = 450;
/** Its pop in, in ms: it rises only once whole (a label growing as it rose swept past its path's box). */
export const GAIN_POP_MS = 160;

/** A gain's life in ms for a move whose gains show at `from` and whose divisions have settled at `settled`. */
export function gainLife(from: number, settled: number): number {
  return Math.min(FLOAT_MS, Math.max(FLOAT_MIN_MS, settled - from));
}

/** The share of its life a move's gain stands where it popped in before it rises. */
export const GAIN_STAND = 0.25;

/** How long a gain living `life` ms rises, in ms: after it stands `stand` of its life, and at least its pop. */
export function gainRiseMs(life: number, stand = GAIN_STAND): number {
  return life - Math.min(life, Math.max(life * stand, GAIN_POP_MS));
}

/**
 * The share of its full rise (gain-place.ts's GAIN_DRIFT of a square) a gain living `life` ms
 * takes: the whole at FLOAT_MS, less below in proportion to its time rising, so every gain rises at one pace.
 */
export function gainRiseShare(life: number, stand = GAIN_STAND): number {
  return Math.max(0, Math.min(1, gainRiseMs(life, stand) / gainRiseMs(FLOAT_MS)));
}

/** A gain's path: its label's centre across at `x`, from `start` to `end` down the page, and the box it sweeps. */
export interface RisePath {
  x: number;
  start: number;
  end: number;
  path: { x: number; y: number; width: number; height: number };
}

/**
 * The whole rise `place` (of a label `height` high) cut to `share` of it: the same resting place,
 * popping in that much nearer it, its swept box inside the whole one's.
 */
export function fittedRise<P extends RisePath>(place: P, height: number, share: number): P {
  const start = place.end + (place.start - place.end) * Math.max(0, Math.min(1, share));
  const top = Math.min(start, place.end) - height / 2;
  return {
    ...place,
    start,
    path: { ...place.path, y: top, height: Math.abs(place.end - start) + height },
  };
}
