// Where the aim's Place bubble stands: beside the aimed square, else just outside the board, else
// the nearest free place on the screen. It never covers a square that could still be played (every
// choice stays in sight and in reach), and, where there is room, no cell (the board stays
// readable), no words kept clear (a puzzle's question, the coach's banner), and no button or board
// label either (a puzzle's Show answer, a row's number). Where no place is free of all of them
// (an upright phone's 12×12), it covers a player's panel, even its score, before a square to play:
// a square under it could not be tapped while the player chooses. The magnifier of
// a finger's press (magnifierSpot) stands above the finger, clear of the squares around it and
// leaning towards the board's nearer edge, or above and beside it where above would cover a
// score; never under the finger, unless above leaves the screen. A quick tap by a line's magnified
// square stands where it hides least of the board round it (asking-lens-spot.ts).

import type { Point } from './art/geometry.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';

export interface AimSpotInput {
  fit: BoardGeometryFit;
  /** The aimed square's centre, in game pixels. */
  at: Point;
  /** The bubble's size, in game pixels. */
  bubble: { width: number; height: number };
  screen: { width: number; height: number };
  /** Game pixels per CSS pixel. */
  dpr: number;
  /** The squares a tap could still play on. */
  playable: readonly number[];
  /** Words the bubble must not cover. */
  words: readonly Rect[];
  /** Buttons and the board's labels, kept clear where there is room. */
  room: readonly Rect[];
  /** The players' panels with their scores: covered only where the whole screen has no other place. */
  scores?: readonly Rect[];
}

/** The ✕ on the corner of a quick tap's magnified square, in CSS px (its circle; it takes taps a little past it). */
export const LET_GO_CSS = 30;
/** The ✕'s tap box, in CSS px: a little past its circle. */
export const LET_GO_HIT_CSS = LET_GO_CSS + 8;
/** The lens's bubble round its window (aim-lens.ts), in CSS px: a rim, and the square's name under it. */
export const LENS_RIM_CSS = 6;

/**
 * The ✕'s centre against a bubble centred at `at`: on its rim at its right, outside the magnified
 * window (the lens's camera draws over whatever stands on it): above the bubble, else under it,
 * else beside it.
 */
export function letGoSpot(
  at: Point,
  bubble: { width: number; height: number },
  screen: { width: number; height: number },
  dpr: number,
): Point {
  const r = (LET_GO_CSS / 2) * dpr;
  const inset = (LENS_RIM_CSS / 2) * dpr;
  const [left, right] = [at.x - bubble.width / 2, at.x + bubble.width / 2];
  const [top, bottom] = [at.y - bubble.height / 2, at.y + bubble.height / 2];
  const x = right - r - inset;
  if (top - 2 * r + inset >= 0) return { x, y: top - r + inset };
  if (bottom + 2 * r - inset <= screen.height) return { x, y: bottom + r - inset };
  if (right + 2 * r - inset <= screen.width) return { x: right + r - inset, y: top + r };
  return { x: left - r + inset, y: top + r };
}

/**
 * How far the ✕'s tap box reaches past the bubble's top and right where it stands above the bubble
 * (letGoSpot), in game pixels: the bubble's spot is found for the two together, so the ✕ covers
 * no square to play either (on an upright 12×12 it stood over the bottom row's squares).
 */
export function letGoCrown(dpr: number): { above: number; right: number } {
  const r = (LET_GO_CSS / 2) * dpr;
  const inset = (LENS_RIM_CSS / 2) * dpr;
  const hit = (LET_GO_HIT_CSS / 2) * dpr;
  return { above: r - inset + hit, right: Math.max(0, hit - r - inset) };
}

/** How many of `boxes` a box of size `w`×`h` centred on `p` overlaps. */
function overlapping(boxes: readonly Rect[], p: Point, w: number, h: number): number {
  return boxes.filter(
    (r) =>
      !(
        p.x + w / 2 <= r.x ||
        p.x - w / 2 >= r.x + r.width ||
        p.y + h / 2 <= r.y ||
        p.y - h / 2 >= r.y + r.height
      ),
  ).length;
}

