// One tap on small squares, in Node: zoomed in, the squares as shown on the screen decide (a 12×12 on
// an upright phone aims first whole, places with one tap once zoomed to a finger's size); the
// player's "Small squares: place with one tap" makes one tap place on them whole too, is kept in the
// settings and offered in the sheet only to a finger on squares small enough to zoom; and a second
// quick tap on the aimed square at a double tap's pace places, by the events' own times (Phaser
// hands the model a DOM event a frame late: the model's clock lags them).
import { expect, test } from 'vitest';
import { ONE_TAP_CSS, placingOf, pressStyle } from '../../../src/screens/game/board-fit.ts';
import { BoardZoom, ZOOMED_SQUARE_CSS } from '../../../src/screens/game/board-zoom.ts';
import { closesSheet } from '../../../src/screens/game/board-controls.ts';
import { stepTapOnce, TAP_ONCE, tapOnceOffered } from '../../../src/screens/game/tap-once.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../../src/game/storage.ts';
import { quickAimTipWords } from '../../../src/words/press-words.ts';
import { tapOnceLabel } from '../../../src/words/board-controls-words.ts';
import { byLine, finger, pressOn, sq } from './ports.ts';

/** A 12×12 on an upright 390×844 phone at 3x: the board's view 1170 game px wide, squares 28.5 CSS px. */
const phone = () =>
  new BoardZoom({ view: { x: 0, y: 300, width: 1170, height: 1170 }, squareCss: 28.5, dpr: 3 });

test('zoomed in, the squares as shown decide: a 12×12 aims first whole, one tap places once zoomed (magnifier or pinch)', () => {
  for (const placing of ['magnify', 'aim'] as const) {
    const z = phone();
    expect(pressStyle(z.snapshot().squareCss, true, placing)).toBe(placing);
    z.zoomInAt({ x: 585, y: 885 });
    expect(z.snapshot().squareCss).toBeGreaterThanOrEqual(ONE_TAP_CSS);
    expect(pressStyle(z.snapshot().squareCss, true, placing)).toBe('tap');
    z.reset();
    expect(pressStyle(z.snapshot().squareCss, true, placing)).toBe(placing);
    // A pinch settles at a finger's squares too.
    z.pinchStart({ x: 500, y: 800 }, { x: 600, y: 800 });
    z.pinchMove({ x: 480, y: 800 }, { x: 640, y: 800 });
    z.pinchEnd();
    expect(z.snapshot().squareCss).toBeGreaterThanOrEqual(ZOOMED_SQUARE_CSS - 1e-9);
    expect(pressStyle(z.snapshot().squareCss, true, placing)).toBe('tap');
  }
});

test('the setting: off (the default) a finger aims first on small squares; on, one tap places there; a mouse always clicks once', () => {
  expect(DEFAULT_SETTINGS.tapOnce).toBe(false);
  expect(placingOf(DEFAULT_SETTINGS)).toBe('magnify');
  expect(placingOf({ placing: 'aim', tapOnce: false })).toBe('aim');
  expect(placingOf({ placing: 'aim', tapOnce: true })).toBe('tap');
  expect(pressStyle(28.5, true, placingOf({ placing: 'magnify', tapOnce: true }))).toBe('tap');
  expect(pressStyle(28.5, true, placingOf({ placing: 'magnify', tapOnce: false }))).toBe('magnify');
  expect(pressStyle(28.5, false, 'magnify')).toBe('tap');
});

test('the setting is kept: stepped in the sheet it is saved and read back; an odd saved value gives the default', () => {
  const storage = new MemoryStorage();
  const store = new Store(storage, () => {});
  const settings = loadSettings(store);
  expect(settings.tapOnce).toBe(false);
  let saves = 0;
  const label = stepTapOnce(settings, () => {
    saves++;
    saveSettings(store, settings);
  });
  expect(label).toBe(tapOnceLabel(true));
  expect(label).toBe('Small squares: place with one tap: On');
  expect(saves).toBe(1);
  expect(loadSettings(store).tapOnce).toBe(true);
  expect(stepTapOnce(settings, () => saveSettings(store, settings), 'hexagons')).toBe(
    'Small hexagons: place with one tap: Off',
  );
  expect(loadSettings(store).tapOnce).toBe(false);
  storage.setItem(STORAGE_PREFIX + 'settings', JSON.stringify({ tapOnce: 'yes' }));
  expect(loadSettings(store).tapOnce).toBe(false);
});

test('the sheet offers it to a finger on squares small enough to zoom, and stays open as it steps; the first quick aim names it', () => {
  expect(tapOnceOffered({ touch: true, smallSquares: true })).toBe(true);
  expect(tapOnceOffered({ touch: true, smallSquares: false })).toBe(false);
  expect(tapOnceOffered({ touch: false, smallSquares: true })).toBe(false);
  expect(closesSheet(TAP_ONCE)).toBe(false);
  expect(quickAimTipWords('squares')).toContain('"Place with one tap"');
  expect(tapOnceLabel(false).toLowerCase()).toContain('place with one tap');
});

test('with the setting on, a quick tap on a 12×12 places at once, no aim', () => {
  const { match, press, clock, moves } = pressOn('square:12', ['human', 'human'], { style: 'tap' });
  const e4 = sq(match, 'e4');
  const down = clock.now();
  press.down(finger(e4, down), false);
  press.up({ ...finger(e4, down), upTime: down + 50 });
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
});

test('a double tap by a small square’s edge places, by the events’ own times: the second tap 150 ms after the first, the model’s clock a frame behind', () => {
  const { match, press, clock, moves } = pressOn('square:12', ['human', 'human'], { style: 'magnify' });
  const e4 = sq(match, 'e4');
  const t = clock.now();
  press.down(byLine(e4, t), false);
  press.up({ ...byLine(e4, t), upTime: t + 50 });
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(e4);
  // The second tap's events come before the model's clock has moved on: their own times say it was quick.
  press.down(byLine(e4, t + 150), false);
  press.up({ ...byLine(e4, t + 150), upTime: t + 200 });
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
});
