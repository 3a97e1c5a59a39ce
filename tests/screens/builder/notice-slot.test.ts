// The builder's notice slot in Node: the top row's free end where it is at least 240 CSS px wide,
// else on a tall screen the panel's room under the facts, else a strip of its own (42 CSS px) under
// the top row, which the grid gives up. (The browser keeps a notice clear of the grid and every
// control on the two phones: tests/e2e/builder-notice-slot.test.ts.)
import { expect, test } from 'vitest';
import { builderNoticeSlot } from '../../../src/screens/builder/notice-slot.ts';

const row = (width: number) => ({ x: 500, y: 10, width, height: 50 });
const below = { x: 20, width: 800 };

test('a row end 240 CSS px wide or more holds the notice: no strip taken, on any shape', () => {
  for (const tall of [false, true]) {
    expect(builderNoticeSlot(row(240), below, 8, tall, 1)).toMatchObject({ where: 'row', taken: 0 });
    expect(builderNoticeSlot(row(480), below, 8, tall, 2)).toMatchObject({ where: 'row', taken: 0 });
  }
});

test('too narrow on a tall screen: the panel under the facts, no strip over the grid', () => {
  expect(builderNoticeSlot(row(239), below, 8, true, 1)).toMatchObject({ where: 'panel', taken: 0 });
  // 300 device px at 2 per CSS px is 150 CSS px: too narrow.
  expect(builderNoticeSlot(row(300), below, 8, true, 2)).toMatchObject({ where: 'panel', taken: 0 });
});

test('too narrow on a wide screen: a strip under the top row, its height and the gap taken from the grid', () => {
  const plan = builderNoticeSlot(row(200), below, 8, false, 2);
  expect(plan.where).toBe('strip');
  expect(plan.strip).toEqual({ x: 20, y: 68, width: 800, height: 84 });
  expect(plan.taken).toBe(92);
});
