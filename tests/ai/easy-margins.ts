// The person's margins against Easy over a run of numbered games, for the tests of Easy's tension.

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { parseRules, Position } from '../../src/engine/index.ts';

/** The person's margins as a share of both scores in 60 games on `rules`, game numbers from `from` + 1, sorted. */
export function shares(rules: string, person: (seed: number) => Agent, from: number): number[] {
  return Array.from({ length: 60 }, (_, i) => {
    const position = new Position(parseRules(rules));
    const [me, easy] = [person(i + 1), createAgent('easy', { salt: from + i + 1 })];
    while (!position.isOver()) position.play((position.turn() === 1 ? me : easy).choose(position).square);
    return position.scoreDifference() / (position.score(1) + position.score(2));
  }).sort((a, b) => a - b);
}

/** The middle value of sorted values. */
export const median = (v: readonly number[]) => v[v.length >> 1]!;
