// A finished game's board in Node: once its last move shows, no panel says that move still plays
// out (the ending has the board, and the results may pause the scene before that move settles).
import { expect, test } from 'vitest';
import type { Player } from '../../../src/engine/index.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { makeMatch, sq } from './ports.ts';

test('the last move of a finished game leaves no panel playing, as the ending begins', () => {
  const match = makeMatch('square:3', ['human', 'human']);
  const model = new BoardModel({
    match,
    names: ['Ann', 'Ben'],
    viewer: null,
    mode: 'duo',
    view: { turn: (_p: Player | null) => undefined, notice: () => undefined },
  });
  match.on((e) => {
    if (e.type === 'move') model.moveShows(e.player);
  });
  const moves = ['a1', 'c3', 'a3', 'c1', 'b2', 'a2', 'c2', 'b1'];
  for (const name of moves) match.play(sq(match, name));
  // Mid-game, the mover's move plays out until it settles.
  expect(model.snapshot()).toMatchObject({ turn: null, playing: 2 });
  match.play(sq(match, 'b3'));
  expect(match.position.isOver()).toBe(true);
  expect(model.snapshot()).toMatchObject({ turn: null, playing: null });
});
