import { expect, test } from 'vitest';
import { difficultyMark, opponentInfo } from '../../src/game/opponent-info.ts';

test.each(Array.from({ length: 10 }, (_, i) => i + 1))('adaptive at level %i: the mark says the level out of the same scale', (level) => {
  const info = opponentInfo('adaptive', (level - 1) / 9);
  expect(info.line).toMatch(new RegExp(`^Level ${level} of 10:`));
  const dots = [...difficultyMark(info.difficulty)].filter((c) => c === '●').length;
  // Out of 5 for out of 10: the dots are the level halved, rounded up.
  expect(dots / 5).toBeGreaterThanOrEqual(level / 10);
  expect(dots / 5 - level / 10).toBeLessThan(0.1 + 1e-9);
});
