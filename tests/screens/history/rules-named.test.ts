// Every place that names a kept game's board names its rules too, through the Play card's one
// namer (size-words.ts rulesNames): a history row of a 12×12 game with stem cells read only
// "Square 12×12", so its stem cells went unsaid.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { gameBoard, rowLine, stepBoard } from '../../../src/screens/history/history-words.ts';
import { personGame, storeRig } from './history-rig.ts';

test('a board with its rules: each option named briefly, in the Play card order', () => {
  expect(gameBoard('square:5')).toBe('Square 5×5');
  expect(gameBoard('square:12/stem')).toBe('Square 12×12, stem cells');
  expect(gameBoard('hex:3/capture')).toBe('Hexagon 3 a side, capture');
  expect(gameBoard('tri:5/jumps')).toBe('Triangle 5 a side, jumps');
  expect(gameBoard('petri:5/connections/capture/stem:c3/jumps')).toBe(
    'Petri dish 5 across, by connections, capture, stem cells and jumps',
  );
  expect(stepBoard('hex:5/connections')).toBe('a hexagon 5 a side, by connections');
  expect(stepBoard('square:5/stem')).toBe('a 5×5 board, stem cells');
});

test("a history row names the game's stem cells and jumps", () => {
  const { store } = storeRig();
  const noon = new Date(2026, 2, 10, 12, 0).getTime();
  keepGame(store, personGame('square:5/stem', 'medium', 'loss', noon - 3_600_000));
  keepGame(store, personGame('tri:4/jumps', 'easy', 'win', noon - 60_000));
  const model = new HistoryModel({ store, now: () => noon, today: () => '2026-03-10', notify: () => {} });
  const rows = model.value().rows;
  expect(rows.map((r) => r.board)).toEqual(['Triangle 4 a side, jumps', 'Square 5×5, stem cells']);
  expect(rowLine(rows[1]!)).toBe('Square 5×5, stem cells · Today, 11:00');
});
