import { describe, expect, test } from 'vitest';
import type { Rect } from '../../src/ui/board-geometry.ts';
import {
  nextNoticeAt,
  NOTICE_READ_MS,
  bannerSpot,
  NOTICE_LEAST,
  noticeHome,
  noticePlace,
  noticePlaces,
  partsBesideOf,
  partsClearOf,
  roomUnder,
  spanBeside,
  unionOf,
} from '../../src/ui/notice-place.ts';

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, w: number, h: number) =>
  a.x >= 0 && a.y >= 0 && a.x + a.width <= w && a.y + a.height <= h;

/** A board screen as the board scene lays it out: two panels, the status band under them, the board, a toolbar row. */
function screen(width: number, height: number, board: Rect) {
  const panels = [
    { x: width / 2 - 310, y: 12, width: 300, height: 64 },
    { x: width / 2 + 10, y: 12, width: 300, height: 64 },
  ];
  const status = { x: 12, y: 76, width: width - 24, height: 40 };
  const toolbar = [0, 1, 2, 3].map((i) => ({
    x: width / 2 - 140 + i * 70,
    y: height - 72,
    width: 56,
    height: 56,
  }));
  return {
    width,
    height,
    dpr: 1,
    margin: 6,
    board,
    picture: board,
    keepClear: [...panels, status, ...toolbar],
  };
}

describe('noticePlace', () => {
  test.each([
    {
      name: 'tall screen: above the board',
      s: screen(700, 1400, { x: 40, y: 300, width: 620, height: 620 }),
      band: 'above',
    },
    {
      name: 'wide screen: the column beside the board',
      s: screen(1024, 768, { x: 270, y: 150, width: 490, height: 510 }),
      band: 'beside',
    },
  ])('$name, clear of the panels, status line, toolbar and board', ({ s, band }) => {
    const place = noticePlace(s);
    for (const r of [...s.keepClear, s.board]) expect(overlaps(place, r)).toBe(false);
    expect(inside(place, s.width, s.height)).toBe(true);
    expect(place.width).toBeGreaterThanOrEqual(NOTICE_LEAST.width);
    expect(place.height).toBeGreaterThanOrEqual(NOTICE_LEAST.height);
    if (band === 'above') expect(place.y + place.height).toBeLessThanOrEqual(s.board.y);
    else expect(place.x + place.width <= s.board.x || place.x >= s.board.x + s.board.width).toBe(true);
  });

  test('an upright phone with room over the panels and under the status line: the band right above the board, not the top', () => {
    const s = screen(780, 1688, { x: 0, y: 116 + 150, width: 780, height: 820 });
    // The panels and status line stand lower, with 120 px free over them.
    const lowered = s.keepClear.map((r) => (r.y < 200 ? { ...r, y: r.y + 120 } : r));
    const t = { ...s, board: { ...s.board, y: 116 + 120 + 90 }, picture: { ...s.board, y: 116 + 120 + 90 } };
    const place = noticePlace({ ...t, keepClear: lowered });
    expect(place.y).toBeGreaterThanOrEqual(116 + 120);
    expect(place.y + place.height).toBeLessThanOrEqual(t.board.y);
    expect(t.board.y - (place.y + place.height)).toBeLessThanOrEqual(s.margin);
    for (const r of lowered) expect(overlaps(place, r)).toBe(false);
  });

  test('no free band: the top of the board picture, under the status line', () => {
    const s = screen(700, 700, { x: 12, y: 116, width: 676, height: 500 });
    const place = noticePlace(s);
    for (const r of s.keepClear) expect(overlaps(place, r)).toBe(false);
    expect(place.y).toBeGreaterThanOrEqual(s.board.y);
    expect(place.x).toBeGreaterThanOrEqual(s.board.x);
    expect(place.x + place.width).toBeLessThanOrEqual(s.board.x + s.board.width);
  });

  // An upright tablet: the board takes the height between the status line and the lower panel.
  test('no free band, a score panel under the board: over that panel, clear of the board and the toolbar', () => {
    const top = { x: 12, y: 12, width: 676, height: 64 };
    const status = { x: 12, y: 76, width: 676, height: 30 };
    const lower = { x: 12, y: 830, width: 676, height: 90 };
    const toolbar = [0, 1, 2, 3].map((i) => ({ x: 210 + i * 70, y: 930, width: 56, height: 60 }));
    const board = { x: 12, y: 110, width: 676, height: 716 };
    const s = {
      width: 700,
      height: 1000,
      dpr: 1,
      margin: 6,
      board,
      picture: board,
      keepClear: [top, lower, status, ...toolbar],
      panels: [top, lower],
    };
    const place = noticePlace(s);
    expect(overlaps(place, lower)).toBe(true);
    for (const r of [board, top, status, ...toolbar]) expect(overlaps(place, r)).toBe(false);
    expect(place.height).toBeGreaterThanOrEqual(64);
    // Without the panels named, the top of the board's picture as before.
    expect(noticePlace({ ...s, panels: [] }).y).toBeLessThan(board.y + board.height / 2);
  });

  test('the other free bands follow the place: a tall screen offers the band below the board too, every one clear', () => {
    const s = screen(700, 1400, { x: 40, y: 300, width: 620, height: 620 });
    const places = noticePlaces(s);
    expect(places[0]).toEqual(noticePlace(s));
    expect(places.some((p) => p.y >= s.board.y + s.board.height)).toBe(true);
    for (const p of places) for (const r of [...s.keepClear, s.board]) expect(overlaps(p, r)).toBe(false);
  });
});

