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
import { judgePuzzle, likelyAnswer, type MoveOutcome } from './prove.ts';
import type { Puzzle, PuzzleEntry } from './puzzle-set.ts';

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
 * which made the shipped set: the game's Medium slips (seed-agents.ts), and the
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

/**
 * More than being a puzzle (clear.ts): checked on the position before any solve, on its one best
 * move before the full solve, and on the proved puzzle after. A game searched with a demand goes
 * on past the positions that fail it, to its FEWEST_EMPTIES.
 */
export interface PuzzleDemand {
  position(position: Position): boolean;
  answer(position: Position, answer: number): boolean;
  after(puzzle: Pick<Puzzle, 'values' | 'answerSquare' | 'value'>): boolean;
}

export interface GenerateOptions {
  seed: number;
  /** How many puzzles per layout family: one count for all, or each family's own. */
  perFamily: number | Readonly<Record<string, number>>;
  /** What the puzzles need beyond being puzzles (clear.ts), if anything. */
  demand?: PuzzleDemand;
  /** Positions already in the set, left out. */
  known?: ReadonlySet<string>;
  /** Called after each game, for progress. */
  onGame?: (family: string, found: number, games: number) => void;
  /** Called with each puzzle found and the family's games so far: what `resume` takes back. */
  onFound?: (family: string, entry: PuzzleEntry, games: number) => void;
  /** A run stopped part way, carried on: each family's puzzles found and games played. */
  resume?: Record<string, { found: PuzzleEntry[]; games: number }>;
}

/** The family of a puzzle's rules: its layout id's kind (`hex:4/connections` is `hex`). */
export function familyOf(rulesId: string): string {
  return rulesId.slice(0, rulesId.indexOf(':'));
}

/**
 * Plays one seeded game to near its end and returns its first position, from a seeded point
 * between MOST_EMPTIES and FEWEST_EMPTIES moves from the end, that is a puzzle (and meets the
 * demand, if any); null if none is.
 */
export function puzzleFromGame(rulesId: string, seed: number, demand?: PuzzleDemand): PuzzleEntry | null {
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
    const near = position.movesLeft() <= start && (!demand || demand.position(position));
    const answer = near ? likelyAnswer(position) : null;
    if (answer !== null && (!demand || demand.answer(position, answer))) {
      const verdict = judgePuzzle(position);
      if (!('none' in verdict)) {
        const values = new Map(verdict.outcomes.map((o) => [o.square, o.value]));
        const puzzle = { values, answerSquare: verdict.answer, value: verdict.value };
        if (!demand || demand.after(puzzle))
          return entryOf(position, verdict.answer, verdict.value, verdict.outcomes);
      }
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
  // The families take turns game by game, so a long run stopped part way has found some of each
  // (onFound, resume); each family's puzzles depend on its own games alone.
  const { perFamily } = options;
  const byFamily = Object.entries(PUZZLE_RULES).map(([family, rules]) => {
    const resumed = options.resume?.[family];
    const want = typeof perFamily === 'number' ? perFamily : (perFamily[family] ?? 0);
    const found = [...(resumed?.found ?? [])].slice(0, want);
    const seen = new Set(found.map((p) => p.record));
    return { family, rules, want, found, seen, games: resumed?.games ?? 0 };
  });
  for (;;) {
    const short = byFamily.filter((f) => f.found.length < f.want);
    if (short.length === 0) break;
    for (const f of short) {
      if (f.games > f.want * (options.demand ? 1000 : 50))
        throw new Error(`${f.family}: only ${f.found.length} puzzles in ${f.games} games`);
      const entry = puzzleFromGame(
        f.rules[f.games % f.rules.length]!,
        (options.seed * 1_000_003 + f.games * 7919 + f.family.length * 104_729) >>> 0,
        options.demand,
      );
      f.games++;
      if (entry && !f.seen.has(entry.record) && !options.known?.has(entry.record)) {
        f.seen.add(entry.record);
        f.found.push(entry);
        options.onFound?.(f.family, entry, f.games);
      }
      options.onGame?.(f.family, f.found.length, f.games);
    }
  }
  const dealt: PuzzleEntry[] = [];
  const most = Math.max(...byFamily.map((f) => f.want));
  for (let i = 0; i < most; i++) for (const f of byFamily) if (i < f.want) dealt.push(f.found[i]!);
  return dealt;
}
