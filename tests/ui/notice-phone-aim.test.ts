// An upright phone (390×844 CSS px) with a big board and the aim's Place bubble up: the first aim's
// tip ("Small squares: tap the square again, or press Place…", two lines, 52 px) stands in free
// space, never over the bubble, the status line, the players' scores or the toolbar. The boxes are
// the board screen's as drawn in the test build (the hook's boardGlass, boardLabels, scorePanels,
// statusBox, controls and the aim's Place control after a tap near the top edge of f8 or e8).
import { describe, expect, test } from 'vitest';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { NOTICE_LEAST, noticeHome, noticePlaces } from '../../src/ui/notice-place.ts';

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const SCREEN = { width: 390, height: 844 };
const TOOLBAR: Rect[] = [
  { x: 10.6, y: 788.3, width: 79, height: 52 },
  { x: 107.2, y: 788.3, width: 79, height: 52 },
  { x: 203.8, y: 788.3, width: 79, height: 52 },
  { x: 300.4, y: 788.3, width: 79, height: 52 },
  { x: 11.1, y: 5.6, width: 84, height: 46 },
];
const panel = (y: number): Rect => ({ x: 8.7, y, width: 372.7, height: 77 });
const status = (y: number): Rect => ({ x: 70.2, y, width: 249.7, height: 19.7 });

const PHONES = {
  'square:12': {
    picture: { x: 24.4, y: 254.1, width: 363.8, height: 363.8 },
    board: { x: 2.9, y: 254.1, width: 385.3, height: 384.3 },
    panels: [panel(643.6), panel(63.7)],
    status: status(147.1),
    // Place f8's bubble, just under the status line over the board.
    bubble: { x: 143.9, y: 166.7, width: 96, height: 96 },
  },
  'hex:8': {
    picture: { x: 29.3, y: 283.9, width: 339.8, height: 302.5 },
    board: { x: 13.6, y: 283.9, width: 361.3, height: 323.7 },
    panels: [panel(613.4), panel(94.4)],
    status: status(177.7),
    bubble: { x: 86.1, y: 197.4, width: 96, height: 96 },
  },
} as const;

/** Where the tip stands on `layout`'s phone screen, with the bubble up or not. */
function tipOn(layout: keyof typeof PHONES, aimed: boolean): Rect {
  const p = PHONES[layout];
  const places = noticePlaces({
    ...SCREEN,
    dpr: 1,
    margin: 6,
    board: p.board,
    picture: p.picture,
    keepClear: [...p.panels, p.status, ...TOOLBAR],
  });
  const need = 52;
  const { place, top } = noticeHome(places, null, aimed ? [p.bubble] : [], NOTICE_LEAST.height, 6, {
    need,
    floor: p.picture.y,
    narrowest: NOTICE_LEAST.width,
  });
  return { x: place.x, y: top, width: place.width, height: need };
}

describe('the first aim’s tip on an upright phone', () => {
  for (const layout of Object.keys(PHONES) as (keyof typeof PHONES)[]) {
    test(`${layout}: clear of the bubble, the status line, the scores and the toolbar`, () => {
      const p = PHONES[layout];
      const tip = tipOn(layout, true);
      for (const [what, box] of [
        ['the Place bubble', p.bubble],
        ['the status line', p.status],
        ['the upper scores', p.panels[1]],
        ['the lower scores', p.panels[0]],
        ...TOOLBAR.map((b) => ['a toolbar button', b] as const),
      ] as const)
        expect(overlaps(tip, box), what).toBe(false);
      expect(tip.y >= 0 && tip.y + tip.height <= SCREEN.height).toBe(true);
      // Nor over the board's squares.
      expect(overlaps(tip, p.picture)).toBe(false);
    });
  }

  test('square:12: with no bubble the tip stays over the board, read with the status line', () => {
    const tip = tipOn('square:12', false);
    expect(tip.y).toBeGreaterThan(PHONES['square:12'].status.y);
    expect(tip.y + tip.height).toBeLessThanOrEqual(PHONES['square:12'].picture.y);
  });

  test('square:12: with the bubble there, under the lower scores, over the toolbar', () => {
    const tip = tipOn('square:12', true);
    const lower = PHONES['square:12'].panels[0];
    expect(tip.y).toBeGreaterThanOrEqual(lower.y + lower.height);
    expect(tip.y + tip.height).toBeLessThanOrEqual(788.3);
  });
});
