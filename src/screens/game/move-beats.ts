// A move's rhythm on the board: when each part of it shows, in ms from the moment its cell has
// landed (popped in, dropped or hopped), so the scores, the floating gains and the divisions keep
// one beat. The panels' scores count up with the divisions: from the moment the first dividing cell
// starts to stretch, easing out so most of the count comes as its pieces split, and done as they
// settle (counted only after the split, the score read as a beat behind the board; counted as the
// cell lands, before anything divides, it read as counted before it happened). A lone cell's point
// counts as it lands. The count's first frame already shows its first step. A capture's (or a jump's) count
// runs from the moment its cells start to turn over, through the wave and the cascade of divisions
// to the last split, so the score follows the cells as they change hands (a "132 – 0" standing
// while the last move takes every cell reads as a win). A plain move's gain pops in as its cell's
// new cuts show (a capture's as its count starts) and is gone
// before the next move can land (the quickest reply is the thinking time's 500 ms after the move
// settles). The board view waits out
// these times; tests/screens/game/move-beats.test.ts checks them in Node. At the tests' speed (0)
// every beat is at once, so the panels show the match's scores as soon as the cell has landed.

import type { Layout } from '../../engine/index.ts';
import { captureWave, divisionDelays } from '../../game/capture-wave.ts';
import type { MoveEvent } from '../../game/events.ts';
import { captureFlashMs } from './capture-stage.ts';

/** One cell's division at normal speed, in ms: the stretch across the new cut, then the settle. */
export const DIVIDE_MS = 340;
/** The share of a division before its new pieces show (the stretch; the furrow then flashes). */
export const SPLIT_AT = 0.4;
/**
 * How far a dividing cell swells as its new cut comes, the same both ways: a cell mid-division keeps
 * its shape (a stretch across the cut, 0.84 by 1.14, drew its pieces and its number squashed, the
 * 6s and 8s of a win's cells dividing anew most of all); the furrow's flash says where it divides.
 */
export const DIVIDE_SWELL = { x: 1.07, y: 1.07 } as const;
/** The least time the panels take to count a move's score at normal speed, in ms. */
export const COUNT_MS = 450;
/** A placed cell's pop at normal speed, in ms: the least time a move takes to land. */
export const LAND_MS = 220;
/** A floating gain's whole life in ms, from popping in to gone: read at any animation speed. */
export const FLOAT_MS = 700;

/** How long a move's cell takes to land at `speed`: a jumper's hop, a fall of `rows` rows (gravity), or a pop. */
export function landTime(how: 'hop' | 'drop' | 'pop', rows: number, speed: number): number {
  return (how === 'hop' ? 420 : how === 'drop' ? 150 + 60 * Math.sqrt(Math.max(1, rows)) : LAND_MS) * speed;
}

export interface MoveBeats {
  /** The cells the move turned over (a capture, a jump) have turned; 0 when there are none. */
  turned: number;
  /** Each dividing square's moment: its new pieces show. In the order they split. */
  splits: { square: number; at: number }[];
  /** The panels count the move's score from `from` to `until`. */
  count: { from: number; until: number };
  /** The gains float from `from` and are gone by `until`. */
  floats: { from: number; until: number };
  /** Every division has settled: the turn passes. */
  settled: number;
}

/** The squares whose division pattern the move changed (a new cell's first frame is the lone cell's). */
export function dividing(e: Pick<MoveEvent, 'changes'>): number[] {
  return e.changes.filter((c) => c.to !== (c.from < 0 ? 0 : c.from)).map((c) => c.square);
}

/** The beats of move `e` on `layout` at animation speed `speed` (1 normal, 0 the tests' instant). */
export function moveBeats(
  layout: Layout,
  e: Pick<MoveEvent, 'square' | 'converted' | 'changes' | 'jump'>,
  speed: number,
): MoveBeats {
  // A capture's cells are ringed for a beat (capture-stage.ts), then turn over in the wave.
  const turned = captureFlashMs(e, speed) + captureWave(layout, e.square, e.converted, speed).total;
  const squares = dividing(e);
  const delays = divisionDelays(layout, e.square, squares, e.converted.length > 0, speed);
  const splits = squares
    .map((square) => ({ square, at: turned + delays.get(square)! + DIVIDE_MS * SPLIT_AT * speed }))
    .sort((a, b) => a.at - b.at || a.square - b.square);
  // The divisions start together on a plain move, in a cascade after a capture's wave.
  const divisionStart = Math.min(...squares.map((s) => turned + delays.get(s)!));
  const first =
    e.converted.length > 0 ? captureFlashMs(e, speed) : squares.length > 0 ? divisionStart : turned;
  const last = splits.at(-1)?.at ?? turned;
  // A plain move's gain pops in as its own cell's new pieces show (else the first cell's): the cut
  // that earned it is seen before the number, which then rests over part of the cell. A capture's
  // comes with its cells' flash, as its count does.
  const own = splits.find((s) => s.square === e.square) ?? splits[0];
  const floatFrom = e.converted.length === 0 && own ? own.at : first;
  const settled = Math.max(turned, ...squares.map((s) => turned + delays.get(s)! + DIVIDE_MS * speed));
  return {
    turned,
    splits,
    count: { from: first, until: Math.max(last, first + COUNT_MS * speed) },
    floats: { from: floatFrom, until: floatFrom + FLOAT_MS },
    settled,
  };
}

/**
 * When the panels count move `beats` (its cell landing over `landMs`), in ms from the move's first
 * frame: from its first division, once the cell has landed, so a number never runs ahead of the
 * board (a cell still falling, gains not yet split), to the moment the beats' own count ends, with
 * the divisions and a capture's wave. A placed cell beside a stale score for a second was the game's
 * clock crawling on a slow device (main.ts keeps it on the wall clock's time), not this rule.
 */
export function panelCount(landMs: number, beats: Pick<MoveBeats, 'count'>): { from: number; until: number } {
  const landed = Math.max(0, landMs);
  return { from: landed + beats.count.from, until: landed + beats.count.until };
}

/**
 * The speed move `e` plays at, the board's being `speed`: under reduced motion a capture's (or a
 * jump's) cells do not turn over one by one: the board and the panels show its end at once.
 */
export function moveSpeed(speed: number, e: Pick<MoveEvent, 'converted'>, still: boolean): number {
  return still && e.converted.length > 0 ? 0 : speed;
}

/** A count longer than this follows a capture's wave across the board: it runs evenly with the cells turning. */
export const EVEN_COUNT_MS = 700;

/** How a panel's count runs over `ms`: a move's short count eases out (most of it as the pieces split), a capture's long one evenly. */
export function countEase(ms: number): 'Linear' | 'Cubic.easeOut' {
  return ms > EVEN_COUNT_MS ? 'Linear' : 'Cubic.easeOut';
}

/**
 * The score a panel shows at `value` of its count from `from` to `to`: rounded toward the target
 * and a step on from `from` from its first frame (value still `from`), so the count's start (the
 * gain's pop) already shows the change, and the status line, which reads the panels, changes on the
 * move's beat rather than partway through the count.
 */
export function countedScore(from: number, to: number, value: number): number {
  const rounded = to > from ? Math.ceil(value - 1e-9) : Math.floor(value + 1e-9);
  const shown = rounded === from ? from + Math.sign(to - from) : rounded;
  return Math.min(Math.max(shown, Math.min(from, to)), Math.max(from, to));
}
