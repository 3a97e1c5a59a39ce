// Best moves under capture (RULES.md section 11): every number whole, never clipped (a reviewer read
// ">+10" on every square as broken), and where every move ends with one side holding the whole board
// (the last mover's capture, docs/capture-last-mover.md), one short line says why every move is worth
// the same, instead of a bare "Every move wins by 114".
import { expect, test } from 'vitest';
import { parseRules as rulesOfId, replayRecord } from '../../src/engine/index.ts';
import { perfectOverlay } from '../../src/ai/coach/overlay.ts';
import { wholeBoardScore } from '../../src/game/whole-board.ts';
import { lastMoverWords, marginText, overlayWords } from '../../src/words/perfect-play-words.ts';

test('the whole board held by one side: each layout and option counted as the rules count it', () => {
  // 19 hexagons, each connected on all three axes: 6 each.
  expect(wholeBoardScore(rulesOfId('hex:3/capture'))).toBe(114);
  // docs/capture-last-mover.md's square:4 game ends 0 to 120: corners 6, the rest 8.
  expect(wholeBoardScore(rulesOfId('square:4/capture'))).toBe(120);
  // By connections: the pairs of neighbours (a 3 × 3 block is 20, section 9).
  expect(wholeBoardScore(rulesOfId('square:3/connections/capture'))).toBe(20);
  // A stem cell in the middle of square:3: eight pieces and its centre; the eight cells round it
  // lose the axes through the middle.
  const stem = wholeBoardScore(rulesOfId('square:3/capture/stem'));
  expect(stem).toBe(9 + 4 * 4 + 4 * 6);
});

test('the whole board from the engine: a finished capture game that ends 0 to 120 scores it', () => {
  const p = replayRecord('square:4/capture b1 d3 b4 c2 a2 c3 a1 d1 b3 b2 c1 c4 d2 d4 a3 a4');
  expect([p.score(1), p.score(2)]).toEqual([0, wholeBoardScore(p.rules)]);
});

test('two moves left where the last mover takes the board: every move loses by 120, and the line says why', () => {
  const p = replayRecord('square:4/capture b1 d3 b4 c2 a2 c3 a1 d1 b3 b2 c1 c4 d2 d4');
  const overlay = perfectOverlay(p);
  if (!overlay.available) throw new Error('Best moves is in reach with two moves left');
  expect(new Set(overlay.values.map((v) => v.margin))).toEqual(new Set([-120]));
  const words = overlayWords(overlay, false, 'square', wholeBoardScore(p.rules));
  expect(words).toBe(
    'Every move loses by 120: with capture, they move last and end up with the whole board.',
  );
  // Without the whole board in hand (no capture), the plain line stands.
  expect(overlayWords(overlay, false, 'square', null)).toBe('Every move loses by 120 with best play.');
});

test('the line for the side that moves last, and no such line for a margin short of the whole board', () => {
  expect(lastMoverWords(114)).toBe(
    'Every move wins by 114: with capture, you move last and end up with the whole board.',
  );
  const allAt = (margin: number) => ({
    available: true as const,
    best: [0, 1],
    values: [
      { square: 0, move: 'a1', margin },
      { square: 1, move: 'b1', margin },
    ],
  });
  expect(overlayWords(allAt(114), false, 'hexagon', 114)).toBe(lastMoverWords(114));
  expect(overlayWords(allAt(100), false, 'hexagon', 114)).toBe('Every move wins by 100 with best play.');
});

test('numbers are written whole on the squares and in the words: +252 beside +16, never ">+60"', () => {
  expect([252, 16, -240, 0].map(marginText)).toEqual(['+252', '+16', '−240', '0']);
  const mixed = {
    available: true as const,
    best: [8],
    values: [
      { square: 1, move: 'b1', margin: 16 },
      { square: 8, move: 'i9', margin: 252 },
      { square: 9, move: 'b9', margin: -240 },
    ],
  };
  const words = overlayWords(mixed, false, 'hexagon', 366);
  expect(words).toMatch(/Ringed best: i9 \(you win by 252\)\.$/);
  expect(words).not.toMatch(/[<>]/);
});
