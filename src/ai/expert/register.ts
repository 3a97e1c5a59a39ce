// Registers the expert under `expert` (default budget) and `expert:N` (N positions per move).

import { numberArgument, registerAgentKind } from '../agent.ts';
import { createExpert, DEFAULT_BUDGET } from './agent.ts';

registerAgentKind({
  kind: 'expert',
  usage: 'expert[:nodes]',
  description: `searches ahead with alpha-beta to a node budget (default ${DEFAULT_BUDGET}) and plays endgames perfectly`,
  create(argument) {
    const budget = numberArgument('expert', argument, DEFAULT_BUDGET, 1, 1e9, true);
    return createExpert({ budget });
  },
});
