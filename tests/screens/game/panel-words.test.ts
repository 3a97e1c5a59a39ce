// The words under a player's name in the HUD, in Node: paused, thinking, the turn's words, or the
// mover's move still playing out.
import { expect, test } from 'vitest';
import {
  panelsAt,
  panelWords,
  WAITING_CELL_ALPHA,
  type TurnFacts,
} from '../../../src/screens/game/panel-words.ts';

test('HUD - the mover\'s panel says Paused while a watched game holds (no one "thinking"), else thinking… or the turn\'s words', () => {
  const at = { theirTurn: false, thinking: false, paused: false, turnWord: 'Your turn', dots: 2 };
  expect(panelWords({ ...at, thinking: true, paused: true })).toBe('Paused');
  expect(panelWords({ ...at, theirTurn: true, paused: true })).toBe('Paused');
  expect(panelWords({ ...at, paused: true })).toBe('');
  expect(panelWords({ ...at, thinking: true })).toBe('thinking..');
  expect(panelWords({ ...at, theirTurn: true })).toBe('Your turn');
  // The person is next as the computer's cell lands: a tap then is kept and played, so it is their turn.
  expect(panelWords({ ...at, next: true })).toBe('Your turn');
  expect(panelWords({ ...at, turnWord: 'to move', next: true })).toBe('next');
  // A computer against the person thinks from the person's move on: never "next" meanwhile.
  expect(panelWords({ ...at, turnWord: 'thinking', next: true })).toBe('thinking');
  expect(panelWords({ ...at, turnWord: 'thinking', theirTurn: true })).toBe('thinking');
  expect(panelWords(at)).toBe('');
});

test("HUD - the light goes with the turn's words at every beat: the move landing, the computer thinking, its move landing, the turn", () => {
  const said = (facts: TurnFacts) =>
    panelsAt(facts).map((beat, i) => ({
      lit: beat.lit,
      words: panelWords({ ...beat, paused: false, turnWord: i === 0 ? 'Your turn' : 'to move', dots: 0 }),
    }));
  // The person's cell lands and divides: the light goes with "next" to Medium at once, their panel silent.
  expect(said({ turn: null, playing: 1, thinking: null })).toEqual([
    { lit: false, words: '' },
    { lit: true, words: 'next' },
  ]);
  // Medium thinks: it alone is lit (its light breathes), the person's panel silent.
  expect(said({ turn: 2, playing: null, thinking: 2 })).toEqual([
    { lit: false, words: '' },
    { lit: true, words: 'thinking' },
  ]);
  // Medium's cell lands: the person is next, lit, and told it is their turn; Medium's panel silent.
  expect(said({ turn: null, playing: 2, thinking: null })).toEqual([
    { lit: true, words: 'Your turn' },
    { lit: false, words: '' },
  ]);
  // At every beat of a game in play the one lit panel is the one whose words name the turn.
  for (const facts of [
    { turn: null, playing: 1, thinking: null },
    { turn: 2, playing: null, thinking: 2 },
    { turn: null, playing: 2, thinking: null },
    { turn: 1, playing: null, thinking: null },
  ] as TurnFacts[]) {
    const beats = said(facts);
    expect(beats.filter((b) => b.lit)).toHaveLength(1);
    expect(beats.find((b) => b.lit)!.words).not.toBe('');
    expect(beats.find((b) => !b.lit)!.words).toBe('');
  }
  // The person's turn.
  expect(said({ turn: 1, playing: null, thinking: null })).toEqual([
    { lit: true, words: 'Your turn' },
    { lit: false, words: '' },
  ]);
  // The game over: nobody lit, nothing said, both cells at full strength.
  expect(panelsAt({ turn: null, playing: null, thinking: null }).map((b) => [b.lit, b.strong])).toEqual([
    [false, true],
    [false, true],
  ]);
});

test("a waiting player's cell keeps its colour: the lit panel says whose turn it is (a dark chip)", () => {
  expect(WAITING_CELL_ALPHA).toBeGreaterThanOrEqual(0.8);
  expect(WAITING_CELL_ALPHA).toBeLessThan(1);
});
