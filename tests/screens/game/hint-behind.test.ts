// Where every move loses with best play, the hint names the move that keeps the game closest and a
// way on, in two plain sentences: that the opponent can still slip where it can, else the review
// after the game. A reviewer against Expert read only "you lose by 23" and had nowhere to go.
import { expect, test } from 'vitest';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { parseRules, Position, readSquareName } from '../../../src/engine/index.ts';
import { hintForMover } from '../../../src/screens/game/hint-words.ts';
import { makeMatch } from './ports.ts';

/** square:5, 16 moves in, the person (player 1) to move: every move loses, d2 by least (23). */
const LOSING = 'a4 e4 e5 b4 b5 d4 c3 c2 c5 b2 b1 b3 c1 e2 a2 c4'.split(' ');

function squares(names: readonly string[]): number[] {
  const layout = new Position(parseRules('square:5')).layout;
  return names.map((n) => {
    const r = readSquareName(layout, n);
    if (!('square' in r)) throw new Error(n);
    return r.square;
  });
}

const hintAgainst = (opponent: string, people?: Parameters<typeof hintForMover>[2]) => {
  const match = makeMatch('square:5', ['human', opponent], squares(LOSING));
  const hint = coachHint(match.position);
  return { hint, ...hintForMover(hint, match, people) };
};

test('against Expert: the closest move, kindly, and the review after as the way on', () => {
  const { hint, banner, text } = hintAgainst('expert');
  expect(hint.margin).toBeLessThan(0);
  expect(banner).toBe('Try d2: it keeps the game closest.\nThe review after will show where it turned.');
  expect(banner).not.toMatch(/lose by/);
  expect(text).toMatch(/this one loses least\. After the game, the review shows where it turned\.$/);
});

test('against an opponent who can still slip: say so, and keep going', () => {
  expect(hintAgainst('easy').banner).toBe(
    'Try d2: it keeps the game closest.\nEasy can still slip, so keep going.',
  );
  expect(hintAgainst('hard').banner.split('\n')[1]).toBe('Hard can still slip, so keep going.');
  // Two people: the other by name.
  const duo = hintAgainst('human', { names: ['Ann', 'Ben'], first: 0 });
  expect(duo.banner.split('\n')[1]).toBe('Ben can still slip, so keep going.');
});

test('where the mover does not lose with best play, best play is said as before', () => {
  // One move earlier the other side is to move, and wins with best play.
  const match = makeMatch('square:5', ['human', 'expert'], squares(LOSING.slice(0, 15)));
  const hint = coachHint(match.position);
  expect(hint.margin).toBeGreaterThan(0);
  const { banner } = hintForMover(hint, match, undefined);
  expect(banner).toBe(hint.banner);
  expect(banner).not.toMatch(/closest|slip, so keep going|review after/);
  expect(banner.split('\n')).toHaveLength(2);
});

test('the losing hint for screen readers ends on one kind message, never "you lose by" too', () => {
  for (const opponent of ['expert', 'easy']) {
    const { text } = hintAgainst(opponent);
    expect(text).toMatch(/^Try d2: /);
    expect(text).not.toMatch(/lose by|play perfectly from here, you/);
    expect(text.match(/loses least/g)).toHaveLength(1);
  }
});