describe('where notices go home among the places', () => {
  const top = { x: 0, y: 0, width: 400, height: 100 };
  const right = { x: 500, y: 0, width: 200, height: 600 };

  test('the first place, at its top, when nothing stands in it', () => {
    expect(noticeHome([top, right], null, [], 40, 6)).toEqual({ place: top, top: 0 });
  });

  test("under the coach's banner when it leaves room; the next place when it does not", () => {
    expect(noticeHome([top, right], { x: 0, y: 0, width: 400, height: 30 }, [], 40, 6)).toEqual({
      place: top,
      top: 36,
    });
    expect(noticeHome([top, right], { x: 0, y: 0, width: 400, height: 70 }, [], 40, 6)).toEqual({
      place: right,
      top: 0,
    });
  });

  test("an upright phone's one band over the board: an older notice stands over the banner, a newer banner (a hint just asked for) keeps the notice out of sight", () => {
    const band = { x: 10, y: 680, width: 370, height: 100 };
    const banner = { x: 40, y: 680, width: 310, height: 54 };
    // Under the banner 40 px are left, less than a notice's least (50); the band is under the
    // squares (their top at 700), so a notice there never stands clear of them.
    const fit = { need: 64, floor: 700 };
    expect(noticeHome([band], banner, [], 50, 6, fit)).toEqual({ place: band, top: 680 });
    expect(noticeHome([band], banner, [], 50, 6, { ...fit, bannerNewer: true })).toEqual({
      place: band,
      top: 680,
      hidden: true,
    });
    // With room under the banner the notice stands there, in sight, whichever came first.
    const roomy = { ...band, height: 160 };
    expect(noticeHome([roomy], banner, [], 50, 6, { need: 64, floor: Infinity, bannerNewer: true })).toEqual({
      place: roomy,
      top: 740,
    });
  });

  test("a phone on its side, the bubble filling the column's height: the notices wait out of sight, then come back", () => {
    // 844×390: the one column left of the board under the status line, the magnified square in it.
    const column = { x: 6, y: 190, width: 330, height: 194 };
    const bubble = { x: 130, y: 186, width: 180, height: 170 };
    const fit = { need: 70, floor: 20, narrowest: 160 };
    const aimed = noticeHome([column], null, [bubble], 64, 6, fit);
    expect(aimed.hidden).toBe(true);
    // The aim gone: in sight again, at the column's top.
    expect(noticeHome([column], null, [], 64, 6, fit)).toEqual({ place: column, top: 190 });
    // With room above the bubble they stand there, in sight.
    const low = { ...bubble, y: 290, height: 90 };
    const above = noticeHome([column], null, [low], 64, 6, fit);
    expect(above.hidden).toBeUndefined();
    expect(above.top + fit.need).toBeLessThanOrEqual(low.y);
  });

  test("off the aim's bubble: another place, else above or below the bubble in its own", () => {
    expect(noticeHome([top, right], null, [{ x: 10, y: 10, width: 50, height: 50 }], 40, 6).place).toBe(
      right,
    );
    const alone = noticeHome([right], null, [{ x: 520, y: 20, width: 60, height: 100 }], 40, 6);
    expect(alone).toEqual({ place: { ...right, y: 126, height: 474 }, top: 126 });
    expect(partsClearOf(right, [{ x: 520, y: 200, width: 60, height: 100 }], 6)).toEqual([
      { ...right, height: 194 },
      { ...right, y: 306, height: 294 },
    ]);
  });

  test('a column with the bubble in it: the side of it that holds the notices whole, above if both do', () => {
    // A phone on its side: the column left of the board, the magnified square's bubble across its middle.
    const column = { x: 0, y: 0, width: 200, height: 390 };
    const bubble = { x: 20, y: 110, width: 180, height: 120 };
    const fit = (need: number) => ({ need, floor: Infinity });
    expect(noticeHome([column], null, [bubble], 40, 6, fit(120)).place).toEqual({
      ...column,
      y: 236,
      height: 154,
    });
    expect(noticeHome([column], null, [bubble], 40, 6, fit(60))).toEqual({
      place: { ...column, height: 104 },
      top: 0,
    });
  });

  test("the bubble in an upright phone's one band: beside it, on the wider side, where that is wide enough", () => {
    const band = { x: 10, y: 160, width: 370, height: 90 };
    const bubble = { x: 57, y: 150, width: 100, height: 100 };
    expect(partsBesideOf(band, [bubble], 6)).toEqual([
      { ...band, width: 41 },
      { ...band, x: 163, width: 217 },
    ]);
    expect(noticeHome([band, band], null, [bubble], 64, 6, { need: 40, floor: 260, narrowest: 160 })).toEqual(
      {
        place: { ...band, x: 163, width: 217 },
        top: 160,
      },
    );
    // Too narrow beside it: over the bubble, as before, rather than a column a word wide.
    expect(noticeHome([band], null, [bubble], 64, 6, { need: 40, floor: 260, narrowest: 260 }).place).toEqual(
      band,
    );
  });

  test('no room anywhere: the first place, under the banner if the notice ends above the squares, else over the banner', () => {
    expect(noticeHome([top], { x: 0, y: 0, width: 400, height: 90 }, [], 40, 6).place).toBe(top);
    // An upright phone's band over the board (the squares from 269), the hint's banner at its top:
    // a one-line toast stands under the banner; a three-line notice there would cover the top row.
    const band = { x: 11, y: 168, width: 368, height: 65 };
    const banner = { x: 49, y: 168, width: 292, height: 45 };
    expect(noticeHome([band, band], banner, [], 64, 6, { need: 34, floor: 269 })).toEqual({
      place: band,
      top: 219,
    });
    expect(noticeHome([band, band], banner, [], 64, 6, { need: 69, floor: 269 })).toEqual({
      place: band,
      top: 168,
    });
  });

  test('the union holds every box', () => {
    expect(
      unionOf([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: 0, y: 40, width: 30, height: 10 },
      ]),
    ).toEqual({ x: 0, y: 20, width: 30, height: 30 });
  });
});