/**
 * The magnifier's centre for a finger pressed on a square centred at `at`, `size` game pixels
 * wide: above the finger, clear of the square and the row of squares around it (what the eye reads
 * while choosing), and leaning away from the board's `middle` (an edge square's magnifier stays at
 * its edge, never over the board's middle); where that would cover a score (or leave the screen),
 * above and to either side, then level with the finger on either side. Where all of those cover a
 * score it stands above anyway, over the score for the moment the finger is down, since under the
 * finger the hand would hide it; under it only where above leaves the screen. Always inside the
 * screen.
 */
export function magnifierSpot(o: {
  at: Point;
  size: number;
  bubble: { width: number; height: number };
  screen: { width: number; height: number };
  dpr: number;
  scores: readonly Rect[];
  /** The x of the board's middle, in game pixels: the magnifier leans away from it. */
  middle?: number;
}): Point {
  const { at, size, screen, dpr, scores } = o;
  const { width: w, height: h } = o.bubble;
  const lift = size * 1.5 + 20 * dpr + h / 2;
  const side = w / 2 + size * 1.5 + 8 * dpr;
  const away = o.middle === undefined ? 0 : Math.sign(at.x - o.middle);
  // Leaning outward, its inner edge a square past the finger towards the middle.
  const lean = away * Math.max(0, w / 2 - size);
  const x = clamp(at.x + lean, w / 2 + 4 * dpr, screen.width - w / 2 - 4 * dpr);
  const out = away === 0 ? 1 : away;
  const candidates: Point[] = [
    { x, y: at.y - lift },
    { x: at.x + out * side, y: at.y - lift / 2 },
    { x: at.x - out * side, y: at.y - lift / 2 },
    { x: at.x + out * side, y: at.y },
    { x: at.x - out * side, y: at.y },
  ];
  const onScreen = (p: Point) =>
    p.x - w / 2 >= 0 && p.x + w / 2 <= screen.width && p.y - h / 2 >= 0 && p.y + h / 2 <= screen.height;
  const found = candidates.find((p) => onScreen(p) && overlapping(scores, p, w, h) === 0);
  if (found) return found;
  // Nowhere free: the first on the screen (under the finger last), else above, pulled inside the screen.
  const first = [...candidates, { x, y: at.y + lift }].find(onScreen) ?? candidates[0]!;
  return {
    x: clamp(first.x, w / 2, screen.width - w / 2),
    y: clamp(first.y, h / 2, screen.height - h / 2),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export { askingLensSpot, LENS_CONTROL_GAP_CSS } from './asking-lens-spot.ts';

/** The box around every square of the board, in game pixels. */
function gridBounds(fit: BoardGeometryFit): { left: number; right: number; top: number; bottom: number } {
  const half = fit.square / 2;
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let s = 0; s < fit.layout.size; s++) {
    const c = fit.centre(s);
    left = Math.min(left, c.x - half);
    right = Math.max(right, c.x + half);
    top = Math.min(top, c.y - half);
    bottom = Math.max(bottom, c.y + half);
  }
  return { left, right, top, bottom };
}

/**
 * The bubble's centre for an aim: beside the square (above first, where a finger does not hide
 * it), else just outside the board's squares and labels, nearest first, else the nearest free
 * place anywhere on the screen; always inside the screen. Where no place is free of everything,
 * the free rules give way from the last: buttons and labels, then cells, then words.
 */
export function aimBubbleSpot({
  fit,
  at: { x, y },
  bubble: { width: w, height: h },
  screen,
  dpr,
  playable,
  words,
  room,
  scores = [],
}: AimSpotInput): Point {
  const size = fit.square;
  const inside = (p: Point): Point => ({
    x: clamp(p.x, w / 2 + 4 * dpr, screen.width - w / 2 - 4 * dpr),
    y: clamp(p.y, h / 2 + 4 * dpr, screen.height - h / 2 - 4 * dpr),
  });
  const open = new Set(playable);
  const all = [...Array(fit.layout.size).keys()];
  const squares = all.filter((s) => open.has(s)).map((s) => fit.centre(s));
  const cells = all.filter((s) => !open.has(s)).map((s) => fit.centre(s));
  // A square's own box, a little inside its edges: the bubble may touch a corner, not cover a square.
  const half = size * 0.45;
  const over = (centres: Point[]) => (p: Point) =>
    centres.filter((c) => Math.abs(c.x - p.x) < w / 2 + half && Math.abs(c.y - p.y) < h / 2 + half).length;
  const overBoxes = (boxes: readonly Rect[]) => (p: Point) => overlapping(boxes, p, w, h);
  const overSquares = over(squares);
  const overCells = over(cells);
  const overWords = overBoxes(words);
  const overRoom = overBoxes(room);
  const overScores = overBoxes(scores);
  const gap = 10 * dpr;
  const beside = [
    { x, y: y - size / 2 - gap - h / 2 },
    { x, y: y + size / 2 + gap + h / 2 },
    { x: x - size / 2 - gap - w / 2, y },
    { x: x + size / 2 + gap + w / 2, y },
  ];
  // Outside the board, past its squares and the labels beside and under them where there is room.
  const grid = gridBounds(fit);
  const labels = fit.room;
  // Each side tried level with the aim first, then along the board's edge, then slid to either end of the screen.
  const above = grid.top - gap - h / 2;
  const below = Math.max(grid.bottom, fit.top + fit.frame.height + labels.bottom) + gap + h / 2;
  const left = Math.min(grid.left, fit.left - labels.left) - gap - w / 2;
  const right = Math.max(grid.right, fit.left + fit.frame.width + labels.right) + gap + w / 2;
  const nearest = (a: Point, b: Point) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y);
  const outside = [
    ...[x, 0, screen.width].flatMap((sx) => [
      { x: sx, y: above },
      { x: sx, y: below },
    ]),
    ...[y, grid.bottom - h / 2, grid.top + h / 2, 0, screen.height].flatMap((sy) => [
      { x: left, y: sy },
      { x: right, y: sy },
    ]),
    // A board as wide as the screen leaves no side: the screen's top and foot, over the aimed column.
    { x, y: 0 },
    { x, y: screen.height },
    // Right under or over each box of words (the status line between the top panel and the board
    // leaves a band about the bubble's height), over the aimed column.
    ...words.flatMap((r) => [
      { x, y: r.y + r.height + h / 2 },
      { x, y: r.y - h / 2 },
    ]),
  ]
    .map(inside)
    .sort(nearest);
  // Anywhere on the screen, in steps of a quarter of the bubble, nearest first.
  const anywhere: Point[] = [];
  for (let sy = h / 2; sy <= screen.height - h / 2; sy += h / 4) {
    for (let sx = w / 2; sx <= screen.width - w / 2; sx += w / 4) anywhere.push(inside({ x: sx, y: sy }));
  }
  anywhere.sort(nearest);
  const near = [...beside.map(inside), ...outside];
  const onScreen = (p: Point) =>
    p.x - w / 2 >= 0 && p.x + w / 2 <= screen.width && p.y - h / 2 >= 0 && p.y + h / 2 <= screen.height;
  const free = (p: Point) =>
    onScreen(p) && overScores(p) === 0 && overSquares(p) === 0 && overCells(p) === 0 && overWords(p) === 0;
  // The board's own places first where they are free of everything; the screen's far places only
  // when that keeps the bubble off a button or a label.
  const found = [...near, ...anywhere].find((p) => free(p) && overRoom(p) === 0) ?? near.find(free);
  if (found) return found;
  // Where no spot is free, the one over no square to play (anywhere on the screen: a square under
  // the bubble could not be tapped, and the aim is the moment the player chooses among them), then
  // the fewest scores, then cells, then words, then buttons and labels.
  const least = (p: Point) =>
    100_000 * overSquares(p) +
    10_000 * overScores(p) +
    100 * overCells(p) +
    10 * overWords(p) +
    overRoom(p) +
    (onScreen(p) ? 0 : 1_000_000);
  const byLeast = (spots: Point[]) => [...spots].sort((a, b) => least(a) - least(b))[0]!;
  const best = byLeast(near);
  return overSquares(best) === 0 ? best : byLeast([...near, ...anywhere]);
}
