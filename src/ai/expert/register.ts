// Registers the expert under `expert` (default budget) and `expert:N` (N positions per move), and
// `perfect` (the opening book, then exact play, where it reaches).

import { noArgument, numberArgument, registerAgentKind } from '../agent.ts';
import { createExpert, DEFAULT_BUDGET } from './agent.ts';
import { createPerfect, PERFECT_REACH } from './perfect.ts';

registerAgentKind({
  kind: 'expert',
  usage: 'expert[:nodes]',
  description: `searches ahead with alpha-beta to a node budget (default ${DEFAULT_BUDGET}) and plays endgames perfectly`,
  create(argument, options) {
    const budget = numberArgument('expert', argument, DEFAULT_BUDGET, 1, 1e9, true);
    // The opponent (`expert`) asks the solver near the end of small boards; `expert:N` (the
    // puzzles' players, tournaments at other budgets) searches alone, as it always has.
    return createExpert({
      budget,
      exactReach: argument === undefined,
      ...(options?.turnMs === undefined ? {} : { turnMs: options.turnMs }),
    });
  },
});

registerAgentKind({
  kind: 'perfect',
  usage: 'perfect',
  description: `plays best moves from the opening book, then by exact search from ${PERFECT_REACH} moves left; elsewhere it is the expert`,
  create(argument, options) {
    noArgument('perfect', argument);
    return createPerfect(options?.turnMs);
  },
});
