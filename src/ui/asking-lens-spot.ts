// Where the asking lens stands: the magnified square a quick tap by a line leaves in sight ("Tap
// again to place", aim.ts), with its ✕ over its top right. The finger is up and the player is
// choosing between the aimed square and its neighbours, so the lens stands where it hides least of
// what they look at: off the square and every square within NEAR_SQUARES of it (its gain's tag
// stands there too), off the players' panels, the bar, the words and a finger's gap from every
// control, whole on the screen; of such places, the one over the fewest squares, a square counting
// less the farther it lies from the aim (the band over an upright board, the board's far half),
// and never under the hand that reaches for the second tap. On an upright 12×12 it stood over
// columns a–e, rows 7–12, beside a g7 the player was reading.

import type { Point } from './art/geometry.ts';
import type { Rect } from './board-geometry.ts';
import { overlapArea } from './rects.ts';

/** The least gap between the asking lens (its ✕ too) and any control, in CSS px: a finger's, so a tap meant for one never lands on the other. */
export const LENS_CONTROL_GAP_CSS = 8;

/** The least gap between the lens and the screen's sides, in CSS px. */
const SCREEN_AIR_CSS = 4;

/** How many squares round the aimed one the lens keeps off where any place allows: what the eye reads while choosing. */
export const NEAR_SQUARES = 2;

/** `boxes` grown by `by` on every side. */
function grown(boxes: readonly Rect[], by: number): Rect[] {
  return boxes.map((r) => ({ x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by }));
}

export interface AskingLensInput {
  /** The aimed square's centre, in game pixels. */
  at: Point;
  /** A square's side, in game pixels. */
  size: number;
  /** The lens's bubble, in game pixels. */
  bubble: { width: number; height: number };
  screen: { width: number; height: number };
  /** Game pixels per CSS pixel. */
  dpr: number;
  /** The panels, the bottom bar and the words: never covered. */
  clear: readonly Rect[];
  /** The zoom control, the way out, the bar's buttons: kept a finger's gap from, ✕ and all. */
  controls?: readonly Rect[];
  /** How far the ✕'s tap box reaches past the bubble's top and right (letGoCrown). */
  crown: { above: number; right: number };
  /** The centres of the board's squares: the lens covers as few as it can, the near ones least of all. */
  squares?: readonly Point[];
}

/** The lens's centre for a quick tap's aim on the square at `o.at`; see the file's head. */
export function askingLensSpot(o: AskingLensInput): Point {
  const c = o.crown;
  const w = o.bubble.width + c.right;
  const h = o.bubble.height + c.above;
  const kept = [...o.clear, ...grown(o.controls ?? [], LENS_CONTROL_GAP_CSS * o.dpr)];
  const size = o.size;
  const squares = o.squares ?? [];
  const boxAt = (p: Point): Rect => ({ x: p.x - w / 2, y: p.y - h / 2, width: w, height: h });
  // Whole on the screen with a little air: flush with its side, the rim's stroke was cut.
  const air = SCREEN_AIR_CSS * o.dpr;
  const onScreen = (p: Point) =>
    p.x - w / 2 >= air &&
    p.x + w / 2 <= o.screen.width - air &&
    p.y - h / 2 >= air &&
    p.y + h / 2 <= o.screen.height - air;
  const near = (reach: number): Rect => ({
    x: o.at.x - size * (reach + 0.5),
    y: o.at.y - size * (reach + 0.5),
    width: size * (2 * reach + 1),
    height: size * (2 * reach + 1),
  });
  // The hand that reaches for the second tap: under the square, a square either side of it.
  const hand: Rect = { x: o.at.x - size * 1.5, y: o.at.y, width: size * 3, height: o.screen.height };
  const hides = (p: Point): number => {
    const box = boxAt(p);
    let cost = overlapArea(box, hand) > 0 ? 1 : 0;
    for (const s of squares) {
      const square = { x: s.x - size / 2, y: s.y - size / 2, width: size, height: size };
      if (overlapArea(box, square) <= 0) continue;
      const d = Math.max(1, Math.hypot(s.x - o.at.x, s.y - o.at.y) / size);
      cost += 1 / (d * d);
    }
    // Of places that hide alike, the nearest: the eye travels least.
    return cost + Math.hypot(p.x - o.at.x, p.y - o.at.y) / (1000 * size);
  };
  // In steps of a third of a square, and flush with the screen's sides, with what is kept clear
  // and with the aim's neighbourhood (a band just the lens's height fits only there).
  const step = Math.max(4, size / 3);
  const xs = new Set<number>([w / 2 + air, o.screen.width - w / 2 - air]);
  const ys = new Set<number>([h / 2 + air, o.screen.height - h / 2 - air]);
  for (let x = w / 2; x <= o.screen.width - w / 2; x += step) xs.add(x);
  for (let y = h / 2; y <= o.screen.height - h / 2; y += step) ys.add(y);
  for (const r of [...kept, near(NEAR_SQUARES), near(1)]) {
    xs.add(r.x - w / 2).add(r.x + r.width + w / 2);
    ys.add(r.y - h / 2).add(r.y + r.height + h / 2);
  }
  const places = [...ys].flatMap((y) => [...xs].map((x) => ({ x, y })));
  const free = (reach: number) => (p: Point) =>
    onScreen(p) && !kept.some((k) => overlapArea(boxAt(p), k) > 0) && overlapArea(boxAt(p), near(reach)) <= 0;
  // Off the aim's neighbourhood where any place allows, else off its square alone.
  let spot: Point | undefined;
  for (const reach of [NEAR_SQUARES, 1, 0]) {
    const fits = places.filter(free(reach));
    if (fits.length === 0) continue;
    spot = fits.reduce((a, b) => (hides(b) < hides(a) ? b : a));
    break;
  }
  // Nowhere free of the panels (a screen smaller than any phone): the screen's middle, off the square where it can.
  spot ??= places.find((p) => overlapArea(boxAt(p), near(0)) <= 0) ?? {
    x: o.screen.width / 2,
    y: o.screen.height / 2,
  };
  return { x: spot.x - c.right / 2, y: spot.y + c.above / 2 };
}
