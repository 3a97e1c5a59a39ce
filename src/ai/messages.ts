// The typed messages between the game (main thread) and the opponents' Web Worker.

/** What the game asks: the agent's move for the position a record (which starts with the rules id) reaches. */
export interface AgentRequest {
  record: string;
  /** An agent id: `hard`, `expert`, `adaptive:0.62`, … */
  agent: string;
  /** The game's own number (AgentOptions.salt); absent or 0 for a game from before there was one. */
  salt?: number;
}

export interface AgentReply {
  square: number;
  /** The square's name, e.g. `c3`. */
  move: string;
  /** Thinking time in milliseconds. */
  ms: number;
  /** True when the worker failed or overran and the fallback opponent answered instead. */
  fallback: boolean;
  /** Why the fallback answered, for the console and the notice. */
  reason?: string;
  nodes?: number;
  depth?: number;
}

export type ToWorker = { type: 'choose'; id: number } & AgentRequest;

export type FromWorker =
  | ({ type: 'move'; id: number } & Omit<AgentReply, 'fallback' | 'reason'>)
  | { type: 'error'; id: number; message: string };

/** The builder asks the worker for the exact value of the position a record reaches (boards of up to 20 squares). */
export type SolveToWorker = { type: 'solve'; id: number; record: string };

export type SolveFromWorker =
  | { type: 'solved'; id: number; value: number; nodes: number; ms: number }
  | { type: 'error'; id: number; message: string };
