// How to see a square's gain before playing it is told once: at the person's first move of a game,
// hold to a finger (lift plays, one tap still places) and rest the mouse to a mouse; kept on the
// device, so never again. Not on a board where another first word speaks (it waits), not while
// the computer moves first, not once the person has a cell, not in a watched game.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { GAIN_TIP_MS, type GainTipPorts } from '../../../src/screens/game/gain-tip.ts';
import type { HoldTipPorts } from '../../../src/screens/game/hold-tip.ts';
import { gainTipWords } from '../../../src/words/press-words.ts';
import { makeMatch, noticesWhenShown } from './ports.ts';

function device() {
  const store = new Store(new MemoryStorage());
  return { store, settings: structuredClone(DEFAULT_SETTINGS) as Settings };
}

function shown(
  d: ReturnType<typeof device>,
  o: { players?: [string, string]; pointer?: 'touch' | 'mouse'; moves?: number[]; holdSpeaks?: boolean } = {},
): [string, number][] {
  const match = makeMatch('square:5', o.players ?? ['human', 'easy'], o.moves ?? []);
  const gainTip: GainTipPorts = {
    told: () => d.settings.gainTipTold,
    tell: () => {
      d.settings.gainTipTold = true;
      saveSettings(d.store, d.settings);
    },
    pointer: () => o.pointer ?? 'touch',
  };
  const holdTip: HoldTipPorts = { magnifies: () => o.holdSpeaks ?? false, told: () => false, tell: () => {} };
  return noticesWhenShown(match, { gainTip, holdTip });
}

test('the first move of the first game says how to see a gain, once on the device (a reload included)', () => {
  const d = device();
  expect(shown(d)).toEqual([[gainTipWords('touch', 'square'), GAIN_TIP_MS]]);
  expect(shown(d)).toEqual([]);
  expect(loadSettings(d.store).gainTipTold).toBe(true);
});

test('a mouse is told to rest on a square; the words say one tap still places for a finger', () => {
  expect(shown(device(), { pointer: 'mouse' })).toEqual([[gainTipWords('mouse', 'square'), GAIN_TIP_MS]]);
  expect(gainTipWords('touch', 'square')).toMatch(/^Hold a square .* lift to play it/);
});

test('not while another first word speaks, not after the person’s first cell, not in a watched game: it waits', () => {
  const d = device();
  expect(shown(d, { holdSpeaks: true }).map(([w]) => w)).not.toContain(gainTipWords('touch', 'square'));
  expect(shown(d, { moves: [0, 1] })).toEqual([]);
  expect(shown(d, { players: ['easy', 'easy'] })).toEqual([]);
  expect(d.settings.gainTipTold).toBe(false);
  expect(shown(d)).toEqual([[gainTipWords('touch', 'square'), GAIN_TIP_MS]]);
});
