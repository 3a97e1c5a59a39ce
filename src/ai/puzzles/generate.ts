// Makes puzzles from real games: seeded games between the expert and the seed opponents on every
// layout family, each searched near its end for a position the solver proves a puzzle. The same
// seed gives the same puzzles, in the same order, on any machine (every opponent here is
// reproducible: the expert runs to a node budget far below its wall-clock safety net).

import {
  parseRules,
  Position,
  randomIndex,
  seededRandom,
  squareName,
  writeRecord,
} from '../../engine/index.ts';
import { createAgent, type Agent } from '../agent.ts';
import { bestByValue, mediumValue } from '../greedy.ts';
import '../expert/register.ts';
import { judgePuzzle, mayBePuzzle, type MoveOutcome } from './prove.ts';
import type { PuzzleEntry } from './puzzle-set.ts';

/** The rules games are played under, by layout family; a few score by connections. */
export const PUZZLE_RULES: Record<string, readonly string[]> = {
  square: ['square:5', 'square:6', 'square:7', 'square:6/connections'],
  petri: ['petri:6', 'petri:7', 'petri:8', 'petri:7/connections'],
  // Under gravity wide boards keep enough columns open near the end to choose from.
  beaker: ['beaker:4x8', 'beaker:5x8', 'beaker:5x10', 'beaker:4x10/connections'],
  flask: ['flask:8x2', 'flask:10x1', 'flask:10x2', 'flask:8x1/connections'],
  hex: ['hex:4', 'hex:5', 'hex:4/connections'],
};

/** The players of a game: the expert at small budgets and the seed opponents that play well. */
const PLAYERS = ['expert:400', 'expert:1500', 'expert:4000', 'hard', 'medium'];

/**
 * A player by its id; `medium` is RULES.md section 5's (half hard, half the most central square),
 * which made the shipped set: the game's Medium now slips now and then (seed-agents.ts), and the
 * same seed must make the same puzzles.
 */
function player(id: string): Agent {
  if (id !== 'medium') return createAgent(id);
  return {
    id: 'medium',
    name: 'Medium (RULES.md section 5)',
    choose: (position) => bestByValue(position, (m) => mediumValue(position, m, position.turn())),
  };
}

/** Puzzles come from positions this many moves from the end: within quick reach of the solver. */
export const FEWEST_EMPTIES = 10;
export const MOST_EMPTIES = 13;

export interface GenerateOptions {
  seed: number;
  /** How many puzzles per layout family. */
  perFamily: number;
  /** Called after each game, for progress. */
  onGame?: (family: string, found: number, games: number) => void;
}

/** The family of a puzzle's rules: its layout id's kind (`hex:4/connections` is `hex`). */
export function familyOf(rulesId: string): string {
  return rulesId.slice(0, rulesId.indexOf(':'));
}

/**
 * Plays one seeded game to near its end and returns its first position, from a seeded point
 * between MOST_EMPTIES and FEWEST_EMPTIES moves from the end, that is a puzzle; null if none is.
 */
export function puzzleFromGame(rulesId: string, seed: number): PuzzleEntry | null {
  const random = seededRandom(seed);
  const position = new Position(parseRules(rulesId));
  const players = [
    PLAYERS[randomIndex(random, PLAYERS.length)]!,
    PLAYERS[randomIndex(random, PLAYERS.length)]!,
  ].map(player);
  // A few random opening moves, so games between the same players differ.
  const opening = 1 + randomIndex(random, 4);
  const start = MOST_EMPTIES - randomIndex(random, MOST_EMPTIES - FEWEST_EMPTIES + 1);
  while (position.movesLeft() > FEWEST_EMPTIES) {
    if (position.movesLeft() <= start && mayBePuzzle(position)) {
      const verdict = judgePuzzle(position);
      if (!('none' in verdict)) return entryOf(position, verdict.answer, verdict.value, verdict.outcomes);
    }
    const moves = position.legalMoveList();
    const move =
      position.ply < opening
        ? moves[randomIndex(random, moves.length)]!
        : players[position.ply % 2]!.choose(position).square;
    position.play(move);
  }
  return null;
}

function entryOf(position: Position, answer: number, value: number, outcomes: MoveOutcome[]): PuzzleEntry {
  const name = (s: number) => squareName(position.layout, s);
  return {
    record: writeRecord(position),
    answer: name(answer),
    value,
    moves: outcomes.map((o) => `${name(o.square)}:${o.value}`).join(' '),
  };
}

/**
 * `perFamily` puzzles for each family, dealt in turn (square, petri, beaker, flask, hex, square, …)
 * so that consecutive days visit every family. Within a family the rules take turns too.
 */
export function generatePuzzles(options: GenerateOptions): PuzzleEntry[] {
  const byFamily = Object.entries(PUZZLE_RULES).map(([family, rules]) => {
    const found: PuzzleEntry[] = [];
    const seen = new Set<string>();
    let games = 0;
    while (found.length < options.perFamily) {
      if (games > options.perFamily * 50)
        throw new Error(`${family}: only ${found.length} puzzles in ${games} games`);
      const rulesId = rules[games % rules.length]!;
      const entry = puzzleFromGame(
        rulesId,
        (options.seed * 1_000_003 + games * 7919 + family.length * 104_729) >>> 0,
      );
      games++;
      if (entry && !seen.has(entry.record)) {
        seen.add(entry.record);
        found.push(entry);
      }
      options.onGame?.(family, found.length, games);
    }
    return found;
  });
  const dealt: PuzzleEntry[] = [];
  for (let i = 0; i < options.perFamily; i++) for (const family of byFamily) dealt.push(family[i]!);
  return dealt;
}
