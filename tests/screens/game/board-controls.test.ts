// The board screen's controls by the screen's shape: upright, one bar of at most five with the
// sheet's opener first and the rest in the sheet; on wider screens all of them in sight.
import { expect, test } from 'vitest';
import { BAR_MOST, boardShape, closesSheet, planControls } from '../../../src/screens/game/board-controls.ts';

const PLAY = ['undo', 'restart', 'share', 'menu', 'sound', 'fullscreen', 'hint', 'overlay', 'help'];
const WATCH = ['restart', 'share', 'menu', 'sound', 'fullscreen', 'help'];
const RETRY = [
  'undo',
  'restart',
  'share',
  'back-to-review',
  'sound',
  'fullscreen',
  'hint',
  'overlay',
  'help',
];

test('boardShape - portrait is upright, a short landscape is on its side, else wide', () => {
  expect(boardShape({ portrait: true, side: false })).toBe('upright');
  expect(boardShape({ portrait: false, side: true })).toBe('side');
  expect(boardShape({ portrait: false, side: false })).toBe('wide');
});

test('planControls - upright play - the opener, Undo, Hint, Perfect play and How to play; the rest in the sheet', () => {
  expect(planControls(PLAY, 'upright')).toEqual({
    bar: ['more', 'undo', 'hint', 'overlay', 'help'],
    sheet: ['restart', 'share', 'menu', 'sound', 'fullscreen'],
  });
});

test.each([
  ['play', PLAY],
  ['watch', WATCH],
  ['retry', RETRY],
])(
  'planControls - upright %s - at most five in the bar, every control in the bar or the sheet once',
  (_, ids) => {
    const plan = planControls(ids, 'upright');
    expect(plan.bar.length).toBeLessThanOrEqual(BAR_MOST);
    expect(plan.bar[0]).toBe('more');
    expect([...plan.bar.slice(1), ...plan.sheet].sort()).toEqual([...ids].sort());
  },
);

test('planControls - upright watch - no player tools to place: Menu, How to play, Restart and Share in the bar', () => {
  expect(planControls(WATCH, 'upright')).toEqual({
    bar: ['more', 'restart', 'share', 'menu', 'help'],
    sheet: ['sound', 'fullscreen'],
  });
});

test('planControls - a retry keeps its way back to the review in the bar, ahead of Restart, Share and Sound', () => {
  expect(planControls(RETRY, 'upright').sheet).toContain('restart');
  expect(
    planControls(['undo', 'back-to-review', 'restart', 'share', 'sound', 'help'], 'upright').bar,
  ).toEqual(['more', 'undo', 'back-to-review', 'restart', 'help']);
});

test.each(['side', 'wide'] as const)('planControls - %s - every control in sight, no sheet', (shape) => {
  expect(planControls(PLAY, shape)).toEqual({ bar: PLAY, sheet: [] });
});

test('planControls - five controls or fewer fit the bar as they are', () => {
  expect(planControls(['undo', 'menu', 'hint'], 'upright')).toEqual({
    bar: ['undo', 'menu', 'hint'],
    sheet: [],
  });
});

test('closesSheet - Sound steps with the sheet open, the rest close it first', () => {
  expect(closesSheet('sound')).toBe(false);
  expect(closesSheet('restart')).toBe(true);
  expect(closesSheet('share')).toBe(true);
});
