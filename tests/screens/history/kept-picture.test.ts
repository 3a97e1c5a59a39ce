// A kept game's picture in Your games is its final board, from its record (screens/history/kept-picture.ts),
// not the board it started from, which for most games is empty.
import { expect, test } from 'vitest';
import { keptGamePicture } from '../../../src/screens/history/kept-picture.ts';
import { replayRecord } from '../../../src/engine/index.ts';
import { randomGame } from '../../e2e/random-games.ts';

test.each(['beaker:6x7', 'square:5', 'hex:3'])(
  "a finished game's picture is its final board - %s",
  (rules) => {
    const moves = randomGame(rules, 3);
    const picture = keptGamePicture({ rules, moves });
    const final = replayRecord([rules, ...moves].join(' '));
    expect(Array.from(picture.owner)).toEqual(Array.from(final.owner));
    expect(Array.from(picture.pattern)).toEqual(Array.from(final.pattern));
    // Every playable square holds a cell: the board at its end, not at its start.
    const held = Array.from(picture.owner).filter((o) => o !== 0).length;
    expect(held).toBe(moves.length);
    expect(picture.layout.id).toBe(final.layout.id);
  },
);

test('a record that no longer replays shows its layout empty, not a fault', () => {
  const picture = keptGamePicture({ rules: 'square:4', moves: ['a1', 'a1'] });
  expect(picture.layout.size).toBe(16);
  expect(Array.from(picture.owner).every((o) => o === 0)).toBe(true);
});
