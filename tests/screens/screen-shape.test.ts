import { describe, expect, it } from 'vitest';
import { gameSizeAt, isShort, onItsSide, screenShape } from '../../src/screens/screen-shape.ts';

describe('screen shape', () => {
  it('a phone on its side is landscape and under 560 CSS px tall, at any pixel ratio', () => {
    expect(onItsSide({ height: 390 * 3, portrait: false }, 3)).toBe(true);
    expect(onItsSide({ height: 559, portrait: false }, 1)).toBe(true);
    expect(onItsSide({ height: 560, portrait: false }, 1)).toBe(false);
    expect(onItsSide({ height: 800 * 2, portrait: false }, 2)).toBe(false);
    // Upright it is never on its side, however short.
    expect(onItsSide({ height: 500, portrait: true }, 1)).toBe(false);
    expect(isShort(1100, 2)).toBe(true);
    expect(isShort(1120, 2)).toBe(false);
  });

  it('sizes the design unit for portrait phones (420 CSS px) and landscape screens (720×640)', () => {
    expect(screenShape(420 * 2, 900 * 2, 2)).toEqual({ width: 840, height: 1800, u: 2, portrait: true });
    expect(screenShape(1440, 1280, 2)).toEqual({ width: 1440, height: 1280, u: 2, portrait: false });
    // Large screens stop growing at 1.35, small ones shrinking at 0.62.
    expect(screenShape(4000, 4000, 1).u).toBe(1.35);
    expect(screenShape(320, 200, 1).u).toBeCloseTo(0.62);
    expect(screenShape(360, 720, 1).u).toBeCloseTo(360 / 420);
  });

  it('gives the game at least 320 CSS px each way, in device pixels', () => {
    expect(gameSizeAt(1024.4, 700, 2)).toEqual({ width: 2049, height: 1400 });
    expect(gameSizeAt(200, 100, 3)).toEqual({ width: 960, height: 960 });
  });
});
