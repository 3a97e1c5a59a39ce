import { describe, expect, test } from 'vitest';
import { besideControls, zoomControlSpot } from '../../src/ui/zoom-control-place.ts';

const size = 44;
const gap = 8;

describe('the zoom control stands at the board corner, off the board where there is room', () => {
  test('a phone on its side: beside the board at its top right', () => {
    const frame = { x: 330, y: 5, width: 345, height: 345 };
    const spot = zoomControlSpot({ frame, screen: { width: 844, height: 390 }, size, gap, avoid: [] });
    expect(spot).toEqual({ x: 675 + gap, y: 8, width: size, height: size });
  });

  test('an upright phone, the board the whole width: above its top right corner', () => {
    const frame = { x: 24, y: 255, width: 356, height: 357 };
    const spot = zoomControlSpot({ frame, screen: { width: 390, height: 844 }, size, gap, avoid: [] });
    expect(spot).toEqual({ x: 380 - size, y: 255 - gap - size, width: size, height: size });
  });

  test('beside the board taken by the bar: above it; both taken: inside its corner', () => {
    const frame = { x: 330, y: 60, width: 345, height: 320 };
    const bar = { x: 680, y: 0, width: 164, height: 390 };
    const above = zoomControlSpot({ frame, screen: { width: 844, height: 390 }, size, gap, avoid: [bar] });
    expect(above).toEqual({ x: 675 - size, y: 60 - gap - size, width: size, height: size });
    const panel = { x: 600, y: 0, width: 80, height: 58 };
    const inside = zoomControlSpot({
      frame,
      screen: { width: 844, height: 390 },
      size,
      gap,
      avoid: [bar, panel],
    });
    expect(inside).toEqual({ x: 675 - size - gap, y: 60 + gap, width: size, height: size });
  });
});

describe('no room at the corner: under the board, never inside it where the screen has room', () => {
  test('tri:8 upright (reviewer 34): the status line over the board, the panel under it: under the panel, above the bar', () => {
    const frame = { x: 0, y: 188, width: 390, height: 345 };
    const theirs = { x: 10, y: 75, width: 370, height: 75 };
    const status = { x: 60, y: 152, width: 270, height: 30 };
    const panel = { x: 10, y: 555, width: 370, height: 75 };
    const bar = { x: 0, y: 780, width: 390, height: 64 };
    const spot = zoomControlSpot({
      frame,
      screen: { width: 390, height: 844 },
      size,
      gap,
      avoid: [theirs, status, panel, bar],
    });
    expect(spot.x).toBe(390 - gap - size);
    expect(spot.y).toBeGreaterThanOrEqual(630);
    expect(spot.y + size).toBeLessThanOrEqual(780);
  });
});

describe("the notices' band above the board ends short of the zoom control", () => {
  test('a control at its right end cuts it there; one elsewhere leaves it whole', () => {
    const band = { x: 8, y: 180, width: 374, height: 70 };
    const control = { x: 328, y: 203, width: 44, height: 44 };
    expect(besideControls(band, [control])).toEqual({ ...band, width: 320 });
    const atLeft = { x: 8, y: 203, width: 44, height: 44 };
    expect(besideControls(band, [atLeft])).toEqual({ ...band, x: 52, width: 330 });
    expect(besideControls(band, [{ ...control, y: 400 }])).toEqual(band);
  });
});
