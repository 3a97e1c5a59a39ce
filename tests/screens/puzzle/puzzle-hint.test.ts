// The puzzle's hint is stable: its squares are chosen once, from the two wrong tries that bring it,
// and a later wrong try only strikes one of them out; no new square ever comes in. The same after
// Try again, another wrong try, and leaving and coming back the same day (a new model on the store).
import { describe, expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { squareName } from '../../../src/engine/index.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { hintSquares, puzzleHint } from '../../../src/screens/puzzle/puzzle-hint.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';

const TODAY = '2026-11-29';
/** A puzzle that is not today's: as many tries as the player likes. */
const PRACTICE = dailyNumber(TODAY) === 17 ? 18 : 17;

const open = (store: Store, asked?: number) =>
  PuzzleModel.open({ asked, client: new AgentClient(), store, today: () => TODAY, canShare: false });

/** The puzzle's wrong moves, nearest the answer with best play first: the likeliest wrong tries to reach the hint. */
function wrongsOf(n: number): number[] {
  const p = puzzleNumber(n)!;
  return [...p.values.keys()]
    .filter((s) => s !== p.answerSquare)
    .sort((a, b) => p.values.get(b)! - p.values.get(a)! || a - b);
}

function wrongTry(model: PuzzleModel, square: number): void {
  model.tryAgain();
  expect(model.match.play(square)).toBe(true);
  model.landed();
}

/** The hint's squares by name, as the verdict says them. */
function hintNamed(model: PuzzleModel): string[] | null {
  const line = model
    .snapshot()
    .verdict.text.split('\n')
    .find((l) => l.startsWith('A hint:'));
  if (!line) return null;
  const list = /^A hint: it is (?:one of )?(.+)\.$/.exec(line)![1]!;
  return list.split(/, | and /);
}

describe('the hint', () => {
  const puzzle = puzzleNumber(PRACTICE)!;
  const wrongs = wrongsOf(PRACTICE);
  const name = (s: number) => squareName(puzzle.position.layout, s);

  test('comes after two wrong tries and names the answer and the two nearest moves not tried', () => {
    expect(hintSquares(puzzle, [wrongs[0]!])).toBeNull();
    const squares = hintSquares(puzzle, [wrongs[0]!, wrongs[1]!])!;
    expect(squares).toEqual([puzzle.answerSquare, wrongs[2]!, wrongs[3]!].sort((a, b) => a - b));
  });

  test('a later wrong try strikes its square out and brings in no other; a try elsewhere changes nothing', () => {
    const first = hintSquares(puzzle, [wrongs[0]!, wrongs[1]!])!;
    // A square already ruled out, tried again, or one the hint does not name: the same hint.
    expect(hintSquares(puzzle, [wrongs[0]!, wrongs[1]!, wrongs[0]!])).toEqual(first);
    expect(hintSquares(puzzle, [wrongs[0]!, wrongs[1]!, wrongs[5]!])).toEqual(first);
    // A named square tried: struck out, and only it.
    const after = hintSquares(puzzle, [wrongs[0]!, wrongs[1]!, wrongs[2]!])!;
    expect(after).toEqual(first.filter((s) => s !== wrongs[2]));
    const last = hintSquares(puzzle, [wrongs[0]!, wrongs[1]!, wrongs[2]!, wrongs[3]!])!;
    expect(last).toEqual([puzzle.answerSquare]);
    expect(puzzleHint(puzzle, [wrongs[0]!, wrongs[1]!, wrongs[2]!, wrongs[3]!])).toBe(
      `A hint: it is ${puzzle.answer}.`,
    );
  });

  test('the same square tried twice brings the hint from that one square', () => {
    const squares = hintSquares(puzzle, [wrongs[0]!, wrongs[0]!])!;
    expect(squares).toEqual([puzzle.answerSquare, wrongs[1]!, wrongs[2]!].sort((a, b) => a - b));
    // The next wrong try, a square it names, is struck out: the hint does not choose again.
    expect(hintSquares(puzzle, [wrongs[0]!, wrongs[0]!, wrongs[1]!])).toEqual(
      squares.filter((s) => s !== wrongs[1]),
    );
  });

  test('on the screen, every hint after the first names the same squares, less those tried since', () => {
    const model = open(new Store(new MemoryStorage()), PRACTICE);
    wrongTry(model, wrongs[0]!);
    expect(hintNamed(model)).toBeNull();
    wrongTry(model, wrongs[1]!);
    const first = hintNamed(model)!;
    expect(first).toHaveLength(3);
    expect(first).toContain(puzzle.answer);
    model.tryAgain();
    expect(hintNamed(model)).toEqual(first);
    // A wrong try outside the hint: the same squares (before, a new one came in for the square tried).
    wrongTry(model, wrongs[6]!);
    expect(hintNamed(model)).toEqual(first);
    const named = wrongs.find((s) => first.includes(name(s)))!;
    wrongTry(model, named);
    expect(hintNamed(model)).toEqual(first.filter((n) => n !== name(named)));
    model.tryAgain();
    expect(hintNamed(model)).toEqual(first.filter((n) => n !== name(named)));
  });

  test('leaving and coming back the same day: the same hint (the tries and their squares are kept)', () => {
    const store = new Store(new MemoryStorage());
    const model = open(store, PRACTICE);
    wrongTry(model, wrongs[0]!);
    wrongTry(model, wrongs[1]!);
    const first = hintNamed(model)!;
    model.dispose();
    const back = open(store, PRACTICE);
    expect(back).not.toBe(model);
    expect(back.match.tries).toBe(2);
    expect(hintNamed(back)).toEqual(first);
    wrongTry(back, wrongs[2]!);
    const again = open(store, PRACTICE);
    expect(hintNamed(again)).toEqual(first.filter((n) => n !== name(wrongs[2]!)));
  });

  test("today's daily: the hint over its last try is the one its second wrong try brought, after a reload too", () => {
    const store = new Store(new MemoryStorage());
    const daily = open(store);
    expect(daily.daily).toBe(true);
    const dailyWrongs = wrongsOf(daily.puzzle.number);
    wrongTry(daily, dailyWrongs[0]!);
    wrongTry(daily, dailyWrongs[1]!);
    const first = hintNamed(daily)!;
    expect(first).toHaveLength(3);
    expect(hintNamed(open(store))).toEqual(first);
  });

  test('a device that kept the count of tries alone still gives a hint after two', () => {
    const store = new Store(new MemoryStorage());
    store.write('puzzle-tries', { day: TODAY, tries: { [PRACTICE]: 2 } });
    const model = open(store, PRACTICE);
    expect(model.match.tries).toBe(2);
    expect(hintNamed(model)).toHaveLength(3);
    expect(hintSquares(puzzle, [], 2)).toEqual(
      [puzzle.answerSquare, wrongs[0]!, wrongs[1]!].sort((a, b) => a - b),
    );
  });
});
