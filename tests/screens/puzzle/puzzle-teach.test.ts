// What a puzzle teaches, on its model in Node: a wrong try shows the other side's best reply (from
// the solver's data) on the board and in words, the honest reason where that reply alone is not
// it; a find the hint handed over (it named the answer alone) is said kindly, not cheered, and kept
// as shown; a solve with the three-square hint still counts as the player's.
import { describe, expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import { exchange, laterReply, moveAndReply, replyExplains } from '../../../src/ai/puzzles/puzzle-reply.ts';
import { puzzleNumber, type Puzzle } from '../../../src/ai/puzzles/puzzle-set.ts';
import { squareName } from '../../../src/engine/index.ts';
import { loadPuzzleHistory, puzzleTally } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { easierPuzzles } from '../../../src/screens/menu/easier-puzzle.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { replyLine } from '../../../src/words/puzzle-reply-words.ts';

const TODAY = '2026-11-29';

function open(store: Store, asked: number): PuzzleModel {
  return PuzzleModel.open({ asked, client: new AgentClient(), store, today: () => TODAY, canShare: false });
}

/** A plain puzzle that is not today's daily (as many tries as the player likes). */
const practice = easierPuzzles().find((n) => n !== dailyNumber(TODAY))!;

/** The wrong moves of `puzzle`, nearest the answer first. */
function wrongMoves(puzzle: Puzzle): number[] {
  return [...puzzle.values.keys()]
    .filter((s) => s !== puzzle.answerSquare)
    .sort((a, b) => puzzle.values.get(b)! - puzzle.values.get(a)! || a - b);
}

function tryWrong(model: PuzzleModel, square: number): void {
  expect(model.match.play(square)).toBe(true);
  model.landed();
  expect(model.snapshot().state).toBe('wrong');
}

/** Wrong tries until the hint names the answer alone: the hint's other squares, tried one by one. */
function untilNamedAlone(model: PuzzleModel): void {
  const puzzle = model.puzzle;
  const wrongs = wrongMoves(puzzle);
  tryWrong(model, wrongs[0]!);
  model.tryAgain();
  tryWrong(model, wrongs[1]!);
  const named = /A hint: it is one of (\w+), (\w+) and (\w+)\./.exec(model.snapshot().verdict.text)!;
  expect(named).not.toBeNull();
  for (const n of named.slice(1).filter((n) => n !== puzzle.answer)) {
    model.tryAgain();
    tryWrong(
      model,
      wrongs.find((s) => squareName(puzzle.position.layout, s) === n)!,
    );
  }
  expect(model.snapshot().verdict.text.split('\n').at(-1)).toBe(`A hint: it is ${puzzle.answer}.`);
  model.tryAgain();
}

describe('a wrong try shows the reply that punishes it', () => {
  test('the board shows the best reply, its points, and the words name it; Try again takes it away', () => {
    const model = open(new Store(new MemoryStorage()), practice);
    const puzzle = model.puzzle;
    // A wrong move whose best reply is not the answer's own square (that one is asked for, below).
    const wrong = wrongMoves(puzzle).find(
      (s) => moveAndReply(puzzle, s).reply?.square !== puzzle.answerSquare,
    )!;
    expect(wrong).toBeDefined();
    tryWrong(model, wrong);
    const { reply, verdict } = model.snapshot();
    const m = moveAndReply(puzzle, wrong);
    expect(reply).toEqual({ square: m.reply!.square, gain: m.reply!.gain });
    // The reply is a move of the other side's after the wrong one, and scores what the board says.
    const after = model.match.position;
    expect(after.legalMoveList()).toContain(reply!.square);
    expect(squareGains(after, reply!.square).gain).toBe(reply!.gain);
    const line = verdict.text.split('\n')[1]!;
    const explains = replyExplains(puzzle, wrong);
    expect(line).toBe(
      replyLine({
        move: squareName(after.layout, wrong),
        reply: { name: squareName(after.layout, reply!.square), gain: reply!.gain },
        explains,
        later: explains ? null : laterReply(puzzle, wrong),
      }),
    );
    expect(line).toContain(`they answer ${squareName(after.layout, reply!.square)}`);
    model.tryAgain();
    expect(model.snapshot().reply).toBeNull();
  });

  test("a reply on the answer's own square is neither named nor asked for: the player keeps looking", () => {
    // The first easier puzzle with a wrong move whose best reply is the answer's square.
    const found = easierPuzzles()
      .filter((n) => n !== dailyNumber(TODAY))
      .map((n) => open(new Store(new MemoryStorage()), n))
      .map((model) => ({
        model,
        wrong: wrongMoves(model.puzzle).find(
          (s) => moveAndReply(model.puzzle, s).reply?.square === model.puzzle.answerSquare,
        ),
      }))
      .find((f) => f.wrong !== undefined)!;
    expect(found).toBeDefined();
    const { model, wrong } = found;
    tryWrong(model, wrong!);
    const { reply, verdict } = model.snapshot();
    expect(reply).toBeNull();
    const m = moveAndReply(model.puzzle, wrong!);
    const explains = replyExplains(model.puzzle, wrong!);
    const said = replyLine({
      move: m.name,
      reply: m.reply!,
      explains,
      onAnswer: true,
      later: explains ? null : laterReply(model.puzzle, wrong!),
    });
    // The reply's line follows the verdict; where it has nothing to say, no line at all.
    const rest = verdict.text.split('\n').slice(1);
    if (said) expect(rest[0]).toBe(said);
    else expect(rest.filter((l) => l.startsWith('After '))).toEqual([]);
    expect(verdict.text).not.toContain(model.puzzle.answer);
    expect(verdict.text).not.toContain('?');
  });

  test('no line while the puzzle goes on asks where they would play, or names the answer, over many puzzles', () => {
    let onAnswer = 0;
    for (const n of easierPuzzles().concat([1, 2, 3, 8, 100, 300])) {
      const puzzle = puzzleNumber(n)!;
      for (const s of wrongMoves(puzzle)) {
        const m = moveAndReply(puzzle, s);
        if (m.reply?.square !== puzzle.answerSquare) continue;
        onAnswer++;
        const explains = replyExplains(puzzle, s);
        const line = replyLine({ move: m.name, reply: m.reply, explains, onAnswer: true });
        expect(line).not.toContain('?');
        expect(line.split(/[^a-z0-9]+/)).not.toContain(m.reply.name);
        // What is said is the reply's points, and the player's own square where its cost comes later.
        if (m.reply.gain > 0)
          expect(line).toMatch(
            new RegExp(`^After ${m.name} their best answer scores \\+${m.reply.gain}[.:]`),
          );
        if (!explains) expect(line).toMatch(new RegExp(`${m.name} keeps up with the best move for now`));
        // Once the puzzle is over the reply is named.
        const over = replyLine({ move: m.name, reply: m.reply, explains, onAnswer: true, over: true });
        expect(over).toContain(`they answer ${m.reply.name}`);
      }
    }
    expect(onAnswer).toBeGreaterThan(0);
  });

  test('the words say the reply is the reason only where one move each leaves the wrong move behind the answer', () => {
    let explained = 0;
    let later = 0;
    for (const n of [1, 2, 3, 8, 100, 300]) {
      const puzzle = puzzleNumber(n)!;
      const answer = exchange(moveAndReply(puzzle, puzzle.answerSquare));
      for (const s of wrongMoves(puzzle)) {
        const m = moveAndReply(puzzle, s);
        const line = replyLine({ move: m.name, reply: m.reply!, explains: replyExplains(puzzle, s) });
        if (m.gain - m.reply!.gain < answer) {
          explained++;
          expect(line).toBe(
            `After ${m.name} they answer ${m.reply!.name}${m.reply!.gain > 0 ? ` for +${m.reply!.gain}` : ''}.`,
          );
        } else {
          later++;
          expect(line).toMatch(
            new RegExp(
              `: ${m.name} keeps up with the best move for now, then falls behind as the board fills\\.$`,
            ),
          );
          // Said on the next such try in other words, never the same sentence twice running.
          const again = replyLine({ move: m.name, reply: m.reply!, explains: false, again: true });
          expect(again).not.toBe(line);
          expect(again).toMatch(
            new RegExp(`: ${m.name} also keeps up at first; the points are lost as the board fills\\.$`),
          );
        }
      }
    }
    // Both kinds occur among these puzzles: the words are chosen, not fixed.
    expect(explained).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(0);
  });
});

describe('a find after the hint, which comes unasked', () => {
  test('is the player’s own solve, cheered and kept as solved, even once the hint names it alone', () => {
    const store = new Store(new MemoryStorage());
    const model = open(store, practice);
    untilNamedAlone(model);
    expect(model.snapshot().verdict.text).toContain(`A hint: it is ${model.puzzle.answer}.`);
    expect(model.match.play(model.puzzle.answerSquare)).toBe(true);
    expect(model.landed()).toBe(true);
    const solved = model.snapshot();
    expect(solved.state).toBe('solved');
    expect(solved.solved).not.toBeNull();
    expect(solved.verdict.tone).toBe('accent');
    expect(solved.verdict.text).not.toMatch(/shown|not solved|hint/);
    expect(loadPuzzleHistory(store)[practice]).toMatchObject({ solved: true, daily: false });
    expect(puzzleTally(loadPuzzleHistory(store))).toEqual({ solved: 1, shown: 0 });
  });

  test('found with the three-square hint, it is the player’s own solve, cheered', () => {
    const store = new Store(new MemoryStorage());
    const model = open(store, practice);
    const wrongs = wrongMoves(model.puzzle);
    tryWrong(model, wrongs[0]!);
    model.tryAgain();
    tryWrong(model, wrongs[1]!);
    model.tryAgain();
    model.match.play(model.puzzle.answerSquare);
    expect(model.landed()).toBe(true);
    expect(model.snapshot().solved).not.toBeNull();
    expect(loadPuzzleHistory(store)[practice]).toMatchObject({ solved: true });
  });
});
