// Whole games on the match the board screen draws, for the layout families whose browser games were
// cut (tests/e2e/play.test.ts keeps one whole game by pointer): after every turn the match's scores
// are the engine's recount of the record, and every opponent reply is the engine's choice for it.
import { expect, test } from 'vitest';
import { createAgent } from '../../../src/ai/index.ts';
import { replayRecord } from '../../../src/engine/index.ts';
import { makeMatch, settle, squareName } from './ports.ts';

test.each([
  { layout: 'petri:5', players: ['medium', 'human'] as [string, string] },
  { layout: 'flask:6x3', players: ['human', 'adaptive'] as [string, string] },
  // By connections: the browser's hex game (tests/e2e/rules.test.ts) starts near its end.
  { layout: 'hex:5/connections', players: ['human', 'hard'] as [string, string] },
  { layout: 'square:4/connections', players: ['hard', 'human'] as [string, string] },
])(
  'whole game - $layout, $players: scores are the recount, replies the engine choice',
  async ({ layout, players }) => {
    const match = makeMatch(layout, players);
    const person = players.indexOf('human') + 1;
    let seed = 12345;
    let replies = 0;
    await settle(match);
    for (let turn = 0; turn < 200 && !match.position.isOver(); turn++) {
      expect(match.position.toMove()).toBe(person);
      const legal = match.position.legalMoveList();
      seed = (seed * 1103515245 + 12345) >>> 0;
      match.play(legal[seed % legal.length]!);
      await settle(match);
      const moves = match.position.moves().map((s) => squareName(match, s));
      const engine = replayRecord([layout, ...moves].join(' '));
      expect(match.scores()).toEqual([engine.score(1), engine.score(2)]);
      for (let ply = replies * 2 + (2 - person); ply < moves.length; ply += 2) {
        const at = replayRecord([layout, ...moves.slice(0, ply)].join(' '));
        expect(moves[ply], `reply at ply ${ply}`).toBe(
          squareName(match, createAgent(match.players[2 - person]!).choose(at).square),
        );
        replies++;
      }
    }
    expect(match.position.isOver()).toBe(true);
    expect(replies).toBeGreaterThan(3);
  },
);
