// The pinch on small squares is told once: the first time a person plays, with a finger, a board
// whose squares are smaller than a finger (where two fingers zoom it in), the board says so in one
// line; kept on the device (settings), so never again, a restart or a reload included. Not on wide
// squares, not to a mouse, not in a watched or finished game, and a board that did not say it
// leaves it for the first that does.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { zoomsUnder } from '../../../src/screens/game/board-zoom.ts';
import { HOLD_TIP_MS, type HoldTipPorts } from '../../../src/screens/game/hold-tip.ts';
import { holdTipWords } from '../../../src/words/press-words.ts';
import { makeMatch, noticesWhenShown } from './ports.ts';

/** The device: its store and its settings as read at start. */
function device() {
  const store = new Store(new MemoryStorage());
  return { store, settings: structuredClone(DEFAULT_SETTINGS) as Settings };
}

/** A board shown for `rules` between `players`, its squares `squareCss` wide under `pointer`: the notices it says. */
function shownBoard(
  d: ReturnType<typeof device>,
  o: {
    rules?: string;
    players?: [string, string];
    squareCss: number;
    pointer?: 'touch' | 'mouse';
    moves?: number[];
  },
): [string, number][] {
  const match = makeMatch(o.rules ?? 'square:12', o.players ?? ['human', 'easy'], o.moves ?? []);
  const holdTip: HoldTipPorts = {
    magnifies: () => zoomsUnder(o.squareCss, (o.pointer ?? 'touch') === 'touch'),
    told: () => d.settings.zoomTold,
    tell: () => {
      d.settings.zoomTold = true;
      saveSettings(d.store, d.settings);
    },
  };
  return noticesWhenShown(match, { holdTip });
}

const SQUARE_TIP = holdTipWords('squares');

test('a 12×12 board on a phone (28.6 px squares) says the pinch once; a reload on the same device never again', () => {
  const d = device();
  expect(shownBoard(d, { squareCss: 28.6 })).toEqual([[SQUARE_TIP, HOLD_TIP_MS]]);
  expect(SQUARE_TIP).toBe('Small squares: pinch or tap the magnifier to zoom in');
  // The same visit, a new board: nothing.
  expect(shownBoard(d, { squareCss: 28.6 })).toEqual([]);
  // A reload: the settings read again from the device's store.
  const reloaded = { store: d.store, settings: loadSettings(d.store) };
  expect(reloaded.settings.zoomTold).toBe(true);
  expect(shownBoard(reloaded, { squareCss: 28.6 })).toEqual([]);
});

test('wide squares, a mouse, a watched or a finished game: no tip, and it waits for the first small board', () => {
  const d = device();
  expect(shownBoard(d, { rules: 'square:6', squareCss: 56 })).toEqual([]);
  expect(shownBoard(d, { rules: 'square:8', squareCss: 44 })).toEqual([]);
  expect(shownBoard(d, { squareCss: 28.6, pointer: 'mouse' })).toEqual([]);
  expect(shownBoard(d, { squareCss: 28.6, players: ['easy', 'medium'] })).toEqual([]);
  // The zoom works whatever places on small squares: the aim-first setting is told it too.
  const aimFirst = device();
  aimFirst.settings.placing = 'aim';
  expect(shownBoard(aimFirst, { squareCss: 28.6 })).toEqual([[SQUARE_TIP, HOLD_TIP_MS]]);
  const moves: number[] = [];
  const probe = makeMatch('square:3', ['human', 'human']);
  while (!probe.position.isOver()) {
    const m = probe.position.legalMoveList()[0]!;
    probe.play(m);
    moves.push(m);
  }
  expect(shownBoard(d, { rules: 'square:3', players: ['human', 'human'], squareCss: 28.6, moves })).toEqual(
    [],
  );
  expect(d.settings.zoomTold).toBe(false);
  // The first small board played with a finger says it.
  expect(shownBoard(d, { squareCss: 28.6 })).toEqual([[SQUARE_TIP, HOLD_TIP_MS]]);
});

test('a hexagonal board names its own places', () => {
  const d = device();
  expect(shownBoard(d, { rules: 'hex:8', squareCss: 30 })[0]![0]).toBe(
    'Small hexagons: pinch or tap the magnifier to zoom in',
  );
});
