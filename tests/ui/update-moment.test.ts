// The "new version" notice's moment and place (ui/update-moment.ts): only on the home screen with
// nothing over it, never over a control, and deaf to a press begun before it could be seen.
import { describe, expect, test } from 'vitest';
import {
  NOTICE_SEEN_MS,
  pressMeantForNotice,
  updateMomentNow,
  updateNoticeSpot,
} from '../../src/ui/update-moment.ts';

describe('when the update notice may stand', () => {
  test('on the home screen with nothing open over it', () => {
    expect(updateMomentNow('menu', false)).toBe(true);
  });

  test('never over results, a game, a puzzle, the review, the guided game or a dialog', () => {
    for (const scene of [
      'results',
      'board',
      'puzzle',
      'review',
      'tutorial',
      'builder',
      'history',
      'howto',
      'loading',
    ])
      expect(updateMomentNow(scene, false), scene).toBe(false);
    expect(updateMomentNow('menu', true)).toBe(false);
  });

  test('its buttons take only a press begun once it could be seen', () => {
    expect(pressMeantForNotice(1000, 1000)).toBe(false);
    expect(pressMeantForNotice(1000 + NOTICE_SEEN_MS - 1, 1000)).toBe(false);
    expect(pressMeantForNotice(1000 + NOTICE_SEEN_MS, 1000)).toBe(true);
  });
});

describe('where the update notice stands', () => {
  const page = { width: 390, height: 844 };
  const notice = { width: 360, height: 76 };
  // The phone's home screen on a first launch: the guided game's offer, Play, the cards, the tiles.
  const home = [
    { x: 11, y: 28, width: 248, height: 46 },
    { x: 269, y: 28, width: 110, height: 46 },
    { x: 203, y: 252, width: 111, height: 46 },
    { x: 22, y: 332, width: 345, height: 67 },
    { x: 11, y: 440, width: 179, height: 287 },
    { x: 200, y: 440, width: 179, height: 287 },
    { x: 11, y: 756, width: 368, height: 68 },
  ];
  const overlaps = (a: typeof notice & { x: number; y: number }, b: (typeof home)[number]) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('in a band no control takes, the first from the top', () => {
    const spot = updateNoticeSpot(page, notice, home, 8)!;
    expect(spot).not.toBeNull();
    for (const c of home) expect(overlaps(spot, c)).toBe(false);
    expect(spot.y).toBe(28 + 46 + 8);
    expect(spot.x + spot.width / 2).toBeCloseTo(page.width / 2);
  });

  test('at the top of a page with no control there', () => {
    expect(updateNoticeSpot(page, notice, home.slice(2), 8)!.y).toBe(8);
  });

  test('nowhere (it waits) where every band holds a control', () => {
    const full = [{ x: 0, y: 0, width: 390, height: 844 }];
    expect(updateNoticeSpot(page, notice, full, 8)).toBeNull();
  });
});
