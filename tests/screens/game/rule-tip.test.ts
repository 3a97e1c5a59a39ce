// The rule in one line for a player who skipped the guided game: at the start of a person's first
// game on a device the board says how to place and what scores, once; kept on the device, so a
// reload never says it again, and a player with a finished game on the device is not told.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { RULE_TIP_MS, type RuleTipPorts } from '../../../src/screens/game/rule-tip.ts';
import { makeMatch, noticesWhenShown } from './ports.ts';

function device(gamesKept = 0) {
  const store = new Store(new MemoryStorage());
  return { store, settings: structuredClone(DEFAULT_SETTINGS) as Settings, gamesKept };
}

function shownBoard(
  d: ReturnType<typeof device>,
  o: { rules?: string; players?: [string, string]; moves?: number[]; verb?: string } = {},
): [string, number][] {
  const match = makeMatch(o.rules ?? 'square:5', o.players ?? ['human', 'easy'], o.moves ?? []);
  const ruleTip: RuleTipPorts = {
    firstGame: () => d.gamesKept === 0,
    told: () => d.settings.ruleTold,
    tell: () => {
      d.settings.ruleTold = true;
      saveSettings(d.store, d.settings);
    },
    verb: () => o.verb ?? 'Tap',
    fallingTold: () => d.settings.fallingTold,
    tellFalling: () => {
      d.settings.fallingTold = true;
      saveSettings(d.store, d.settings);
    },
  };
  return noticesWhenShown(match, { ruleTip });
}

const RULE = 'Tap a square to place a cell. Your cells split when they touch your own: the most pieces wins.';

test('a first game says the rule once at its start; a reload on the same device never again', () => {
  const d = device();
  expect(shownBoard(d)).toEqual([[RULE, RULE_TIP_MS]]);
  expect(shownBoard(d)).toEqual([]);
  const reloaded = { ...d, settings: loadSettings(d.store) };
  expect(reloaded.settings.ruleTold).toBe(true);
  expect(shownBoard(reloaded)).toEqual([]);
});

test('a mouse clicks, a hexagon is named, and the opponent may have moved first', () => {
  expect(shownBoard(device(), { verb: 'Click' })[0]![0]).toMatch(/^Click a square to place a cell\./);
  expect(shownBoard(device(), { rules: 'hex:4' })[0]![0]).toMatch(/^Tap a hexagon to place a cell\./);
  expect(shownBoard(device(), { players: ['easy', 'human'], moves: [12] })).toHaveLength(1);
});

test('no tip for a player with a finished game, a watched game, or a game already under way', () => {
  expect(shownBoard(device(1))).toEqual([]);
  expect(shownBoard(device(), { players: ['easy', 'medium'] })).toEqual([]);
  const d = device();
  expect(shownBoard(d, { moves: [12, 6] })).toEqual([]);
  // A game resumed past its start leaves the tip for the next first move.
  expect(d.settings.ruleTold).toBe(false);
});

test('a first game on a beaker or flask says first how cells fall; a later first beaker game says that alone, once', () => {
  const first = device();
  expect(shownBoard(first, { rules: 'beaker:6x7' })).toEqual([
    [`In a beaker, cells fall to the lowest free square. ${RULE}`, RULE_TIP_MS],
  ]);
  expect(shownBoard(first, { rules: 'flask:8x3' })).toEqual([]);
  // A player with games on the device meets a flask for the first time: how cells fall, once.
  const played = device(3);
  expect(shownBoard(played, { rules: 'square:6' })).toEqual([]);
  expect(shownBoard(played, { rules: 'flask:8x3' })).toEqual([
    ['In a flask, cells fall to the lowest free square.', RULE_TIP_MS],
  ]);
  expect(loadSettings(played.store).fallingTold).toBe(true);
  expect(shownBoard({ ...played, settings: loadSettings(played.store) }, { rules: 'beaker:6x7' })).toEqual(
    [],
  );
});
