// Whole games between two agents from an opening, each agent's thinking timed, and the tally of a
// pairing's results: what the opponents' and the capture benchmarks share.
import type { Agent } from '../../src/ai/index.ts';
import { parseRules, Position } from '../../src/engine/index.ts';

/** A pairing's results from the first-named player's side. */
export interface Tally {
  wins: number;
  draws: number;
  losses: number;
  margin: number;
  games: number;
}

export const emptyTally = (): Tally => ({ wins: 0, draws: 0, losses: 0, margin: 0, games: 0 });

/** Counts one game whose final margin, from the first-named player's side, is `diff`. */
export function addGame(t: Tally, diff: number): void {
  t.games++;
  t.margin += diff;
  if (diff > 0) t.wins++;
  else if (diff < 0) t.losses++;
  else t.draws++;
}

/** A tally as a table's cell: wins/draws/losses and the mean margin. */
export function tallyCell(t: Tally): string {
  const margin = t.margin / t.games;
  return `${t.wins}/${t.draws}/${t.losses} ${margin >= 0 ? '+' : '−'}${Math.abs(margin).toFixed(1)}`;
}

/** Plays games and times each agent's choices, by agent id: the whole games' moves and their count. */
export class TimedGames {
  private readonly thinking = new Map<string, { ms: number; moves: number; worst: number }>();

  /** Plays `rules` from `opening` to the end; its score difference from player 1's side. */
  play(rules: string, opening: readonly number[], first: Agent, second: Agent): number {
    const position = new Position(parseRules(rules));
    for (const m of opening) position.play(m);
    while (!position.isOver()) {
      const agent = position.turn() === 1 ? first : second;
      const started = performance.now();
      const square = agent.choose(position).square;
      const ms = performance.now() - started;
      const t = this.thinking.get(agent.id) ?? { ms: 0, moves: 0, worst: 0 };
      this.thinking.set(agent.id, { ms: t.ms + ms, moves: t.moves + 1, worst: Math.max(t.worst, ms) });
      position.play(square);
    }
    return position.scoreDifference();
  }

  /** One agent's whole time, moves timed and longest move, in ms (zeros before it has played). */
  of(id: string): { ms: number; moves: number; worst: number } {
    return this.thinking.get(id) ?? { ms: 0, moves: 0, worst: 0 };
  }

  /** Each agent's mean and longest time a move, in one line. */
  summary(): string {
    const times = [...this.thinking].map(
      ([id, t]) => `${id} ${(t.ms / t.moves).toFixed(2)} ms a move (longest ${t.worst.toFixed(0)} ms)`,
    );
    return `thinking: ${times.join('; ')}`;
  }
}
