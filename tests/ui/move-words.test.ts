// The screen readers' words, read on real matches: squares by name and state, moves as played,
// where the game stands; under gravity where a cell would fall, and by connections.
import { expect, test } from 'vitest';
import { readSquareName, replayRecord } from '../../src/engine/index.ts';
import type { MoveEvent } from '../../src/game/events.ts';
import { Match } from '../../src/game/match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { moveWords, signed, squareWords, standingWords } from '../../src/ui/move-words.ts';

function duo(rules: string) {
  const match = new Match({ rules, players: ['human', 'human'] }, { client: new AgentClient() });
  const moves: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') moves.push(e);
  });
  match.start();
  const play = (name: string) => {
    const read = readSquareName(match.position.layout, name);
    if (!('square' in read)) throw new Error(name);
    expect(match.play(read.square)).toBe(true);
    return moves.at(-1)!;
  };
  const sq = (name: string) => (readSquareName(match.position.layout, name) as { square: number }).square;
  return { match, play, sq };
}

const players = { names: ['Player 1', 'Player 2'] as [string, string], viewer: null };
const solo = { names: ['You', 'Hard'] as [string, string], viewer: 0 as const };

test('square:5 - names, a division and its gain, and the standing', () => {
  const { match, play, sq } = duo('square:5');
  expect(squareWords(match.position, sq('c3'), solo)).toBe('c3, empty');
  play('c3');
  play('a1');
  const e = play('c4');
  const p = match.position;
  expect(squareWords(p, sq('c3'), solo)).toBe('c3, yours, divided along 1 line: 2');
  expect(squareWords(p, sq('a1'), solo)).toBe("a1, Hard's, a lone cell: 1");
  expect(moveWords(p, e, solo)).toBe(`You placed c4, divided along 1 line, +${e.gains[0]}.`);
  expect(e.gains[0]).toBeGreaterThan(1);
  expect(standingWords(p, solo)).toBe(`You ${p.score(1)}, Hard ${p.score(2)}, 22 moves left.`);
  // The person first, whichever side they play; two people in the board's order.
  const second = { names: ['Hard', 'You'] as [string, string], viewer: 1 as const };
  expect(standingWords(p, second)).toBe(`You ${p.score(2)}, Hard ${p.score(1)}, 22 moves left.`);
  expect(standingWords(p, players)).toMatch(
    new RegExp(`^Player 1 ${p.score(1)}, Player 2 ${p.score(2)}, 22 moves left\\.$`),
  );
  expect(squareWords(p, sq('a1'), players)).toBe("a1, Player 2's, a lone cell: 1");
});

test('beaker:4x5 under gravity - an empty square says where a cell would fall', () => {
  const { match, play, sq } = duo('beaker:4x5');
  expect(squareWords(match.position, sq('b3'), players)).toBe('b3, empty, a cell here falls to b1');
  expect(squareWords(match.position, sq('b1'), players)).toBe('b1, empty');
  const e = play('b1');
  expect(moveWords(match.position, e, players)).toBe('Player 1 placed b1, a lone cell, +1.');
  expect(squareWords(match.position, sq('b3'), players)).toBe('b3, empty, a cell here falls to b2');
});

test('hex:3 by connections - connections, not divisions', () => {
  const { match, play } = duo('hex:3/connections');
  const layout = match.position.layout;
  const first = play('c3');
  expect(moveWords(match.position, first, players)).toBe('Player 1 placed c3, touches none of its own, +0.');
  const p = match.position;
  // A square next to c3 on the hexagonal grid, then the first player's own touch.
  const next = Array.from({ length: layout.size }, (_, s) => s).find(
    (s) => p.owner[s] === 0 && p.overlap(1, s) > 0,
  )!;
  match.play(
    Array.from({ length: layout.size }, (_, s) => s).find(
      (s) => p.owner[s] === 0 && s !== next && p.overlap(1, s) === 0,
    )!,
  );
  match.play(next);
  expect(squareWords(match.position, next, players)).toMatch(
    /, Player 1's, touches 1 of its own: 1 connection$/,
  );
  expect(standingWords(match.position, players)).toMatch(/connection/);
});

test('stem squares are filled from the start: the standing says no square stays empty on square:6/stem/jumps', () => {
  const { match } = duo('square:6/stem/jumps');
  expect(standingWords(match.position, players)).toBe('An empty board, 32 moves left.');
});

test('the game-over line gives the final score in numbers, by name', () => {
  const p = replayRecord('grid:2x2 a1 b1 a2 b2');
  expect([p.score(1), p.score(2)]).toEqual([4, 4]);
  expect(standingWords(p, solo)).toMatch(/^Game over: .+\. Final score: You 4, Hard 4\.$/);
  // The person second on the board is still said first.
  expect(standingWords(p, { names: ['Easy', 'You'], viewer: 1 })).toMatch(/Final score: You 4, Easy 4\.$/);
});

test('a change of score keeps its sign: a jump that costs its mover reads −4, never +-4', () => {
  expect(signed(4)).toBe('+4');
  expect(signed(-4)).toBe('−4');
  expect(signed(0)).toBe('+0');
});
