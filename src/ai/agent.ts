// The Agent interface and the registry of agent ids (`random:7`, `easy`, `adaptive:0.6`, …).
// The CLI, the tournament, the Web Worker and the game all make their opponents here.

import { quoteInput, type Position } from '../engine/index.ts';

/** An agent's decision: the square it plays, and what it cares to say about how it chose. */
export interface MoveChoice {
  square: number;
  /** Positions searched, for searching agents. */
  nodes?: number;
  /** Depth reached, for searching agents. */
  depth?: number;
  /** The agent's value of the move, on its own scale. */
  value?: number;
}

export interface Agent {
  /** The canonical id that makes this agent again, e.g. `adaptive:0.5`. */
  readonly id: string;
  /** A name a person reads, e.g. `Adaptive (skill 0.50)`. */
  readonly name: string;
  /**
   * The same position always gets the same move (the seed opponents of RULES.md section 5), so
   * its reply to any position can be known in advance (see expert/against-known.ts).
   */
  readonly predictable?: boolean;
  /**
   * Chooses a legal move for the player to move. The position must not be over; the agent may
   * play and undo on it while thinking but leaves it as it found it.
   */
  choose(position: Position): MoveChoice;
}

/** An agent id that names no agent; the message lists the known ones. */
export class AgentError extends Error {
  override name = 'AgentError';
}

export interface AgentKind {
  /** The name before the colon, e.g. `adaptive`. */
  readonly kind: string;
  /** How the id is written, for help text: `adaptive[:skill]`. */
  readonly usage: string;
  readonly description: string;
  /** Makes the agent from the text after the colon (undefined when there is none). */
  create(argument: string | undefined, options?: AgentOptions): Agent;
}

/** How an agent is asked to play beyond its id. */
export interface AgentOptions {
  /**
   * A player waits on this move: a searching agent stops after this many milliseconds of the wall
   * clock and plays its last finished depth's move (the game's opponents; a tournament leaves it
   * out so a position and a budget always give the same move).
   */
  turnMs?: number;
  /**
   * The game's own number, drawn when it started (0 for a game from before there was one): the
   * opponents that draw their slips (Easy, Medium) mix it into their draws, so two games differ
   * while one game, asked again with its number, replays move for move.
   */
  salt?: number;
}

const kinds = new Map<string, AgentKind>();

export function registerAgentKind(kind: AgentKind): void {
  kinds.set(kind.kind, kind);
}

export function agentKinds(): AgentKind[] {
  return [...kinds.values()];
}

/** Makes an agent from its id, or throws an AgentError that lists the ids it accepts. */
export function createAgent(id: string, options?: AgentOptions): Agent {
  const text = String(id).trim().toLowerCase();
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const argument = colon < 0 ? undefined : text.slice(colon + 1);
  const kind = kinds.get(name);
  if (!kind) {
    throw new AgentError(
      `unknown agent ${quoteInput(id)}; known agents: ${agentKinds()
        .map((k) => k.usage)
        .join(', ')}`,
    );
  }
  return kind.create(argument, options);
}

/**
 * The one way numbers are written in agent ids and console options: decimal digits, no leading
 * zero, and a decimal point only where a fraction is allowed. `0x10`, `0b11`, `1e3`, `007`, `+5`,
 * `.5` and ` 5` are NaN, though Number() would take them. A fraction may also be tiny as
 * JavaScript writes it (`3e-18`), since the game writes a skill into an id that way.
 */
export function readDecimal(text: string, fraction = false): number {
  const pattern = fraction ? /^(0|[1-9][0-9]*)(\.[0-9]+)?(e-[1-9][0-9]*)?$/ : /^(0|[1-9][0-9]*)$/;
  return pattern.test(text) ? Number(text) : NaN;
}

/** Reads a number argument of an agent id, or throws an AgentError saying what was expected. */
export function numberArgument(
  id: string,
  argument: string | undefined,
  fallback: number,
  min: number,
  max: number,
  integer = false,
): number {
  if (argument === undefined || argument === '') return fallback;
  const value = readDecimal(argument, !integer);
  if (!(value >= min && value <= max)) {
    throw new AgentError(
      `${quoteInput(`${id}:${argument}`)}: expected ${integer ? 'a whole number' : 'a number'} from ${min} to ${max} after the colon`,
    );
  }
  return value;
}

/** Refuses text after the colon for an agent that takes none. */
export function noArgument(kind: string, argument: string | undefined): void {
  if (argument !== undefined)
    throw new AgentError(
      `${quoteInput(`${kind}:${argument}`)}: ${kind} takes nothing after the colon; write '${kind}'`,
    );
}
