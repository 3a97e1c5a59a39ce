// Where the aim's Place bubble stands on a board as wide as an upright phone: no side is free, so
// it stands in the free band over the aimed column and follows the aim, never over a square.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { aimBubbleSpot } from '../../src/ui/aim-spot.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';

// 390×844 at dpr 2: the board at the full width near the foot, the HUD right above it.
const DPR = 2;
const SCREEN = { width: 780, height: 1688 };
const fit = new BoardGeometryFit(
  parseLayout('square:12'),
  { x: 0, y: 760, width: 780, height: 780 },
  undefined,
  true,
);
const HUD = [{ x: 0, y: 520, width: 780, height: 230 }];
const BUBBLE = { width: 180, height: 180 };

test('on a full-width square:12, the bubble stands over the aimed column in the free band, off every square', () => {
  const spots = ['c3', 'f8', 'k10'].map((name) => {
    const layout = fit.layout;
    const s = [...Array(layout.size).keys()].find(
      (i) => layout.colOf[i] === name.charCodeAt(0) - 97 && layout.rowOf[i] === Number(name.slice(1)) - 1,
    )!;
    const at = fit.centre(s);
    const spot = aimBubbleSpot({
      fit,
      at,
      bubble: BUBBLE,
      screen: SCREEN,
      dpr: DPR,
      playable: [...Array(layout.size).keys()],
      words: [],
      room: HUD,
    });
    return { at, spot };
  });
  for (const { at, spot } of spots) {
    // Over its column where the screen allows, inside the screen, and clear of the board and the HUD.
    const x = Math.min(SCREEN.width - BUBBLE.width / 2 - 4 * DPR, Math.max(BUBBLE.width / 2 + 4 * DPR, at.x));
    expect(spot.x).toBeCloseTo(x, 6);
    expect(spot.y + BUBBLE.height / 2).toBeLessThanOrEqual(HUD[0]!.y);
  }
  expect(new Set(spots.map((s) => Math.round(s.spot.x))).size).toBe(3);
});

test('upright, panels above and below the board: the bubble for a top-row square stands in the band under the status line, covering no words', () => {
  // 390×844 at dpr 1 as laid out: the opponent's panel and the status line above a full-width
  // square:12, the person's panel under it, the bar at the foot; no band anywhere is as tall as the
  // bubble but the one between the status line and the squares, a little taller.
  const board = new BoardGeometryFit(
    parseLayout('square:12'),
    { x: 11, y: 254, width: 390, height: 370 },
    undefined,
    true,
  );
  const screen = { width: 390, height: 844 };
  const words = [
    { x: 7, y: 87, width: 376, height: 62 },
    { x: 67.5, y: 153, width: 255, height: 21 },
    { x: 7, y: 639, width: 376, height: 62 },
    { x: 4, y: 797, width: 382, height: 44 },
  ];
  const bubble = { width: 96, height: 96 };
  const layout = board.layout;
  const a12 = [...Array(layout.size).keys()].find((i) => layout.colOf[i] === 0 && layout.rowOf[i] === 11)!;
  const at = board.centre(a12);
  const spot = aimBubbleSpot({
    fit: board,
    at,
    bubble,
    screen,
    dpr: 1,
    playable: [...Array(layout.size).keys()],
    words,
    room: [],
  });
  const box = { x: spot.x - 48, y: spot.y - 48, width: 96, height: 96 };
  const overlaps = (a: typeof box, b: typeof box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const w of words) expect(overlaps(box, w), JSON.stringify({ box, w })).toBe(false);
  const square = board.square;
  expect(overlaps(box, { x: at.x - square / 2, y: at.y - square / 2, width: square, height: square })).toBe(
    false,
  );
});
