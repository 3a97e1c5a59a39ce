// Runs a solve's root move classes, in this thread or over worker threads (`--jobs N`). With
// threads the work is split at the second move: the first class is solved exactly by sharing its
// replies between the threads (its own first reply's line first, a few moves deep), then each
// other class, started when a thread is free so it sees the best value found so far, asks its
// first reply whether it holds the class below that value, and the others only if it does not.
// The answer is the same however the tasks fall; only the work differs.

import { replayRecord, writeRecord, type Position } from '../../engine/index.ts';
import {
  bestRest,
  orderedClasses,
  rootMoveClasses,
  solutionOf,
  solveClass,
  solvingSearch,
  type RootOutcome,
  type Solution,
} from '../../ai/expert/root-moves.ts';
import { hasSymmetry } from '../../ai/expert/symmetry.ts';
import { sharedTableBuffer } from '../../ai/expert/table.ts';
import { SolvePool, type ThreadAccount } from './pool.ts';
import { threadCpuSeconds } from './thread-time.ts';
import { newBest, type TaskAnswer } from './shared.ts';

export interface ClassRun {
  position: Position;
  symmetry: boolean;
  /** The classes still to solve, best guess first. */
  classes: number[][];
  /** Classes already solved (from a checkpoint): their best bounds the rest. */
  known: RootOutcome[];
  jobs: number;
  /** Told of each class as it is solved, in the order they finish. */
  onOutcome(outcome: RootOutcome): void;
  /** Told now and then of the positions searched so far in this run. */
  onPulse(nodes: number): void;
  /** Told at the end of each worker thread's account (not called when solving in this thread). */
  onThreads?(accounts: ThreadAccount[]): void;
}

/** Below this many moves left a whole solve takes well under a second: threads would cost more to start. */
const THREADS_FROM_MOVES_LEFT = 17;
/** The first class's line is split between the threads this many moves deep. */
const SPLIT_PLIES = 3;

export async function solveClasses(run: ClassRun): Promise<RootOutcome[]> {
  if (run.jobs <= 1 || run.classes.length === 0 || run.position.movesLeft() < THREADS_FROM_MOVES_LEFT)
    return solveHere(run);
  return solveInThreads(run);
}

function solveHere(run: ClassRun): RootOutcome[] {
  const { position } = run;
  const search = solvingSearch(position, run.symmetry);
  let finished = 0;
  search.onPulse = (n) => run.onPulse(finished + n);
  const outcomes = [...run.known];
  const solved: RootOutcome[] = [];
  for (const squares of run.classes) {
    const outcome = solveClass(search, position, squares, bestRest(outcomes));
    finished += outcome.nodes;
    outcomes.push(outcome);
    solved.push(outcome);
    run.onOutcome(outcome);
  }
  return solved;
}

async function solveInThreads(run: ClassRun): Promise<RootOutcome[]> {
  const root = run.position;
  const nodes = new SharedArrayBuffer(8 * run.jobs);
  const underWay = new Float64Array(nodes);
  const mirrored = run.symmetry && hasSymmetry(root);
  const tableBits = root.movesLeft() > 16 ? 24 : 22;
  const pool = new SolvePool(run.jobs, {
    equalMoves: root.equalMoves,
    mirrored,
    tableBits,
    table: sharedTableBuffer(tableBits),
    nodes,
  });
  const timer = setInterval(
    () => run.onPulse(pool.finishedNodes + underWay.reduce((a, b) => a + b, 0)),
    1000,
  );
  let best = bestRest(run.known);
  const solved: RootOutcome[] = [];
  const finish = (outcome: RootOutcome) => {
    solved.push(outcome);
    if (outcome.exact && outcome.rest > best) best = outcome.rest;
    run.onOutcome(outcome);
  };
  try {
    let classes = run.classes;
    if (best === -Infinity) {
      finish(await exactly(pool, run, classes[0]!));
      classes = classes.slice(1);
    }
    await eachWhenIdle(pool, classes, async (squares) => finish(await against(pool, run, squares, best)));
  } finally {
    clearInterval(timer);
    run.onThreads?.(pool.accounts);
    await pool.close();
  }
  return solved;
}

/**
 * Starts `work` on each item in turn, the next only when a thread is free and nothing is queued,
 * so each starts with the best value found before it; resolves when all are done.
 */
function eachWhenIdle<T>(pool: SolvePool, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let next = 0;
    let done = 0;
    if (items.length === 0) return resolve();
    pool.whenIdle = () => {
      if (next === items.length) return false;
      work(items[next++]!).then(() => {
        if (++done === items.length) resolve();
      }, reject);
      return true;
    };
    pool.dispatch();
  }).finally(() => {
    pool.whenIdle = null;
  });
}

/** The position after the class's first square: its record, the gain, and its replies in classes, best guess first. */
function childOf(
  run: ClassRun,
  squares: number[],
  withReplies = false,
): { record: string; gain: number; replies: number[][] } {
  const position = run.position;
  const gain = position.deltaScore(position.turn(), squares[0]!);
  position.playUnchecked(squares[0]!);
  const record = writeRecord(position);
  const replies = withReplies
    ? orderedClasses(position, rootMoveClasses(position, run.symmetry), 2_000, 2)
    : [];
  position.undo();
  return { record, gain, replies };
}

