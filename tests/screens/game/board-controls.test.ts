// The board screen's controls: one bar of at most five, the most needed during play, with the
// sheet's opener last and the rest in the sheet; the same choice on every screen's shape.
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

test('planControls - play - Undo, Hint, Best moves, How to play and More; the rest in the sheet', () => {
  expect(planControls(PLAY)).toEqual({
    bar: ['undo', 'hint', 'overlay', 'help', 'more'],
    sheet: ['restart', 'share', 'menu', 'sound', 'fullscreen'],
  });
});

test.each([
  ['play', PLAY],
  ['watch', WATCH],
  ['retry', RETRY],
])(
  'planControls - %s - at most five in the bar, More last, every control in the bar or the sheet once',
  (_, ids) => {
    const plan = planControls(ids);
    expect(plan.bar.length).toBeLessThanOrEqual(BAR_MOST);
    expect(plan.bar.at(-1)).toBe('more');
    expect([...plan.bar.slice(0, -1), ...plan.sheet].sort()).toEqual([...ids].sort());
  },
);

test('planControls - watch - no player tools to place: Restart, Share, Menu and How to play in the bar', () => {
  expect(planControls(WATCH)).toEqual({
    bar: ['restart', 'share', 'menu', 'help', 'more'],
    sheet: ['sound', 'fullscreen'],
  });
});

test('planControls - a retry keeps its way back to the review in the bar, ahead of Restart, Share and Sound', () => {
  expect(planControls(RETRY).sheet).toContain('restart');
  expect(planControls(['undo', 'back-to-review', 'restart', 'share', 'sound', 'help']).bar).toEqual([
    'undo',
    'back-to-review',
    'restart',
    'help',
    'more',
  ]);
});

test('planControls - five controls or fewer fit the bar as they are', () => {
  expect(planControls(['undo', 'menu', 'hint'])).toEqual({ bar: ['undo', 'menu', 'hint'], sheet: [] });
});

test('closesSheet - Sound steps with the sheet open, the rest close it first', () => {
  expect(closesSheet('sound')).toBe(false);
  expect(closesSheet('restart')).toBe(true);
  expect(closesSheet('share')).toBe(true);
});
