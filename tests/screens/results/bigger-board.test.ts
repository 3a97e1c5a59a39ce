// After a draw against Perfect on a board best play draws, the results' first way on is the next
// board up ("Try 5×5"), the person in the seat that wins there with best play (review 25: mirrored
// to a draw on 4×4, "Try a bigger board" was a sentence with no button). Any other ending keeps its own.
import { describe, expect, test } from 'vitest';
import { resultsOf } from './results-of.ts';
import { biggerBoardAfter, nextBoardUp } from '../../../src/screens/results/bigger-board.ts';
import { solvedValue } from '../../../src/game/solved-boards.ts';
import { randomGameWhere } from '../../e2e/random-games.ts';
import { finishedGame } from '../review/reviewed-game.ts';

const model = resultsOf;

describe('the next board up after Perfect held a draw', () => {
  test('the next size of the family, none past the largest or off the menu', () => {
    expect(nextBoardUp('square:4')).toBe('square:5');
    expect(nextBoardUp('beaker:4x5')).toBe('beaker:6x7');
    expect(nextBoardUp('square:12')).toBeNull();
    expect(nextBoardUp('custom:2x3:fc')).toBeNull();
  });

  test('only a draw, one person against Perfect, on a board best play draws', () => {
    // 5×5 is won by the first mover with best play: the person takes that seat, as player 1 or 2 before.
    expect(solvedValue('square:5')!.value).toBeGreaterThan(0);
    expect(biggerBoardAfter('square:4', ['human', 'perfect'], 0)).toEqual({
      size: '5×5',
      setup: { rules: 'square:5', players: ['human', 'perfect'] },
    });
    expect(biggerBoardAfter('square:4', ['perfect', 'human'], 0)!.setup.players).toEqual([
      'human',
      'perfect',
    ]);
    // Beaker 5×4 is drawn too; on 6×7 Perfect is out of reach and plays as Expert (as the setup
    // says), and with no best play known there the seats stay as they were.
    expect(biggerBoardAfter('beaker:4x5', ['perfect', 'human'], 0)).toEqual({
      size: '7×6',
      setup: { rules: 'beaker:6x7', players: ['expert', 'human'] },
    });
    expect(biggerBoardAfter('square:4', ['human', 'perfect'], 1)).toBeNull();
    expect(biggerBoardAfter('square:4', ['human', 'perfect'], 2)).toBeNull();
    expect(biggerBoardAfter('square:4', ['human', 'hard'], 0)).toBeNull();
    expect(biggerBoardAfter('square:4', ['human', 'human'], 0)).toBeNull();
    expect(biggerBoardAfter('square:4', ['perfect', 'perfect'], 0)).toBeNull();
    // Flask 6 wide is won by the second mover with best play: a draw there is not Perfect's best.
    expect(solvedValue('flask:6x3')!.value).not.toBe(0);
    expect(biggerBoardAfter('flask:6x3', ['human', 'perfect'], 0)).toBeNull();
  });

  test('the results of a 4×4 draw against Perfect offer 5×5 first; a draw against Hard does not', async () => {
    const drawn = randomGameWhere('square:4', (p) => p.winner() === 0, 3);
    const page = await finishedGame('square:4', ['human', 'perfect'], drawn);
    const result = page.match!.result!;
    expect(result.winner).toBe(0);
    const m = model(result);
    const shot = m.snapshot();
    expect(shot.buttons.map((b) => [b.id, b.label, b.primary])).toEqual([
      ['bigger', 'Try 5×5', true],
      ['again', 'Play again', false],
      ['review', 'Review game', false],
      ['games', '✓ In Your games ›', false],
      ['more', 'More', false],
    ]);
    expect(m.press('bigger')).toEqual({
      kind: 'play',
      setup: { rules: 'square:5', players: ['human', 'perfect'] },
    });
    // Closed, the bar's first way on is the same.
    expect(shot.aside.map((b) => [b.id, b.label])).toEqual([
      ['results:bigger', 'Try 5×5'],
      ['results:review', 'Review'],
      ['results:back', 'Results'],
      ['results:menu', 'Menu'],
    ]);
    expect(m.press('results:bigger')).toEqual(m.press('bigger'));
    const hard = await finishedGame('square:4', ['human', 'hard'], drawn);
    const ids = model(hard.match!.result!)
      .snapshot()
      .buttons.map((b) => b.id);
    expect(ids[0]).toBe('again');
    expect(ids).not.toContain('bigger');
    expect(model(hard.match!.result!).press('bigger')).toEqual({ kind: 'none' });
    expect(model(hard.match!.result!).snapshot().aside[0]!.id).toBe('results:again');
  });
});
