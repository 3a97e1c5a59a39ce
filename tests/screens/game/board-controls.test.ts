// The board screen's controls: the way out in the corner and one bar of at most five, the most
// needed during play, with the sheet's opener last and the rest in the sheet; the same choice on
// every screen's shape, and each control in its place all game.
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

test('planControls - play - Menu in the corner; Undo, Hint, Best moves, How to play and More in the bar; the rest in the sheet', () => {
  expect(planControls(PLAY)).toEqual({
    corner: 'menu',
    bar: ['undo', 'hint', 'overlay', 'help', 'more'],
    sheet: ['restart', 'share', 'sound', 'fullscreen'],
  });
});

test('planControls - Best moves and How to play each keep a place of their own in the bar, whatever else is there', () => {
  // A button never changes meaning: How to play is not a stand-in for Best moves, on any list.
  for (const ids of [PLAY, RETRY, PLAY.filter((id) => id !== 'share')]) {
    const plan = planControls(ids);
    expect(plan.bar).toContain('help');
    expect(plan.bar).toContain('overlay');
    expect(plan.bar.indexOf('overlay')).not.toBe(plan.bar.indexOf('help'));
  }
});

test.each([
  ['play', PLAY],
  ['watch', WATCH],
  ['retry', RETRY],
])(
  'planControls - %s - a way out in the corner, at most five in the bar, More last where any is left over, every control placed once',
  (_, ids) => {
    const plan = planControls(ids);
    expect(plan.corner).not.toBeNull();
    expect(plan.bar.length).toBeLessThanOrEqual(BAR_MOST);
    if (plan.sheet.length > 0) expect(plan.bar.at(-1)).toBe('more');
    else expect(plan.bar).not.toContain('more');
    const placed = [plan.corner, ...plan.bar.filter((id) => id !== 'more'), ...plan.sheet];
    expect(placed.sort()).toEqual([...ids].sort());
  },
);

test('planControls - watch - no player tools to place: the five others fit the bar with no More, Menu in the corner', () => {
  expect(planControls(WATCH)).toEqual({
    corner: 'menu',
    bar: ['restart', 'share', 'sound', 'fullscreen', 'help'],
    sheet: [],
  });
});

test("planControls - a retry keeps its way back to the review in the corner, in Menu's place", () => {
  const plan = planControls(RETRY);
  expect(plan.corner).toBe('back-to-review');
  expect(plan.bar).toEqual(['undo', 'hint', 'overlay', 'help', 'more']);
  expect(plan.sheet).not.toContain('back-to-review');
});

test('planControls - with the way out, five controls or fewer fit the bar as they are', () => {
  expect(planControls(['undo', 'menu', 'hint'])).toEqual({
    corner: 'menu',
    bar: ['undo', 'hint'],
    sheet: [],
  });
  expect(planControls(['undo', 'hint'])).toEqual({ corner: null, bar: ['undo', 'hint'], sheet: [] });
});

test('closesSheet - Sound steps with the sheet open, the rest close it first', () => {
  expect(closesSheet('sound')).toBe(false);
  expect(closesSheet('restart')).toBe(true);
  expect(closesSheet('share')).toBe(true);
});
