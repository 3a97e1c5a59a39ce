import { describe, expect, test } from 'vitest';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { NOTICE_LEAST, noticePlace, noticePlaces } from '../../src/ui/notice-place.ts';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, w: number, h: number) => a.x >= 0 && a.y >= 0 && a.x + a.width <= w && a.y + a.height <= h;

/** A board screen as the board scene lays it out: two panels, the status band under them, the board, a toolbar row. */
function screen(width: number, height: number, board: Rect) {
  const panels = [{ x: width / 2 - 310, y: 12, width: 300, height: 64 }, { x: width / 2 + 10, y: 12, width: 300, height: 64 }];
  const status = { x: 12, y: 76, width: width - 24, height: 40 };
  const toolbar = [0, 1, 2, 3].map((i) => ({ x: width / 2 - 140 + i * 70, y: height - 72, width: 56, height: 56 }));
  return { width, height, dpr: 1, margin: 6, board, picture: board, keepClear: [...panels, status, ...toolbar] };
}

describe('noticePlace', () => {
  test.each([
    { name: 'tall screen: above the board', s: screen(700, 1400, { x: 40, y: 300, width: 620, height: 620 }), band: 'above' },
    { name: 'wide screen: the column beside the board', s: screen(1024, 768, { x: 270, y: 150, width: 490, height: 510 }), band: 'beside' },
  ])('$name, clear of the panels, status line, toolbar and board', ({ s, band }) => {
    const place = noticePlace(s);
    for (const r of [...s.keepClear, s.board]) expect(overlaps(place, r)).toBe(false);
    expect(inside(place, s.width, s.height)).toBe(true);
    expect(place.width).toBeGreaterThanOrEqual(NOTICE_LEAST.width);
    expect(place.height).toBeGreaterThanOrEqual(NOTICE_LEAST.height);
    if (band === 'above') expect(place.y + place.height).toBeLessThanOrEqual(s.board.y);
    else expect(place.x + place.width <= s.board.x || place.x >= s.board.x + s.board.width).toBe(true);
  });

  test('no free band: the top of the board picture, under the status line', () => {
    const s = screen(700, 700, { x: 12, y: 116, width: 676, height: 500 });
    const place = noticePlace(s);
    for (const r of s.keepClear) expect(overlaps(place, r)).toBe(false);
    expect(place.y).toBeGreaterThanOrEqual(s.board.y);
    expect(place.x).toBeGreaterThanOrEqual(s.board.x);
    expect(place.x + place.width).toBeLessThanOrEqual(s.board.x + s.board.width);
  });

  test('the other free bands follow the place: a tall screen offers the band below the board too, every one clear', () => {
    const s = screen(700, 1400, { x: 40, y: 300, width: 620, height: 620 });
    const places = noticePlaces(s);
    expect(places[0]).toEqual(noticePlace(s));
    expect(places.some((p) => p.y >= s.board.y + s.board.height)).toBe(true);
    for (const p of places) for (const r of [...s.keepClear, s.board]) expect(overlaps(p, r)).toBe(false);
  });
});
