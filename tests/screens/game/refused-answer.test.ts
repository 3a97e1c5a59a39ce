// Every tap the board does not take gets the same small answer, on a phone and a tablet alike: the
// refused sound (view.refused) on each such tap, words that say why (once while they are in sight),
// and on a taken square its cell's shake (a stem cell's says what it is); a finished game's tap says it
// is over; a tap on the board's rim, on no square, says which to tap. A
// tap the board takes, a tap kept for the turn while the computer plays (press-premove.test.ts) and a
// watched game's tap make none.
import { expect, test } from 'vitest';
import { REFUSED_GAP_MS } from '../../../src/ui/refused-tap.ts';
import { finger, indexBoard, makeMatch, pressOn, recordingPressView, settle, sq } from './ports.ts';
import { GuidedMatch, ScriptedClient } from '../../../src/game/tutorial-match.ts';
import { PressModel } from '../../../src/screens/game/press.ts';
import { squareName as engineSquareName, STEM } from '../../../src/engine/index.ts';
import { GAME_OVER_TAP_WORDS, stemCellWords } from '../../../src/words/refused-tap-words.ts';

/** The press model on `rules`, its view counting the refused sounds. */
function board(rules: string, players: [string, string], names: readonly [string, string]) {
  const view = { ...recordingPressView(), sounds: 0, refused: () => void view.sounds++ };
  return pressOn(rules, players, { view, names });
}

const tap = (b: ReturnType<typeof board>, name: string) => {
  const s = sq(b.match, name);
  b.press.down(finger(s, b.clock.now()), false);
  b.press.up(finger(s, b.clock.now()));
};

test('a taken square on the person’s turn: a shake, the sound and the words, the sound again on every tap', async () => {
  const b = board('square:5', ['human', 'easy'], ['You', 'Easy']);
  tap(b, 'c3');
  expect(b.view.sounds).toBe(0);
  await settle(b.match);
  b.press.drawn();
  b.clock.advance(10);
  for (let i = 0; i < 3; i++) {
    tap(b, 'c3');
    b.clock.advance(100);
  }
  expect(b.view.sounds).toBe(3);
  expect(b.view.shaken).toHaveLength(3);
  expect(b.view.told).toEqual(['That square is taken']);
  expect(b.view.near).toEqual([{ square: sq(b.match, 'c3') }]);
});

test('a tap on the computer’s turn is no refusal: no sound, no words over the board; an empty square is kept for the turn, a taken one lets it go', () => {
  const b = board('square:5', ['human', 'expert'], ['You', 'Expert']);
  tap(b, 'c3');
  expect(b.match.isThinking).toBe(true);
  tap(b, 'a1');
  expect(b.press.snapshot().queued).toBe(sq(b.match, 'a1'));
  tap(b, 'c3');
  expect(b.press.snapshot().queued).toBe(-1);
  expect(b.view.sounds).toBe(0);
  expect(b.view.told).toEqual([]);
  expect(b.view.shaken).toEqual([]);
});

test('a tap the board takes, and a tap on a watched game, make no refused sound', async () => {
  const b = board('square:5', ['human', 'easy'], ['You', 'Easy']);
  tap(b, 'c3');
  await settle(b.match);
  b.press.drawn();
  b.clock.advance(10);
  tap(b, 'e5');
  expect(b.view.sounds).toBe(0);
  const watched = board('square:5', ['easy', 'medium'], ['Easy', 'Medium']);
  tap(watched, 'c3');
  expect(watched.view.sounds).toBe(0);
  expect(watched.view.told).toEqual([]);
});

test('a tap on the board’s rim, on no square: the sound and which to tap, on the person’s turn; off the board, or on the opponent’s turn, nothing', async () => {
  const b = board('petri:5', ['human', 'easy'], ['You', 'Easy']);
  const rim = (x: number) => {
    b.press.down(finger(x, b.clock.now()), false);
    b.press.up(finger(x, b.clock.now()));
  };
  rim(-2);
  expect(b.view.sounds).toBe(1);
  expect(b.view.told).toEqual(['Tap a free square to play there']);
  rim(-1);
  expect(b.view.sounds).toBe(1);
  tap(b, 'c3');
  expect(b.match.isThinking || b.match.busy).toBe(true);
  b.clock.advance(REFUSED_GAP_MS);
  rim(-2);
  expect(b.view.sounds).toBe(1);
  await settle(b.match);
  // Pressed on the rim, released on a square: neither the rim's word nor a move.
  b.press.drawn();
  b.clock.advance(REFUSED_GAP_MS);
  const before = b.match.position.moves().length;
  b.press.down(finger(-2, b.clock.now()), false);
  b.press.up(finger(b.match.position.legalMoveList()[0]!, b.clock.now()));
  expect(b.view.sounds).toBe(1);
  expect(b.match.position.moves()).toHaveLength(before);
});

