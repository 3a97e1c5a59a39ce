// A won game's key moment says the margin the best move kept as where the game was heading (the
// end's margin with best play), never as a lead that reads as the score on the board at that move.
import { expect, test } from 'vitest';
import { closestCallWords } from '../../src/words/key-moment-words.ts';

test('closest call: the margin kept said as a win on track, not a lead now', () => {
  expect(closestCallWords(2, 'd4', 10, false)).toBe(
    'Key moment: you found the best move. 3. d4 kept you on track to win by 10.',
  );
  expect(closestCallWords(11, 'c3', 1, true)).toBe(
    'Key moment: your closest call. 12. c3 was the best move and kept you on track to win by about 1.',
  );
  expect(closestCallWords(3, 'b2', -4, false)).toBe(
    'Key moment: your closest call. 4. b2 was the best move and kept you in it, on track to lose by 4.',
  );
  expect(closestCallWords(3, 'b2', 0, false)).toBe(
    'Key moment: your closest call. 4. b2 was the best move and kept you on track for a draw.',
  );
  for (const margin of [-4, 0, 1, 10])
    expect(closestCallWords(0, 'a1', margin, false)).not.toMatch(/ahead|behind/);
});
