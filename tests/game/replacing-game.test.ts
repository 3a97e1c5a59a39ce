// The question before a new game replaces the game in progress: asked when that game has a move,
// with its count; not when there is no game, no move yet, or the game is over.
import { expect, test } from 'vitest';
import { linkQuestion, replaceQuestion } from '../../src/game/replacing-game.ts';
import { loadSavedMatch, SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

/** The game Resume would bring back, from a save of this record. */
function savedGame(record: string, over = false) {
  const storage = new MemoryStorage();
  storage.setItem(
    STORAGE_PREFIX + SAVED_MATCH_KEY,
    JSON.stringify({ rules: 'square:5', players: ['easy', 'medium'], record, over }),
  );
  return loadSavedMatch(new Store(storage));
}

test('a watched game 13 moves in is named with its moves before it is replaced', () => {
  const saved = savedGame('square:5 a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 c1 c2 c3');
  expect(saved?.moves).toHaveLength(13);
  expect(replaceQuestion(saved)).toEqual({
    question: 'Start a new game?',
    detail: 'The game in progress (13 moves) will be replaced.',
  });
});

test('one move is a move', () => {
  expect(replaceQuestion(savedGame('square:5 c3'))?.detail).toBe(
    'The game in progress (1 move) will be replaced.',
  );
});

test('nothing is asked with no game, no move yet, or a game that is over', () => {
  expect(replaceQuestion(null)).toBeNull();
  expect(replaceQuestion(savedGame('square:5'))).toBeNull();
  const all = Array.from({ length: 25 }, (_, i) => `${'abcde'[i % 5]}${Math.floor(i / 5) + 1}`).join(' ');
  expect(savedGame(`square:5 ${all}`, true)).toBeNull();
  expect(replaceQuestion(savedGame(`square:5 ${all}`, true))).toBeNull();
});

test('a shared link over a game in progress asks to open it or keep that game, the focus on keeping it; with nothing to lose it asks nothing', () => {
  expect(linkQuestion(savedGame('square:5 a1 e5 b1 e4 c1 e3 d1 e2'))).toEqual({
    question: 'Open the shared game?',
    detail: 'The game in progress (8 moves) will be replaced.',
    yes: 'Open it',
    no: 'Keep mine',
    focusNo: true,
  });
  expect(linkQuestion(null)).toBeNull();
  expect(linkQuestion(savedGame('square:5'))).toBeNull();
});
