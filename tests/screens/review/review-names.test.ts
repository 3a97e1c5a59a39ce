// Two people's game reviewed: the review model calls them by the names they entered (the score
// line, the move shown, the key moment, the move list), never "Player 1" or
// "You"; without names they are Player 1 and Player 2.
import { expect, test } from 'vitest';
import { randomGame } from '../../e2e/random-games.ts';
import { finishedGame, reviewed } from './reviewed-game.ts';

test('a two-people game reviewed by their names', async () => {
  const people = { names: ['Ana', 'Bartholomew'] as [string, string], first: 1 as const };
  // Bartholomew moves first (people.first is 1), then Ana; the second person's last move is costly.
  const page = await finishedGame(
    'custom:2x3:fc',
    ['human', 'human'],
    ['a1', 'c2', 'b1', 'a2', 'c1', 'b2'],
    people,
  );
  const model = await reviewed(page);
  model.step(-1);
  const shot = model.snapshot();
  expect(shot.ply).toBe(5);
  expect(shot.scoreLine).toMatch(/^Score now: Bartholomew \d+ – \d+ Ana/);
  // Move 5 is the first mover's.
  expect(shot.line.words).toMatch(
    /^(Next costliest, \d of \d: Bartholomew's move 5, |Key moment\. 5\. Bartholomew: |5\. Bartholomew: )c1/,
  );
  // The chart's key names them (its title says what it plots: best play from here).
  expect(shot.chart.title).toBe('Who was on track to win: tap a move');
  expect(shot.progress).not.toMatch(/your/);
  if (/key moment/.test(shot.progress))
    expect(shot.progress).toMatch(/key moment: (Ana|Bartholomew)'s move \d+/);
  const words = [
    shot.scoreLine,
    shot.line.words,
    shot.chart.title,
    shot.progress,
    ...model.rows(7).map((r) => r.words),
  ].join('\n');
  expect(words).not.toMatch(/Player [12]|\bYou\b|Opponent/);
  // Both are people: either may retry their moves.
  expect(shot.persons).toEqual([1, 2]);
});

test('two people without names: the key moment is named by player', async () => {
  const page = await finishedGame('square:4', ['human', 'human'], randomGame('square:4', 5));
  const model = await reviewed(page);
  expect(model.snapshot().progress).toMatch(
    /^16 moves reviewed · key moment: Player \d's move \d+, [a-d]\d$/,
  );
});
