// The first capture game says how a capture is made, once on the device (screens/game/capture-tip.ts):
// kept in the settings, so never again, a reload included; not without capture, not in a watched
// game, not on a finished board.
import { expect, test } from 'vitest';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { captureTipOnce } from '../../../src/screens/game/capture-tip.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { makeMatch } from './ports.ts';

function devicePorts() {
  const store = new Store(new MemoryStorage());
  const settings = () => loadSettings(store);
  return {
    store,
    ports: {
      told: () => settings().captureTipTold,
      tell: () => saveSettings(store, { ...settings(), captureTipTold: true }),
    },
  };
}

test('the first capture game starts with the tip; the next one, after a reload, does not', () => {
  const { ports } = devicePorts();
  const notices: string[] = [];
  const board = () =>
    new BoardModel({
      match: makeMatch('square:6/capture', ['human', 'hard']),
      names: ['You', 'Hard'],
      viewer: 0,
      mode: 'solo',
      view: { turn: () => {}, notice: (w) => notices.push(w) },
      captureTip: ports,
    });
  board().shown();
  expect(notices).toEqual(['Surround a group to take it: fill its last free square.']);
  board().shown();
  expect(notices).toHaveLength(1);
});

test('no tip without capture, in a watched game, or on a finished board; a hexagon board names its hexagon', () => {
  expect(DEFAULT_SETTINGS.captureTipTold).toBe(false);
  const { ports } = devicePorts();
  expect(captureTipOnce(ports, makeMatch('square:6', ['human', 'hard']))).toBeNull();
  expect(captureTipOnce(ports, makeMatch('square:6/capture', ['easy', 'hard']))).toBeNull();
  expect(
    captureTipOnce(ports, makeMatch('square:3/capture', ['human', 'human'], [0, 1, 2, 3, 4, 5, 6, 7, 8])),
  ).toBeNull();
  expect(ports.told()).toBe(false);
  expect(captureTipOnce(ports, makeMatch('hex:3/capture', ['human', 'medium']))).toBe(
    'Surround a group to take it: fill its last free hexagon.',
  );
  expect(ports.told()).toBe(true);
});
