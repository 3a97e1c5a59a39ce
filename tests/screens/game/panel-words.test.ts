// The words under a player's name in the HUD, in Node: paused, thinking, the turn's words, or the
// mover's move still playing out.
import { expect, test } from 'vitest';
import { panelWords } from '../../../src/screens/game/panel-words.ts';

test('HUD - the mover\'s panel says Paused while a watched game holds (no one "thinking"), else thinking… or the turn\'s words', () => {
  const at = { theirTurn: false, thinking: false, paused: false, turnWord: 'Your turn', dots: 2 };
  expect(panelWords({ ...at, thinking: true, paused: true })).toBe('Paused');
  expect(panelWords({ ...at, theirTurn: true, paused: true })).toBe('Paused');
  expect(panelWords({ ...at, paused: true })).toBe('');
  expect(panelWords({ ...at, thinking: true })).toBe('thinking..');
  expect(panelWords({ ...at, theirTurn: true })).toBe('Your turn');
  expect(panelWords({ ...at, playing: true })).toBe('playing');
  expect(panelWords(at)).toBe('');
});
