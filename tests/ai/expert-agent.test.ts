// The expert as an agent: registered ids, reproducible choices, and seeded matches it must win.

import { describe, expect, test } from 'vitest';
import {
  parseLayout,
  parseRules,
  Position,
  randomIndex,
  replayRecord,
  seededRandom,
  rulesOf,
  squareName,
  type Rules,
} from '../../src/engine/index.ts';
import { answerRequest } from '../../src/ai/answer.ts';
import { AgentError, createAgent, type Agent } from '../../src/ai/index.ts';

function playMatch(first: Agent, second: Agent, id: string | Rules, equalMoves = false): Position {
  const position = new Position(typeof id === 'string' ? rulesOf(parseLayout(id), { equalMoves }) : id);
  while (!position.isOver()) {
    const agent = position.turn() === 1 ? first : second;
    const { square } = agent.choose(position);
    expect(position.isLegal(square)).toBe(true);
    position.playUnchecked(square);
  }
  return position;
}

describe('expert agent', () => {
  test('ids: expert and expert:N, with a clear error for a bad budget', () => {
    expect(createAgent('expert').id).toBe('expert');
    expect(createAgent('expert:5000').id).toBe('expert:5000');
    expect(() => createAgent('expert:lots')).toThrow(AgentError);
  });

  test('the same position and budget always get the same move', () => {
    const random = seededRandom(11);
    for (const id of ['square:6', 'beaker:6x7', 'petri:7']) {
      const position = new Position(parseLayout(id));
      for (let i = 0; i < 9; i++) {
        const moves = position.legalMoveList();
        position.playUnchecked(moves[randomIndex(random, moves.length)]!);
      }
      const shared = createAgent('expert:3000');
      const a = shared.choose(position);
      // A fresh agent, and the same agent after thinking about another position.
      const b = createAgent('expert:3000').choose(position);
      shared.choose(new Position(parseLayout(id)));
      const c = shared.choose(position);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
    }
  });

  test('never loses to random in seeded matches, from either seat', () => {
    for (const id of ['square:4', 'beaker:4x5', 'flask:6x1', 'square:5']) {
      for (let seed = 1; seed <= 3; seed++) {
        const expertFirst = playMatch(createAgent('expert:2000'), createAgent(`random:${seed}`), id);
        expect(expertFirst.scoreDifference()).toBeGreaterThan(0);
        const expertSecond = playMatch(
          createAgent(`random:${seed}`),
          createAgent('expert:2000'),
          id,
          seed === 2,
        );
        expect(expertSecond.scoreDifference()).toBeLessThan(0);
      }
    }
  });

  test('plays hexagons and scoring by connections: legal moves, and wins against random', () => {
    for (const id of [
      'hex:3',
      'hex:4',
      'hex:3/connections',
      'hex:4/equal/connections',
      'square:5/connections',
    ]) {
      for (let seed = 1; seed <= 2; seed++) {
        const rules = parseRules(id);
        const expertFirst = playMatch(createAgent('expert:2000'), createAgent(`random:${seed}`), rules);
        expect(expertFirst.scoreDifference()).toBeGreaterThan(0);
        const expertSecond = playMatch(createAgent(`random:${seed}`), createAgent('expert:2000'), rules);
        expect(expertSecond.scoreDifference()).toBeLessThan(0);
      }
    }
  });

  test('a request for a hex position by connections is answered under those rules', () => {
    const reply = answerRequest({ record: 'hex:5/connections e5 d4 f6', agent: 'expert:2000' });
    const position = replayRecord('hex:5/connections e5 d4 f6');
    expect(position.isLegal(reply.square)).toBe(true);
    expect(reply.move).toBe(squareName(position.layout, reply.square));
    expect(reply.square).toBe(createAgent('expert:2000').choose(position).square);
  });
});
