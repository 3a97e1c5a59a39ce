// `solve (--layout L | RECORD) [--equal-moves] [--no-limit] [--jobs N] [--checkpoint FILE]
// [--moves a1,b2] [--no-symmetry] [--json]` or `solve --merge FILE…`: the game-theoretic value of
// a layout or a position (the final score difference with best play from both sides, from player
// 1's side) and every best move for the player to move. The root's moves are solved one class of
// mirror images at a time, over worker threads; docs/solving.md tells how to run a long solve.

import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import {
  parseRules,
  Position,
  replayRecord,
  resolveMove,
  moveName,
  withOptions,
} from '../../engine/index.ts';
import { orderedClasses, rootMoveClasses, solutionOf, type RootOutcome } from '../../ai/expert/root-moves.ts';
import { replayUnder } from '../../ai/rules-key.ts';
import {
  flag,
  intOption,
  option,
  UsageError,
  type CliCommand,
  type CliIO,
  type ParsedArgs,
} from '../command.ts';
import { solveClasses } from '../solve/parallel.ts';
import { SolveProgress } from '../solve/progress.ts';
import {
  checkCheckpointPath,
  checkSameGame,
  mergeOutcomes,
  solveFileOf,
  SolveFileError,
  unsolvedMoves,
  writeProblem,
  writeSolveFile,
} from '../solve/checkpoint.ts';
import { outcomesOf, readSolveFile } from '../solve/solve-file-read.ts';

/**
 * At most this many moves left without --no-limit: more can take minutes to hours. The slowest
 * empty layout (grid:2x10, 20 squares) takes about 30 s on one core.
 */
export const SOLVE_MAX_MOVES_LEFT = 20;

export const solveCommand: CliCommand = {
  name: 'solve',
  usage:
    'solve (--layout LAYOUT | RECORD) [--equal-moves] [--no-limit] [--jobs N] [--checkpoint FILE] [--moves a1,b2] [--no-symmetry] [--json]   or   solve --merge FILE…',
  summary: 'the value with best play of a layout or a position, and the best moves (docs/solving.md)',
  options: ['layout', 'jobs', 'checkpoint', 'moves'],
  flags: ['json', 'equal-moves', 'no-limit', 'no-symmetry', 'merge'],
  takesWords: true,
  async run(args, io) {
    if (flag(args, 'merge')) return merge(args, io);
    const position = positionOf(args);
    const jobs = jobsOf(args, io);
    const symmetry = !flag(args, 'no-symmetry');
    if (position.isOver()) return report(io, args, position, [], 0);
    let classes = rootMoveClasses(position, symmetry);
    const chosen = args.options.get('moves');
    if (typeof chosen === 'string') {
      const squares = chosenMoves(position, chosen);
      classes = classes.filter((c) => c.some((s) => squares.has(s)));
    }
    const path = args.options.get('checkpoint');
    const checkpoint = typeof path === 'string' ? path : null;
    let known: RootOutcome[] = [];
    if (checkpoint !== null && existsSync(checkpoint)) {
      const file = readSolveFile(checkpoint);
      checkSameGame(checkpoint, file, position);
      known = outcomesOf(checkpoint, file, position);
    }
    if (checkpoint !== null) checkCheckpointPath(checkpoint);
    const covered = new Set(known.flatMap((o) => o.squares));
    const toSolve = orderedClasses(
      position,
      classes.filter((c) => c.some((s) => !covered.has(s))),
    );
    const movesInAll = new Set([...covered, ...classes.flat()]).size;
    const progress = new SolveProgress(position, io.err, covered, movesInAll, toSolve.length);
    if (known.length > 0)
      io.err(
        `resuming from ${checkpoint}: ${covered.size} root moves solved, ${toSolve.length} classes to go`,
      );
    const outcomes = [...known];
    const started = performance.now();
    // A write that fails keeps the work here, says where it could not write, and is tried again.
    let unwritten: string | null = null;
    const save = () => {
      if (checkpoint === null) return;
      try {
        writeSolveFile(checkpoint, solveFileOf(position, outcomes));
        if (unwritten !== null) io.err(`the checkpoint ${checkpoint} is written again`);
        unwritten = null;
      } catch (e) {
        if (unwritten === null)
          io.err(
            `could not write the checkpoint ${checkpoint}: ${writeProblem(e)}; the solve goes on, its work kept in memory, and tries again after the next move`,
          );
        unwritten = writeProblem(e);
      }
    };
    await solveClasses({
      position,
      symmetry,
      classes: toSolve,
      known,
      jobs,
      onOutcome(outcome) {
        outcomes.push(outcome);
        save();
        progress.outcome(outcome);
      },
      onPulse: (nodes) => progress.pulse(nodes),
    });
    if (toSolve.length === 0 || unwritten !== null) save();
    const before = known.reduce((sum, o) => sum + o.nodes, 0);
    const code = report(io, args, position, outcomes, performance.now() - started, before);
    if (unwritten === null) return code;
    io.err(
      `the checkpoint ${checkpoint} could not be written (${unwritten}): the answer above is the only copy of this solve`,
    );
    return 1;
  },
};

/**
 * --jobs, at most the cores this machine has: a solve thread never waits, so more threads than
 * cores only share them and take memory (each has its own search).
 */
function jobsOf(args: ParsedArgs, io: CliIO): number {
  const cores = availableParallelism();
  const asked = intOption(args, 'jobs', cores, 1, 256);
  if (asked <= cores) return asked;
  io.err(
    `--jobs ${asked}: this machine has ${cores} core${cores === 1 ? '' : 's'}, so the solve runs ${cores} thread${cores === 1 ? '' : 's'} (more would only share them)`,
  );
  return cores;
}

