import { expect, test } from 'vitest';
import { difficultyMark, opponentInfo } from '../../src/game/opponent-info.ts';
import { STARTING_SKILL } from '../../src/ai/index.ts';
import { adaptiveLevel } from '../../src/game/skill.ts';

test.each(Array.from({ length: 10 }, (_, i) => i + 1))(
  'adaptive at level %i: the mark says the level out of the same scale',
  (level) => {
    const info = opponentInfo('adaptive', (level - 1) / 9);
    expect(info.line).toMatch(new RegExp(`^(Now level ${level} of 10|Starts at level ${level} of 10)`));
    const dots = [...difficultyMark(info.difficulty)].filter((c) => c === '●').length;
    // Out of 5 for out of 10: the dots are the level halved, rounded up.
    expect(dots / 5).toBeGreaterThanOrEqual(level / 10);
    expect(dots / 5 - level / 10).toBeLessThan(0.1 + 1e-9);
  },
);

test("adaptive's card says where it starts and that a win moves it up, from the real starting skill", () => {
  expect(opponentInfo('adaptive', STARTING_SKILL).line).toBe(
    `Starts at level ${adaptiveLevel(STARTING_SKILL)} of 10; your winning margins move it up.`,
  );
  expect(opponentInfo('adaptive', STARTING_SKILL).line).toBe(
    'Starts at level 6 of 10; your winning margins move it up.',
  );
  expect(opponentInfo('adaptive', 1).line).toBe(
    'Now level 10 of 10 (starts at 6); your winning margins move it up.',
  );
});
