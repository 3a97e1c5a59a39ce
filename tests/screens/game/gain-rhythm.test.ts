// A move's floating gain lasts about as long as its divisions (450–700 ms) and its rise is fitted
// to that life: it rises at one pace whatever its life, only once whole, to the resting place the
// whole rise had, from a point on the whole rise's path: so its whole path, from popping in to
// gone, stays on its own square (or the space just beside it that gain-rest.ts chose), over no
// other cell's count, on square, hexagonal and triangular boards, on a phone and a desktop. At the
// tests' speed the same path is walked in fewer frames: any frame shows a point of it.
import { afterAll, expect, test } from 'vitest';
import {
  FLOAT_MIN_MS,
  FLOAT_MS,
  GAIN_POP_MS,
  fittedRise,
  gainLife,
  gainRiseShare,
} from '../../../src/screens/game/gain-rhythm.ts';
import { gainTimes } from '../../../src/ui/gain-pill.ts';
import { restingBox } from '../../../src/ui/gain-on-cell.ts';
import { boardBounds, GAIN_DRIFT, glassInside, glassOutline } from '../../../src/ui/gain-place.ts';
import { hiddenReading, restGain } from '../../../src/ui/gain-rest.ts';
import { countDisc, fittedBoard, forgetPixelRatio, gainFontOn, gainLabel } from '../../ui/gain-board.ts';

afterAll(forgetPixelRatio);

test('a gain lives as long as the divisions take, at least 450 ms and at most 700', () => {
  expect(gainLife(100, 100)).toBe(FLOAT_MIN_MS);
  expect(gainLife(100, 100 + 520)).toBe(520);
  expect(gainLife(100, 100 + 2000)).toBe(FLOAT_MS);
  expect(FLOAT_MIN_MS).toBe(450);
  expect(FLOAT_MS).toBe(700);
});

test('a shorter life rises less, at the pace of the longest, and only once the gain has popped in whole', () => {
  const pace = (life: number) => gainRiseShare(life) / gainTimes(life, false).drift!.duration;
  for (const life of [FLOAT_MIN_MS, 520, 610, FLOAT_MS]) {
    const times = gainTimes(life, false);
    expect(times.drift!.delay, `${life}`).toBeGreaterThanOrEqual(GAIN_POP_MS);
    expect(times.drift!.delay + times.drift!.duration, `${life}`).toBeCloseTo(life, 6);
    // The pace of the longest life's rise (a short life with the whole rise shot past its square).
    expect(pace(life), `${life}`).toBeCloseTo(pace(FLOAT_MS), 9);
  }
  expect(gainRiseShare(FLOAT_MS)).toBe(1);
  expect(gainRiseShare(FLOAT_MIN_MS)).toBeLessThan(0.6);
  // Words that stand longer (a capture's caption, 2400 ms) rise the whole way.
  expect(gainRiseShare(2400, 0.6)).toBe(1);
});

test('a fitted rise ends where the whole one rests, its path inside the whole one', () => {
  for (const [start, end] of [
    [100, 70],
    [40, 70],
  ] as const) {
    const whole = { x: 50, start, end, path: { x: 40, y: Math.min(start, end) - 10, width: 20, height: 50 } };
    const cut = fittedRise(whole, 20, 0.5);
    expect(cut.end).toBe(end);
    expect(cut.start).toBe((start + end) / 2);
    expect(cut.path.y).toBeGreaterThanOrEqual(whole.path.y);
    expect(cut.path.y + cut.path.height).toBeLessThanOrEqual(whole.path.y + whole.path.height);
    expect(cut.path.height).toBe(35);
    expect(fittedRise(whole, 20, 1).start).toBe(start);
  }
});

const SCREENS = [
  { name: 'phone', css: 386, dpr: 1 },
  { name: 'phone', css: 386, dpr: 3 },
  { name: 'desktop', css: 660, dpr: 1 },
];

test("at the shortest life, a gain's path hides no more of what a player reads than the whole rise's, and rests where it did", () => {
  for (const s of SCREENS)
    for (const id of ['square:5', 'square:8', 'hex:4', 'tri:6']) {
      const { layout, side, fit } = fittedBoard(id, s);
      const centres = Array.from({ length: layout.size }, (_, sq) => fit.centre(sq));
      const bounds = boardBounds(fit, side, side);
      for (let sq = 0; sq < layout.size; sq++) {
        const count = countDisc(layout, fit, sq, s.dpr);
        const label = gainLabel('+16', gainFontOn(fit, sq, count, s.dpr));
        const room = {
          from: centres[sq]!,
          square: fit.square,
          label,
          up: true,
          drift: fit.square * GAIN_DRIFT,
          bounds,
          labels: [],
          count,
          inside: glassInside(fit),
          glass: glassOutline(fit),
          cells: centres.filter((_, k) => k !== sq),
        };
        const whole = restGain(room).place;
        const short = fittedRise(whole, label.height, gainRiseShare(FLOAT_MIN_MS));
        const where = `${id} ${s.name}@${s.dpr} square ${sq}`;
        expect(restingBox(short, label), where).toEqual(restingBox(whole, label));
        expect(Math.abs(short.end - short.start), where).toBeLessThan(
          Math.abs(whole.end - whole.start) + 1e-9,
        );
        expect(hiddenReading(room, short.path), where).toBeLessThanOrEqual(
          hiddenReading(room, whole.path) + 1e-6,
        );
      }
    }
});
