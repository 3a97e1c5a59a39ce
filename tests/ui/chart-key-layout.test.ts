// Where a chart's key stands: beside the title where both players' samples and names fit, else on
// a row of its own under it, with each name given half that row.
import { describe, expect, test } from 'vitest';
import { keyFit, keyPlaces, keySamples } from '../../src/ui/chart-key-layout.ts';

const box = { x: 0, y: 0, width: 600, height: 300 };
const heading = { x: 12, y: 8, width: 100, height: 20 };

describe('the chart key', () => {
  test('samples: a line long enough for two dashes, with half a disc when the marks are on; a bar at least 18 wide, as tall as the disc', () => {
    const line = keySamples('line', false, 1);
    expect(line.sampleW).toBe(30);
    expect(line.sampleH).toBe(12);
    expect(keySamples('line', true, 1).sampleW).toBe(30 + 8);
    expect(keySamples('bar', true, 1)).toMatchObject({ sampleW: 18, sampleH: 16 });
  });

  test('beside the title where it fits, right-aligned in the box, the second key after the first', () => {
    const s = keySamples('line', false, 1);
    const fit = keyFit(box, heading.width, [60, 80], s, 1);
    expect(fit.beside).toBe(true);
    const at = keyPlaces(box, heading, true, [60, 80], 16, s, 1);
    expect(at.midY).toBe(18);
    expect(at.keys[1].x + at.keys[1].width).toBe(600 - 12);
    expect(at.keys[1].x).toBe(at.keys[0].x + at.keys[0].width + 14);
    expect(at.names[0]).toEqual({ x: at.keys[0].x + 36, y: 18 });
    expect(at.below).toBe(28);
  });

  test('too wide beside the title: a row under it from the left, each name fitted to half of it', () => {
    const s = keySamples('bar', false, 1);
    const fit = keyFit(box, heading.width, [300, 300], s, 1);
    expect(fit.beside).toBe(false);
    expect(fit.nameRoom).toBe((600 - 24 - 14) / 2 - 18 - 6);
    const at = keyPlaces(box, heading, false, [200, 200], 16, s, 1);
    expect(at.keys[0].x).toBe(12);
    expect(at.midY).toBe(8 + 20 + 4 + 8);
    expect(at.below).toBe(at.midY + 8);
  });
});
