// Colour-blind checks: the simulation and ΔE00 are right, and every pair of palettes that can share
// a board stays apart under normal vision, deuteranopia and protanopia.
import { describe, expect, test } from 'vitest';
import { checkPair, deltaE2000, simulate, toLab, VISIONS } from '../../../src/ui/art/colour-vision.ts';
import {
  BOARD_PAIRS,
  palette,
  PERSON_PALETTE,
  TWO_PERSON_PALETTES,
  OPPONENT_PALETTE,
  OPPONENT_PALETTES,
  paletteCss,
  paletteHex,
} from '../../../src/ui/palette.ts';

/** Least ΔE00 we accept between two players' colours, under any of the three visions. */
const MIN_DELTA_E = 20;

describe('colour science', () => {
  test.each([
    // Sharma, Wu & Dalal (2005) test data, pairs 1, 2 and 7.
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
  ] as const)('deltaE2000 - Sharma pair - %j vs %j is %d', (a, b, want) => {
    expect(deltaE2000(a, b)).toBeCloseTo(want, 4);
  });

  test('toLab - white is L 100, black is L 0, both neutral', () => {
    const w = toLab([255, 255, 255]);
    expect(w[0]).toBeCloseTo(100, 3);
    expect(Math.abs(w[1]) + Math.abs(w[2])).toBeLessThan(0.01);
    expect(toLab([0, 0, 0])[0]).toBeCloseTo(0, 6);
  });

  test('simulate - dichromats see greys unchanged and confuse pure red with green', () => {
    for (const v of VISIONS) {
      const g = simulate([128, 128, 128], v);
      for (const c of g) expect(c).toBeCloseTo(128, 0);
    }
    const red: [number, number, number] = [255, 0, 0];
    const green: [number, number, number] = [0, 160, 0];
    const [normal, deutan, protan] = checkPair(red, green);
    expect(normal!.deltaE).toBeGreaterThan(60);
    expect(deutan!.deltaE).toBeLessThan(normal!.deltaE / 3);
    expect(protan!.deltaE).toBeLessThan(normal!.deltaE / 3);
  });
});

describe('palettes', () => {
  test('board pairs - the person against any opponent (blue at every level), and two people', () => {
    expect(BOARD_PAIRS).toContainEqual([PERSON_PALETTE, OPPONENT_PALETTE]);
    expect(OPPONENT_PALETTE).toBe('blue');
    expect(BOARD_PAIRS).toContainEqual(TWO_PERSON_PALETTES);
    expect(BOARD_PAIRS.length).toBe(2);
    // Hard's own colour (a watched game) stays the seed's red, darkened for deuteranopia.
    expect(OPPONENT_PALETTES.hard).toBe('red');
  });

  test.each(BOARD_PAIRS.map(([a, b]) => [a, b]))(
    'pair %s vs %s - distinguishable under every vision',
    (a, b) => {
      for (const check of checkPair(palette(a).rgb, palette(b).rgb)) {
        expect(check.deltaE, `${a} vs ${b}, ${check.vision}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
      }
    },
  );

  test('seed colours - the check fails green against the seed red and yellow, which the palette darkens or keeps apart', () => {
    const green = palette('green').seedRgb;
    const deutanRed = checkPair(green, palette('red').seedRgb).find((c) => c.vision === 'deuteranopia')!;
    expect(deutanRed.deltaE).toBeLessThan(MIN_DELTA_E);
    const protanYellow = checkPair(green, palette('yellow').seedRgb).find((c) => c.vision === 'protanopia')!;
    expect(protanYellow.deltaE).toBeLessThan(MIN_DELTA_E);
  });

  test('paletteCss and paletteHex - agree with the RGB', () => {
    expect(paletteCss('green')).toBe('#22fa22');
    expect(paletteHex('green')).toBe(0x22fa22);
    expect(() => palette('purple' as never)).toThrow(/unknown palette/);
  });
});