function positionOf(args: ParsedArgs): Position {
  const equalMoves = flag(args, 'equal-moves');
  const record = args.positional.join(' ');
  const layoutId = args.options.get('layout');
  if (record === '' && layoutId === undefined)
    throw new UsageError('give --layout LAYOUT, or a game record like "square:6 c3 d4 …"');
  if (record !== '' && layoutId !== undefined) throw new UsageError('give a layout or a record, not both');
  const position =
    record !== ''
      ? replayRecord(record, { equalMoves })
      : new Position(withOptions(parseRules(option(args, 'layout')), { equalMoves }));
  const left = position.movesLeft();
  if (left > SOLVE_MAX_MOVES_LEFT && !flag(args, 'no-limit')) {
    const layout = position.layout;
    const what =
      record === '' ? `${layout.id} is a game of ${left} moves` : `this position has ${left} moves left`;
    const oneTooMany = record === '' && !equalMoves && layout.size === SOLVE_MAX_MOVES_LEFT + 1;
    const hint =
      record !== ''
        ? 'a record with more moves played'
        : `a layout of at most ${SOLVE_MAX_MOVES_LEFT} squares${oneTooMany ? ', or --equal-moves to end this one a move early' : ''}`;
    throw new UsageError(
      `${what}; solve takes at most ${SOLVE_MAX_MOVES_LEFT} (give ${hint}), or --no-limit to solve it however long it takes`,
    );
  }
  return position;
}

/** The squares `--moves a1,b2` names, each a legal move of the position. */
function chosenMoves(position: Position, text: string): Set<number> {
  const squares = new Set<number>();
  for (const name of text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '')) {
    const move = resolveMove(position, name);
    if ('error' in move) throw new UsageError(`--moves: ${name} is not a move here (${move.error})`);
    squares.add(move.square);
  }
  if (squares.size === 0) throw new UsageError('--moves takes moves separated by commas, like a1,b2');
  return squares;
}

async function merge(args: ParsedArgs, io: CliIO): Promise<number> {
  const paths = args.positional;
  if (paths.length === 0)
    throw new UsageError(
      '--merge takes the solve files to combine, like: solve --merge part1.json part2.json',
    );
  for (const name of ['layout', 'checkpoint', 'moves', 'jobs', 'equal-moves', 'no-limit', 'no-symmetry']) {
    if (args.options.has(name))
      throw new UsageError(
        `--merge takes only files (and --json): the files say what was solved, so --${name} has no place`,
      );
  }
  const files = paths.map((path) => ({ path, file: readSolveFile(path) }));
  const first = files[0]!;
  let position: Position;
  try {
    position = replayUnder(first.file.rules, first.file.position);
  } catch (e) {
    throw new SolveFileError(
      `${first.path}: "position" is not a game of its "rules": ${(e as Error).message}`,
    );
  }
  const outcomes = mergeOutcomes(
    position,
    files.map(({ path, file }) => {
      checkSameGame(path, file, position);
      return { path, outcomes: outcomesOf(path, file, position) };
    }),
  );
  if (outcomes.length === 0) throw new SolveFileError('the files hold no solved moves yet');
  return report(io, args, position, outcomes, 0);
}

/** `ms` and `before`: the time of this run, and the positions searched before it (from a checkpoint). */
function report(
  io: CliIO,
  args: ParsedArgs,
  position: Position,
  outcomes: RootOutcome[],
  ms: number,
  before = 0,
): number {
  const json = flag(args, 'json');
  if (position.isOver()) {
    const value = position.scoreDifference();
    if (json) io.out(JSON.stringify({ value, best: [] }));
    else io.out(`the game is over: final difference ${signed(value)} (${who(value)})`);
    return 0;
  }
  const solution = solutionOf(position, outcomes);
  const best = solution.best.map((s) => moveName(position, s));
  const missing = unsolvedMoves(position, outcomes).map((s) => moveName(position, s));
  if (json) {
    io.out(
      JSON.stringify(
        missing.length === 0
          ? { value: solution.value, best }
          : { value: solution.value, best, unsolved: missing },
      ),
    );
    return 0;
  }
  const where = position.ply === 0 ? position.rules.id : `${position.rules.id} after ${position.ply} moves`;
  const rules = '';
  if (missing.length > 0) {
    io.out(
      `${where}${rules}, only the moves solved: the best of them gives ${signed(solution.value)}, by ${best.join(' ')}`,
    );
    io.out(
      `not solved yet: ${missing.join(' ')} (solve them with --moves, then combine the files with --merge)`,
    );
  } else {
    io.out(`${where}${rules}: value ${signed(solution.value)} (${who(solution.value)} with best play)`);
    io.out(
      `best ${position.ply === 0 ? 'first ' : ''}moves for player ${position.turn()}: ${best.join(' ')}`,
    );
  }
  const resumed = before > 0 ? ` (${before} of them before this run)` : '';
  io.out(`${solution.nodes} positions searched${ms > 0 ? ` in ${Math.round(ms)} ms` : ''}${resumed}`);
  return 0;
}

function signed(value: number): string {
  return `${value > 0 ? '+' : ''}${value}`;
}

function who(value: number): string {
  return value > 0 ? 'player 1 wins' : value < 0 ? 'player 2 wins' : 'a draw';
}
