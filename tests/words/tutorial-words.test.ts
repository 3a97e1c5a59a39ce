// A tap the guided game does not take gets a friendly line saying where to tap, or why to wait.
import { expect, test } from 'vitest';
import { missedWords, readingMs } from '../../src/words/tutorial-words.ts';

const at = (col: number, row: number) => ({ x: col * 100, y: row * 100 });

test('tutorial words - a wrong tap is told where the glowing square is', () => {
  expect(missedWords('tap', false, at(0, 1), at(1, 1), 100)).toBe(
    'Not that one: the glowing square is to the right.',
  );
  expect(missedWords('tap', false, at(2, 2), at(1, 0), 100)).toBe(
    'Not that one: the glowing square is higher up and to the left.',
  );
  expect(missedWords('tap', false, at(1, 0), at(1, 2), 100)).toBe(
    'Not that one: the glowing square is lower down.',
  );
  // Under gravity only the column matters.
  expect(missedWords('tap', true, at(0, 0), at(2, 2), 100)).toBe(
    'Not that one: the glowing column is to the right.',
  );
  expect(missedWords('tap', false, null, null, 100)).toBe('Tap the glowing square.');
  // Named as the board's edges spell it, so it can be found by them too.
  expect(missedWords('tap', false, at(2, 0), at(0, 1), 100, 'Tap', 'a2')).toBe(
    'Not that one: the glowing square, a2, is lower down and to the left.',
  );
  expect(missedWords('tap', false, null, null, 100, 'Tap', 'a2')).toBe('Tap the glowing square, a2.');
});

test("tutorial words - a tap in the opponent's turn or before Next says what to do", () => {
  expect(missedWords('opponent', false, at(0, 0), null, 100)).toMatch(/opponent's turn/);
  expect(missedWords('opponent', false, at(0, 0), null, 100)).not.toMatch(/your turn/i);
  // The opponent's move is on the board, its words still being read: no "it is the opponent's turn".
  expect(missedWords('reading', false, at(0, 0), null, 100)).toBe(
    'The opponent has moved: your turn comes in a moment.',
  );
  expect(missedWords('next', false, at(0, 0), null, 100)).toBe('Press Next to go on.');
});

test('tutorial words - a line that goes by itself stays long enough to read, longer for more words', () => {
  expect(readingMs("The opponent's turn.")).toBe(2500);
  const long = "Now it is the opponent's turn. It places a cell of its colour.";
  expect(readingMs(long)).toBe(1000 + 50 * long.length);
  expect(readingMs(long)).toBeGreaterThan(readingMs("The opponent's turn."));
});
