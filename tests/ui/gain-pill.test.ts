// The gains' pill, one piece under a move's floating "+N" and a press's "+N" tag: as tall as the
// number's line, its ends half circles (no hard corner), on the gains' dark plate; a move's gain
// rimmed in its ink and whole until the end of its life.
import { expect, test } from 'vitest';
import { contrastRatio, rgbOf } from '../../src/ui/contrast.ts';
import { GAIN_CONTRAST, GAIN_PLATE, gainInk } from '../../src/ui/gain-ink.ts';
import { GAIN_WHOLE, gainPillPad, gainPillSpec, gainTimes } from '../../src/ui/gain-pill.ts';
import { PALETTES } from '../../src/ui/palette.ts';

test('the pill is as tall as the line and its ends are fully round, on the dark plate', () => {
  for (const [width, height] of [
    [60, 40],
    [120, 57],
    [33, 33],
  ] as const) {
    const pill = gainPillSpec(width, height);
    expect(pill).toMatchObject({ width, height, fill: GAIN_PLATE.colour, fillAlpha: GAIN_PLATE.alpha });
    expect(pill.radius).toBe(height / 2);
  }
});

test("the number keeps room either side for the pill's round ends, growing with its font", () => {
  expect(gainPillPad(48)).toBeGreaterThanOrEqual(14);
  expect(gainPillPad(96)).toBeGreaterThan(gainPillPad(48));
});

test("a move's gain is rimmed in its ink, which stands out from the dark glass as from the plate, for every palette", () => {
  for (const p of PALETTES) {
    const ink = gainInk(p.rgb);
    const pill = gainPillSpec(80, 40, ink);
    expect(pill.stroke, p.name).toBe(parseInt(ink.slice(1), 16));
    expect(pill.strokeWidth, p.name).toBeGreaterThanOrEqual(2);
    // The glass's darkest tone is the plate's own colour: the rim outlines the pill there.
    expect(contrastRatio(rgbOf(ink), rgbOf(GAIN_PLATE.colour)), p.name).toBeGreaterThanOrEqual(GAIN_CONTRAST);
  }
  // A press's tag keeps the plain pill.
  expect(gainPillSpec(80, 40).stroke).toBeUndefined();
});

test('a gain stays whole while it drifts and fades only at the end of its life, moving or still', () => {
  for (const life of [500, 700, 1200]) {
    const moving = gainTimes(life, false);
    expect(moving.fade.delay, `${life}`).toBeGreaterThanOrEqual(life * GAIN_WHOLE);
    expect(moving.fade.delay + moving.fade.duration, `${life}`).toBeCloseTo(life, 6);
    expect(moving.drift!.delay + moving.drift!.duration, `${life}`).toBeCloseTo(life, 6);
    const still = gainTimes(life, true);
    expect(still.drift, `${life}`).toBeNull();
    expect(still.fade.delay, `${life}`).toBeGreaterThanOrEqual(life * GAIN_WHOLE);
    expect(still.fade.delay + still.fade.duration, `${life}`).toBeCloseTo(life, 6);
  }
  expect(GAIN_WHOLE).toBeGreaterThanOrEqual(0.75);
});

test('a caption that stands longer (words are read longer) drifts after its stand and stays whole at least as long', () => {
  const caption = gainTimes(2400, false, 0.9);
  expect(caption.drift!.delay).toBeCloseTo(2160, 6);
  expect(caption.fade.delay).toBeCloseTo(2160, 6);
  expect(caption.fade.delay + caption.fade.duration).toBeCloseTo(2400, 6);
  // A shorter stand than the whole share keeps the number whole until GAIN_WHOLE.
  expect(gainTimes(2400, false, 0.6).fade.delay).toBeCloseTo(2400 * GAIN_WHOLE, 6);
});