function nodesOf(answers: TaskAnswer[]): number {
  return answers.reduce((sum, a) => sum + a.nodes, 0);
}

/** The class's exact value: its position solved with the replies shared between the threads. */
async function exactly(pool: SolvePool, run: ClassRun, squares: number[]): Promise<RootOutcome> {
  const { record, gain } = childOf(run, squares);
  const child = await exactValue(pool, run, record, 1);
  return { squares, rest: gain - child.rest, exact: true, nodes: child.nodes };
}

/**
 * The exact value of the position of `record` for its mover. Its first reply (best guess) is
 * solved first, itself so split down to SPLIT_PLIES, so the others start with its value as their
 * bound: solving them all at once from no bound did several times the work of a bound test.
 */
async function exactValue(
  pool: SolvePool,
  run: ClassRun,
  record: string,
  ply: number,
): Promise<{ rest: number; nodes: number }> {
  const position = replayRecord(record, { equalMoves: run.position.equalMoves });
  const replies = orderedClasses(position, rootMoveClasses(position, run.symmetry), 2_000, 2);
  let first = -Infinity;
  let nodes = 0;
  let others = replies;
  if (ply < SPLIT_PLIES && position.movesLeft() >= THREADS_FROM_MOVES_LEFT) {
    const square = replies[0]![0]!;
    const gain = position.deltaScore(position.turn(), square);
    position.playUnchecked(square);
    const child = await exactValue(pool, run, writeRecord(position), ply + 1);
    position.undo();
    first = gain - child.rest;
    nodes = child.nodes;
    others = replies.slice(1);
  }
  const best = newBest(first);
  // Only the value is wanted here, not every best reply: a reply that ties is only bounded.
  const answers = await Promise.all(
    others.map((r) => pool.run({ kind: 'class', record, squares: r, best, tiesExact: false })),
  );
  let rest = first;
  for (const a of answers) if (a.kind === 'class' && a.exact && a.rest > rest) rest = a.rest;
  return { rest, nodes: nodes + nodesOf(answers) };
}

/**
 * The class against `best`: it reaches best when no reply is worth more than x = gain − best to
 * the opponent, and equals it when one is worth exactly x (asked one reply at a time, best guess
 * first: the first usually is). No reply reaching x means the class beats best, solved exactly.
 * The first reply is asked alone, as it refutes most classes: asking every reply at once spent a
 * thread on the second reply while the first refuted. Only when it does not are the others asked
 * at once (all of them are needed then, unless one refutes after all), while the other threads
 * ask the first replies of the other classes.
 */
async function against(
  pool: SolvePool,
  run: ClassRun,
  squares: number[],
  best: number,
): Promise<RootOutcome> {
  const { record, gain, replies } = childOf(run, squares, true);
  const x = gain - best;
  // Exact values are whole numbers: "more than x" is "at least x + 1".
  const flags = new SharedArrayBuffer(4);
  const ask = (r: number[]) =>
    pool.run({ kind: 'test', record, square: r[0]!, x: x + 1, flags, stopSiblings: true });
  const first = await ask(replies[0]!);
  const more =
    first.kind === 'test' && first.reached === true
      ? [first]
      : [first, ...(await Promise.all(replies.slice(1).map(ask)))];
  let nodes = nodesOf(more);
  let refutation = -Infinity;
  for (const a of more)
    if (a.kind === 'test' && a.reached === true && a.bound > refutation) refutation = a.bound;
  if (refutation > -Infinity) return { squares, rest: gain - refutation, exact: false, nodes };
  for (const r of replies) {
    const tie = await pool.run({
      kind: 'test',
      record,
      square: r[0]!,
      x,
      flags: new SharedArrayBuffer(4),
      stopSiblings: false,
    });
    nodes += tie.nodes;
    if (tie.kind === 'test' && tie.reached === true) return { squares, rest: best, exact: true, nodes };
  }
  const better = await exactly(pool, run, squares);
  return { ...better, nodes: better.nodes + nodes };
}

/** A whole solve, and the account of the threads that did it (this one alone for one job). */
export interface JobsSolution extends Solution {
  threads: ThreadAccount[];
}

/** A whole solve over `jobs` threads, for the bench and the book script. The position must not be over. */
export async function solveWithJobs(
  position: Position,
  jobs: number,
  symmetry = true,
): Promise<JobsSolution> {
  const started = performance.now();
  const cpu = threadCpuSeconds();
  const classes = orderedClasses(position, rootMoveClasses(position, symmetry));
  let threads: ThreadAccount[] | null = null;
  const outcomes = await solveClasses({
    position,
    symmetry,
    classes,
    known: [],
    jobs,
    onOutcome() {},
    onPulse() {},
    onThreads: (t) => (threads = t),
  });
  const used = threadCpuSeconds();
  const here = {
    tasks: 1,
    seconds: (performance.now() - started) / 1000,
    cpu: cpu === null || used === null ? null : used - cpu,
  };
  return { ...solutionOf(position, outcomes), threads: threads ?? [here] };
}