describe("where the coach's banner stands", () => {
  const place = { x: 0, y: 0, width: 400, height: 100 };
  const band = { x: 500, y: 0, width: 200, height: 600 };

  test("at the top of the notices' place when nothing is in the way", () => {
    expect(bannerSpot([place, band], 300, 40, [])).toEqual({ x: 200, y: 0 });
  });

  test("off the aim: the next band's top, else a place's foot, else where it covers least", () => {
    expect(bannerSpot([place, band], 150, 40, [{ x: 150, y: 0, width: 50, height: 30 }])).toEqual({
      x: 600,
      y: 0,
    });
    // Too wide for the band: the foot of the notices' place.
    expect(bannerSpot([place, band], 300, 40, [{ x: 150, y: 0, width: 50, height: 30 }])).toEqual({
      x: 200,
      y: 60,
    });
    expect(
      bannerSpot([place], 300, 40, [
        { x: 150, y: 0, width: 50, height: 100 },
        { x: 150, y: 0, width: 10, height: 10 },
      ]),
    ).toEqual({ x: 200, y: 60 });
  });
});

describe('one notice at a time on the board (nextNoticeAt)', () => {
  test('the place free: a notice shows at once', () => {
    expect(nextNoticeAt([], 1000)).toBe(1000);
    // The one in sight has been read: the new one takes its place at once.
    expect(nextNoticeAt([{ start: 0, ms: 6000 }], NOTICE_READ_MS + 10)).toBe(NOTICE_READ_MS + 10);
  });

  test('a notice just shown is read first: the next waits for it, a third waits for the second', () => {
    const first = { start: 1000, ms: 6000 };
    const second = { start: nextNoticeAt([first], 1200), ms: 4000 };
    expect(second.start).toBe(1000 + NOTICE_READ_MS);
    expect(nextNoticeAt([first, second], 1300)).toBe(second.start + NOTICE_READ_MS);
  });

  test('a brief notice holds the place only for its own time', () => {
    expect(nextNoticeAt([{ start: 1000, ms: 800 }], 1100)).toBe(1800);
  });
});

