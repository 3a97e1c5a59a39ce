// Registers the seed opponents (random, easy, medium, hard, adaptive) under their ids. Easy is the
// gentle first opponent of gentle.ts, Medium is section 5's Hard value with slips (slips.ts), so
// the three make a ladder (docs/opponents.md); Hard under capture is capture-care.ts's; adaptive
// still mixes RULES.md's easy and hard values.

import { randomIndex, seededRandom, type Position } from '../engine/index.ts';
import { noArgument, numberArgument, registerAgentKind, type Agent, type MoveChoice } from './agent.ts';
import { STARTING_SKILL } from './adaptive.ts';
import { adaptiveValue, adaptiveWeight, bestByValue, hardValue } from './greedy.ts';
import { gentleChoice } from './gentle.ts';
import { slippingChoice, type Slips } from './slips.ts';
import { carefulChooser } from './capture-care.ts';

/**
 * A predictable agent whose choice reads and writes a scratch array of the board's size: the array
 * is kept between moves and grown when a larger board comes.
 */
function scratchAgent(
  id: string,
  name: string,
  choose: (position: Position, scratch: Int16Array) => MoveChoice,
): Agent {
  let scratch = new Int16Array(0);
  return {
    id,
    name,
    // Seeded draws (Easy's and Medium's) are seeded by the position and the game's number: made
    // with the same number, the same position always gets the same move.
    predictable: true,
    choose(position: Position): MoveChoice {
      if (scratch.length < position.layout.size) scratch = new Int16Array(position.layout.size);
      return choose(position, scratch);
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

registerAgentKind({
  kind: 'easy',
  usage: 'easy',
  description:
    'a gentle first opponent: grows its own cells, about 3 moves in 10 a mistake (a seeded draw), fewer and some blocks while you lead by a lot, more while you do not',
  create(argument, options) {
    noArgument('easy', argument);
    const salt = options?.salt ?? 0;
    return scratchAgent('easy', 'Easy', (position, scratch) => gentleChoice(position, scratch, salt));
  },
});

/**
 * Medium plays hard's best move but slips on about 6 moves in 10 to a plainly weaker one (not the
 * very worst): it beats the neighbour script about 8 games in 10 over the bench's boards, a new
 * player moving first on the ladder's first Medium step wins about 3 in 10, and Hard beats it about
 * 9 in 10 (docs/opponents.md).
 */
export const MEDIUM_SLIPS: Slips = { rate: 0.6, band: [0.3, 0.9], salt: 0x5bd1e995 };

/** Medium in a game from before games had numbers (number 0), so its moves go on as they were played then. */
export const MEDIUM_SLIPS_BEFORE_NUMBERS: Slips = { ...MEDIUM_SLIPS, rate: 0.35 };

registerAgentKind({
  kind: 'medium',
  usage: 'medium',
  description: "hard's choice, but about 6 moves in 10 a weaker one (a seeded draw)",
  create(argument, options) {
    noArgument('medium', argument);
    const salt = options?.salt ?? 0;
    return scratchAgent('medium', 'Medium', (position, scratch) =>
      slippingChoice(position, scratch, salt === 0 ? MEDIUM_SLIPS_BEFORE_NUMBERS : MEDIUM_SLIPS, salt),
    );
  },
});
registerAgentKind({
  kind: 'hard',
  usage: 'hard',
  description:
    'weighs its gain, your gain, openness and centrality; under capture it keeps its groups out of reach and plays the last moves exactly',
  create(argument) {
    noArgument('hard', argument);
    const careful = carefulChooser();
    return scratchAgent('hard', 'Hard', (position, scratch) =>
      position.capture
        ? careful(position, scratch)
        : bestByValue(position, (m) => hardValue(position, m, mover(position)), scratch),
    );
  },
});

registerAgentKind({
  kind: 'adaptive',
  usage: 'adaptive[:skill]',
  description: 'between easy and hard by its skill (0 to 1), harder when you are ahead',
  create(argument) {
    const skill = numberArgument('adaptive', argument, STARTING_SKILL, 0, 1);
    return scratchAgent(`adaptive:${skill}`, `Adaptive (skill ${skill.toFixed(2)})`, (position, scratch) => {
      const p = mover(position);
      const weight = adaptiveWeight(skill, position, p);
      return bestByValue(position, (m) => adaptiveValue(position, m, p, weight), scratch);
    });
  },
});
