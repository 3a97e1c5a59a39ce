// On a board with gravity a cell is seen falling down the glass: the turn passes when it lands, not
// when the move is made (a reviewer saw "Your turn" while Expert's cell still fell).
import { expect, test } from 'vitest';
import type { Player } from '../../../src/engine/index.ts';
import type { Match } from '../../../src/game/match.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { panelsAt, panelWords } from '../../../src/screens/game/panel-words.ts';
import { makeMatch } from './ports.ts';

function boardOn(match: Match) {
  const told: { turn: Player | null; playing: Player | null; falling: Player | null }[] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Ben'],
    viewer: 0,
    mode: 'solo',
    view: {
      turn: (turn, playing, falling) =>
        told.push({ turn, playing: playing ?? null, falling: falling ?? null }),
      notice: () => {},
    },
  });
  return { model, told };
}

/** The words on the person's panel (player 1, "Your turn" its turn word) for the facts told. */
function youSay(facts: { turn: Player | null; playing: Player | null; falling: Player | null }): string {
  const [you] = panelsAt({ ...facts, thinking: null });
  return panelWords({ ...you, paused: false, turnWord: 'Your turn', dots: 0 });
}

test('flask - while the opponent cell falls its panel stays lit and the person is not told it is their turn; it passes as it lands', () => {
  const match = makeMatch('flask:8x3', ['human', 'human']);
  const { model, told } = boardOn(match);
  const update = model.moveShows(2);
  expect(told.at(-1)).toEqual({ turn: null, playing: 2, falling: 2 });
  expect(model.snapshot().falling).toBe(2);
  const [you, them] = panelsAt({ ...told.at(-1)!, thinking: null });
  expect(them.lit).toBe(true);
  expect(you.lit).toBe(false);
  expect(youSay(told.at(-1)!)).toBe('');
  expect(model.cellLanded(update)).toBe(true);
  expect(told.at(-1)).toEqual({ turn: null, playing: 2, falling: null });
  expect(model.snapshot().falling).toBeNull();
  expect(youSay(told.at(-1)!)).toBe('Your turn');
});

test('square board - no cell falls: the person is told it is their turn from the moment the move shows', () => {
  const match = makeMatch('square:5', ['human', 'human']);
  const { model, told } = boardOn(match);
  model.moveShows(2);
  expect(told.at(-1)).toEqual({ turn: null, playing: 2, falling: null });
  expect(youSay(told.at(-1)!)).toBe('Your turn');
});

test('an undo while the cell falls: its landing changes nothing', () => {
  const match = makeMatch('flask:8x3', ['human', 'human']);
  const { model, told } = boardOn(match);
  const update = model.moveShows(2);
  model.scoresSet();
  const before = told.length;
  expect(model.cellLanded(update)).toBe(false);
  expect(told.length).toBe(before);
});