test('the guided game: a tap on a taken square shakes it, a bubble by it says so, and its card hears where the tap was', () => {
  const rules = 'square:3';
  const base = makeMatch(rules, ['human', 'easy']);
  const [a1, b2] = [sq(base, 'a1'), sq(base, 'b2')];
  const match = new GuidedMatch(
    { rules, players: ['human', 'easy'] },
    { client: new ScriptedClient([]), minThinkMs: 0, moves: [a1, sq(base, 'c3')] },
  );
  match.start();
  match.expected = b2;
  const missed: number[] = [];
  match.onMissed = (s) => missed.push(s);
  const view = recordingPressView();
  let now = 0;
  const press = new PressModel({ match, board: indexBoard(match), view, clock: () => now });
  press.drawn();
  now += 10;
  press.down(finger(a1, now), false);
  press.up(finger(a1, now));
  expect(view.shaken).toEqual([a1]);
  expect(view.told).toEqual(['That square is taken']);
  expect(view.near).toEqual([{ square: a1 }]);
  expect(missed).toEqual([a1]);
  expect(match.position.moves()).toHaveLength(2);
});

test('a stem cell’s tap, by finger or mouse: a shake, the sound and what a stem cell is, that no one plays there', async () => {
  for (const touch of [true, false]) {
    const b = board('square:6/stem', ['human', 'easy'], ['You', 'Easy']);
    b.press.drawn();
    b.clock.advance(10);
    const c3 = sq(b.match, 'c3');
    expect(b.match.position.owner[c3]).toBe(STEM);
    b.press.down(finger(c3, b.clock.now(), touch), false);
    b.press.up(finger(c3, b.clock.now(), touch));
    expect(b.view.sounds).toBe(1);
    expect(b.view.shaken).toEqual([c3]);
    expect(b.view.told).toEqual([stemCellWords('square')]);
    expect(b.view.told[0]).toMatch(/^A stem cell: no one plays here\./);
    // Nothing was played, and the person's turn goes on.
    expect(b.match.position.moves()).toHaveLength(0);
    expect(b.match.canPlay()).toBe(true);
  }
  const hex = board('hex:3/stem', ['human', 'easy'], ['You', 'Easy']);
  hex.press.drawn();
  hex.clock.advance(10);
  const stem = hex.match.position.stems[0]!;
  tap(hex, engineSquareName(hex.match.position.layout, stem));
  expect(hex.view.told).toEqual([stemCellWords('hexagon')]);
});

test('a stem cell’s tap once players hold cells around it: what it gives each of them, by name', async () => {
  const b = board('square:5/stem', ['human', 'human'], ['You', 'Ann']);
  b.press.drawn();
  b.clock.advance(10);
  for (const name of ['b2', 'c2', 'd2']) {
    tap(b, name);
    await settle(b.match);
    b.clock.advance(1000);
  }
  tap(b, 'c3');
  // b2 and d2 are yours, c2 Ann's: two pieces for you and one for Ann so far.
  expect(b.view.told.at(-1)).toMatch(/^A stem cell: no one plays here\. Shared so far: you 2, Ann 1\. /);
  expect(b.match.position.moves()).toHaveLength(3);
});

test('a finished game’s tap, on a cell or an empty square: the sound and that it is over, with the way to a new one', async () => {
  const b = board('square:3', ['human', 'easy'], ['You', 'Easy']);
  // Played to the end, the person's moves on the first empty square.
  for (let guard = 0; !b.match.position.isOver() && guard < 20; guard++) {
    await settle(b.match);
    b.press.drawn();
    b.clock.advance(10);
    if (!b.match.position.isOver())
      tap(b, engineSquareName(b.match.position.layout, b.match.position.legalMoveList()[0]!));
  }
  await settle(b.match);
  expect(b.match.position.isOver()).toBe(true);
  const sounds = b.view.sounds;
  b.clock.advance(10);
  tap(b, 'b2');
  expect(b.view.sounds).toBe(sounds + 1);
  expect(b.view.told.at(-1)).toBe(GAME_OVER_TAP_WORDS);
  expect(b.view.shaken).toEqual([]);
});
