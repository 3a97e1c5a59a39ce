// The first capture game says how a capture is made, and the first stem cell game what the grey
// cell is, each once on the device (screens/game/variant-tip.ts): kept in the settings, so never
// again, a reload included; not without the variant, not in a watched game, not on a finished board.
import { expect, test } from 'vitest';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { captureTipOnce, stemTipOnce } from '../../../src/screens/game/variant-tip.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { makeMatch } from './ports.ts';

function devicePorts(key: 'captureTipTold' | 'stemTipTold' = 'captureTipTold') {
  const store = new Store(new MemoryStorage());
  const settings = () => loadSettings(store);
  return {
    store,
    ports: {
      told: () => settings()[key],
      tell: () => saveSettings(store, { ...settings(), [key]: true }),
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

test('the first stem cell game starts with what the grey cell is, once; capture and stem cells each have their own', () => {
  const capture = devicePorts('captureTipTold');
  const stem = {
    told: () => loadSettings(capture.store).stemTipTold,
    tell: () => saveSettings(capture.store, { ...loadSettings(capture.store), stemTipTold: true }),
  };
  const notices: string[] = [];
  const board = (rules: string) =>
    new BoardModel({
      match: makeMatch(rules, ['human', 'medium']),
      names: ['You', 'Medium'],
      viewer: 0,
      mode: 'solo',
      view: { turn: () => {}, notice: (w) => notices.push(w) },
      captureTip: capture.ports,
      stemTip: stem,
    });
  board('square:6').shown();
  expect(notices).toEqual([]);
  board('tri:4/capture/stem').shown();
  expect(notices).toEqual([
    "The grey stem cell is no one's. Fill every triangle around it and it splits: a piece to each neighbour, its middle to whoever has more.",
    'Surround a group to take it: fill its last free triangle.',
  ]);
  board('square:5/stem').shown();
  expect(notices).toHaveLength(2);
  expect(DEFAULT_SETTINGS.stemTipTold).toBe(false);
  // Not in a watched game, nor on a finished one.
  const fresh = devicePorts('stemTipTold');
  expect(stemTipOnce(fresh.ports, makeMatch('square:5/stem', ['easy', 'hard']))).toBeNull();
  expect(fresh.ports.told()).toBe(false);
});