test('spanBeside - words that would cover the Place bubble in their band get the widest stretch beside it', () => {
  const band = { x: 0, y: 100, width: 390, height: 60 };
  // The bubble at the band's left end: the stretch to its right.
  expect(spanBeside(band, [{ x: 4, y: 90, width: 96, height: 96 }], 160)).toEqual({ x: 100, width: 290 });
  // A box above the band does not cut it.
  expect(spanBeside(band, [{ x: 4, y: 0, width: 96, height: 96 }], 160)).toEqual({ x: 0, width: 390 });
  // Two boxes: the widest stretch between or beside them.
  expect(
    spanBeside(
      band,
      [
        { x: 250, y: 110, width: 40, height: 40 },
        { x: 0, y: 110, width: 60, height: 40 },
      ],
      100,
    ),
  ).toEqual({ x: 60, width: 190 });
  // No stretch as wide as the least: null.
  expect(spanBeside(band, [{ x: 100, y: 110, width: 200, height: 40 }], 160)).toBeNull();
});

test('upright, the band the layout keeps for notices (under the bottom panel) is their place, where it holds two lines', () => {
  const screen = {
    width: 390,
    height: 844,
    dpr: 1,
    margin: 6,
    board: { x: 0, y: 190, width: 390, height: 420 },
    picture: { x: 0, y: 190, width: 390, height: 400 },
    keepClear: [
      { x: 8, y: 100, width: 374, height: 77 },
      { x: 8, y: 177, width: 374, height: 13 },
      { x: 8, y: 614, width: 374, height: 77 },
      { x: 0, y: 780, width: 390, height: 64 },
    ],
  };
  const kept = { x: 8, y: 691, width: 374, height: 80 };
  expect(noticePlaces({ ...screen, kept })[0]).toEqual({ x: 14, y: 697, width: 362, height: 68 });
  // Without it, or where it is too small for two lines, the band over the top panel comes first.
  expect(noticePlaces(screen)[0]!.y).toBe(12);
  expect(noticePlaces({ ...screen, kept: { ...kept, height: 40 } })[0]!.y).toBe(12);
});

describe('roomUnder: notices never run past their place', () => {
  // An upright phone's band between the player's panel and the bottom bar, 120 px tall from y 600.
  const band = { x: 10, y: 600, width: 370, height: 120 };
  test('two stacked notices taller than the band are held to the room left under their top', () => {
    expect(roomUnder(band, 610, 160)).toBe(110);
  });
  test('notices that fit stand whole, with no height of their own', () => {
    expect(roomUnder(band, 600, 90)).toBeUndefined();
    expect(roomUnder(band, 600, 120)).toBeUndefined();
  });
});
