// The gain preview's input in Node, on a hand-run timer: a resting mouse previews after a moment,
// a held finger previews, rings its square and tells the board it held, slides square to
// square, and a quick tap previews nothing. (Checked in Chromium by coach and aim-drag.)
import { expect, test } from 'vitest';
import {
  HOLD_MS,
  HOVER_MS,
  PreviewModel,
  previewSquareAt,
  type PreviewPointer,
} from '../../../src/screens/game/preview.ts';
import { makeMatch, sq, squareName } from './ports.ts';

function previewOn(previewable = (s: number) => s >= 0 && s < 25) {
  let now = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const seen = { shown: [] as number[], hidden: 0, rings: [] as number[], held: 0, released: -Infinity };
  const model = new PreviewModel({
    squareAt: (x) => (previewable(x) ? x : -1),
    canPreview: previewable,
    show: (s) => seen.shown.push(s),
    hide: () => {
      seen.hidden++;
    },
    ring: (s) => seen.rings.push(s),
    held: () => {
      seen.held++;
    },
    after: (ms, fn) => {
      const t = { at: now + ms, fn, live: true };
      timers.push(t);
      return () => {
        t.live = false;
      };
    },
    stillHeld: (downTime) => seen.released < downTime,
    alive: () => true,
  });
  const wait = (ms: number) => {
    now += ms;
    for (const t of timers)
      if (t.live && t.at <= now) {
        t.live = false;
        t.fn();
      }
  };
  const at = (s: number, o: Partial<PreviewPointer> = {}): PreviewPointer => ({
    id: 1,
    x: s,
    y: 0,
    touch: true,
    downTime: now,
    isDown: true,
    ...o,
  });
  return {
    model,
    seen,
    wait,
    at,
    release: () => {
      seen.released = now;
    },
  };
}

test('preview - a mouse resting on a square previews it after a moment; moving on hides it', () => {
  const { model, seen, wait, at } = previewOn();
  model.move(at(7, { touch: false, isDown: false }));
  wait(HOVER_MS - 1);
  expect(seen.shown).toEqual([]);
  wait(1);
  expect(seen.shown).toEqual([7]);
  expect(model.heldSquare()).toBe(-1); // a hover rings nothing
  model.move(at(30, { touch: false, isDown: false }));
  expect(seen.hidden).toBe(1);
});

test('preview - a held finger previews its square, rings it and tells the board it held; sliding moves it; lifting takes the ring and the words', () => {
  const { model, seen, wait, at } = previewOn();
  const press = at(3);
  model.down(press, false, () => ({ x: 3, y: 0 }));
  wait(HOLD_MS);
  expect(seen.shown).toEqual([3]);
  expect(seen.held).toBe(1);
  expect(model.heldSquare()).toBe(3);
  model.move(at(4));
  expect(seen.shown).toEqual([3, 4]);
  expect(model.heldSquare()).toBe(4);
  expect(seen.hidden).toBe(0);
  model.up(at(4, { isDown: false }));
  expect(model.heldSquare()).toBe(-1);
  expect(model.previewedSquare()).toBe(-1);
  expect(seen.hidden).toBe(1);
});

test('preview - a quick tap (released before the hold) previews nothing; a press on a button neither', () => {
  const { model, seen, wait, at, release } = previewOn();
  model.down(at(3), false, () => ({ x: 3, y: 0 }));
  wait(10);
  release();
  wait(HOLD_MS);
  model.down(at(5), true, () => ({ x: 5, y: 0 }));
  wait(HOLD_MS);
  expect(seen.shown).toEqual([]);
  expect(seen.held).toBe(0);
});

test('preview - under gravity a pointer over any square of a column previews where the cell lands; elsewhere the square itself', () => {
  const beaker = makeMatch('beaker:6x7', ['human', 'easy']);
  const at = (match: typeof beaker, name: string) => {
    const p = match.position;
    const s = previewSquareAt(
      sq(match, name),
      p.layout,
      (c) => p.landingSquare(c),
      (t) => p.isLegal(t),
    );
    return s < 0 ? null : squareName(match, s);
  };
  expect(at(beaker, 'c5')).toBe('c1');
  expect(at(beaker, 'e4')).toBe('e1');
  beaker.play(sq(beaker, 'c1'));
  expect(at(beaker, 'c5')).toBe('c2');
  const flat = makeMatch('square:5', ['human', 'easy']);
  expect(at(flat, 'c5')).toBe('c5');
  flat.play(sq(flat, 'c5'));
  expect(at(flat, 'c5')).toBeNull(); // a taken square has no preview
  expect(
    previewSquareAt(
      -1,
      flat.position.layout,
      () => 0,
      () => true,
    ),
  ).toBe(-1);
});
