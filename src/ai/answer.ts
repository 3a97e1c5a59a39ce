// The one way a request is answered: replay the record, ask the agent, time it. The worker runs
// this, and so do the client without a worker and every fallback on the main thread, so all give
// the same move for the same request.

import { moveName, replayRecord } from '../engine/index.ts';
import { createAgent } from './index.ts';
import type { AgentReply, AgentRequest } from './messages.ts';

/**
 * A player waits on the answer: a searching opponent stops after this long and plays the last
 * depth it finished. The Expert's node budget ends in about 30–110 ms on the plain boards, far
 * under it; on hex:5 with capture and jumps its searches ran to 9 s (docs/pacing.md).
 */
export const OPPONENT_TURN_MS = 1000;

/** The opponent that answers when the requested one cannot: the rules' hard opponent, a fraction of a millisecond. */
export const FALLBACK_AGENT = 'hard';

export function answerRequest(request: AgentRequest): Omit<AgentReply, 'fallback' | 'reason'> {
  const asked = performance.now();
  const position = replayRecord(request.record);
  if (position.isOver()) throw new Error('the game is over: there is no move to choose');
  // The turn counts from the request: reading the record and making the agent (slow on a busy
  // device) come out of it, though never below a tenth of it.
  const setUp = performance.now() - asked;
  const turnMs = Math.max(OPPONENT_TURN_MS / 10, OPPONENT_TURN_MS - setUp);
  const agent = createAgent(request.agent, { turnMs, salt: request.salt ?? 0 });
  const started = performance.now();
  const choice = agent.choose(position);
  const ms = performance.now() - started;
  const why = position.whyIllegal(choice.square);
  if (why !== null) throw new Error(`${agent.name} chose an illegal move: ${why}`);
  const reply: Omit<AgentReply, 'fallback' | 'reason'> = {
    square: choice.square,
    move: moveName(position, choice.square),
    ms,
  };
  if (choice.nodes !== undefined) reply.nodes = choice.nodes;
  if (choice.depth !== undefined) reply.depth = choice.depth;
  return reply;
}

/** The fallback opponent's answer to a request the requested opponent could not answer, and why. */
export function fallbackReply(request: AgentRequest, reason: string, agent = FALLBACK_AGENT): AgentReply {
  return { ...answerRequest({ ...request, agent }), fallback: true, reason };
}
