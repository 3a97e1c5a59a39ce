// Registers the seed opponents (random, easy, medium, hard, adaptive) under their ids. Easy is the
// gentle first opponent of gentle.ts; medium and adaptive still mix in RULES.md's easy value.

import { randomIndex, seededRandom, type Position } from '../engine/index.ts';
import { noArgument, numberArgument, registerAgentKind, type Agent, type MoveChoice } from './agent.ts';
import { STARTING_SKILL } from './adaptive.ts';
import { adaptiveValue, adaptiveWeight, bestByValue, hardValue, mediumValue } from './greedy.ts';
import { gentleChoice } from './gentle.ts';

function greedyAgent(id: string, name: string, value: (position: Position, m: number) => number): Agent {
  let scratch = new Int16Array(0);
  return {
    id,
    name,
    predictable: true,
    choose(position: Position): MoveChoice {
      if (scratch.length < position.layout.size) scratch = new Int16Array(position.layout.size);
      return bestByValue(position, (m) => value(position, m), scratch);
    },
  };
}

const mover = (position: Position) => position.turn();

registerAgentKind({
  kind: 'random',
  usage: 'random[:seed]',
  description: 'plays a uniformly random legal move, from a seeded generator',
  create(argument) {
    const seed = numberArgument('random', argument, 1, 0, 2 ** 32 - 1, true);
    const random = seededRandom(seed);
    return {
      id: `random:${seed}`,
      name: 'Random',
      choose(position) {
        const moves = position.legalMoveList();
        return { square: moves[randomIndex(random, moves.length)] ?? -1 };
      },
    };
  },
});

/** A seed opponent that takes nothing after a colon: `hard:3` is a mistake, not `hard`. */
function registerGreedyKind(
  kind: string,
  name: string,
  description: string,
  value: (position: Position, m: number) => number,
): void {
  registerAgentKind({
    kind,
    usage: kind,
    description,
    create(argument) {
      noArgument(kind, argument);
      return greedyAgent(kind, name, value);
    },
  });
}

registerAgentKind({
  kind: 'easy',
  usage: 'easy',
  description:
    'a gentle first opponent: never its best move, a seeded draw from the rest, central ones likelier',
  create(argument) {
    noArgument('easy', argument);
    let scratch = new Int16Array(0);
    return {
      id: 'easy',
      name: 'Easy',
      // The draw is seeded by the position: the same position always gets the same move.
      predictable: true,
      choose(position) {
        if (scratch.length < position.layout.size) scratch = new Int16Array(position.layout.size);
        return gentleChoice(position, scratch);
      },
    };
  },
});
registerGreedyKind('medium', 'Medium', 'half easy, half hard', (p, m) => mediumValue(p, m, mover(p)));
registerGreedyKind('hard', 'Hard', 'weighs its gain, your gain, openness and centrality', (p, m) =>
  hardValue(p, m, mover(p)),
);

registerAgentKind({
  kind: 'adaptive',
  usage: 'adaptive[:skill]',
  description: 'between easy and hard by its skill (0 to 1), harder when you are ahead',
  create(argument) {
    const skill = numberArgument('adaptive', argument, STARTING_SKILL, 0, 1);
    let scratch = new Int16Array(0);
    return {
      id: `adaptive:${skill}`,
      name: `Adaptive (skill ${skill.toFixed(2)})`,
      predictable: true,
      choose(position) {
        if (scratch.length < position.layout.size) scratch = new Int16Array(position.layout.size);
        const p = mover(position);
        const weight = adaptiveWeight(skill, position, p);
        return bestByValue(position, (m) => adaptiveValue(position, m, p, weight), scratch);
      },
    };
  },
});
