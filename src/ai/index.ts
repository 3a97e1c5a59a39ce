// The opponents' public surface: every agent kind registered, and the pieces the game uses.

import './seed-agents.ts';
import './expert/register.ts';

export {
  createAgent,
  agentKinds,
  registerAgentKind,
  AgentError,
  numberArgument,
  readDecimal,
} from './agent.ts';
export type { Agent, AgentKind, MoveChoice } from './agent.ts';
export { updateSkill, STARTING_SKILL } from './adaptive.ts';
export {
  easyValue,
  mediumValue,
  hardValue,
  adaptiveValue,
  adaptiveWeight,
  bestByValue,
  TIE,
} from './greedy.ts';
