// A newcomer's first puzzles, on their models in Node: today's card opens a warm-up (the easiest
// puzzle not tried yet) before the daily on each of the first days, rising after solves, one a day,
// and the warm-up leads on to today's daily, which stays the date's for everyone. After two wrong
// tries a puzzle names three squares, the answer among them.
import { describe, expect, test } from 'vitest';
import { newcomersDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { squareName } from '../../../src/engine/index.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dayAfter } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { easierPuzzles, EASIER_UNTIL_SOLVED, offeredOrder } from '../../../src/screens/menu/easier-puzzle.ts';
import { cardPuzzle, warmUpFor } from '../../../src/screens/menu/first-puzzle.ts';
import { hubSnapshot } from '../../../src/screens/menu/hub-cards.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { FIRST_PUZZLE_WORDS } from '../../../src/words/puzzle-first-words.ts';

const TODAY = '2026-11-29';
const TOMORROW = dayAfter(TODAY);

function open(store: Store, asked: number, today = TODAY): PuzzleModel {
  return PuzzleModel.open({ asked, client: new AgentClient(), store, today: () => today, canShare: false });
}

/** Plays the answer and lets it land, as the view does. */
function solve(model: PuzzleModel): void {
  expect(model.match.play(model.puzzle.answerSquare)).toBe(true);
  model.landed();
}

describe("a newcomer's first puzzles", () => {
  test('the first day: the easiest warm-up, then today’s daily; the next day the next easiest; after a few solves the daily at once', () => {
    const store = new Store(new MemoryStorage());
    const easy = offeredOrder().filter((n) => n !== newcomersDaily(TODAY) && n !== newcomersDaily(TOMORROW));
    // Day one: the card opens the easiest puzzle there is, not the daily (which stays the date's).
    expect(cardPuzzle(store, TODAY)).toBe(easy[0]);
    expect(newcomersDaily(TODAY)).toBe(puzzleNumber(newcomersDaily(TODAY))!.number);
    const warm = open(store, cardPuzzle(store, TODAY));
    expect(warm.snapshot().title).toBe(FIRST_PUZZLE_WORDS.warmUp);
    solve(warm);
    // Solved: Next leads on to today's daily, and the card opens it now.
    expect(warm.snapshot().actions.at(-1)).toEqual({
      id: 'next',
      label: FIRST_PUZZLE_WORDS.today,
      primary: true,
    });
    expect(warm.nextNumber()).toBe(newcomersDaily(TODAY));
    expect(cardPuzzle(store, TODAY)).toBe(newcomersDaily(TODAY));
    // The next day: the next easiest, rising after the solve.
    expect(cardPuzzle(store, TOMORROW)).toBe(easy[1]);
    // A few solves on: the card opens the daily straight away.
    let day = TOMORROW;
    for (let k = 1; k < EASIER_UNTIL_SOLVED; k++, day = dayAfter(day))
      recordPuzzle(store, easy[k]!, { day, tries: 0, solved: true, daily: false });
    expect(warmUpFor({}, day)).not.toBeNull();
    expect(cardPuzzle(store, day)).toBe(newcomersDaily(day));
  });

  test("a warm-up is not offered once today's daily is played, and a link's puzzle is no warm-up", () => {
    const store = new Store(new MemoryStorage());
    recordPuzzle(store, newcomersDaily(TODAY), { day: TODAY, tries: 3, solved: false, daily: true });
    expect(cardPuzzle(store, TODAY)).toBe(newcomersDaily(TODAY));
    const fresh = new Store(new MemoryStorage());
    const other = easierPuzzles().at(-1)!;
    expect(open(fresh, other).snapshot().title).toMatch(/^Puzzle \d+ of \d+$/);
  });

  test("the menu's card shows the warm-up's board and says a warm-up comes first", () => {
    const store = new Store(new MemoryStorage());
    const context = { unfinished: null, skill: 3, play: 'Play', hour: 10 };
    const first = hubSnapshot({ play: {} }, false, store, TODAY, context).puzzle;
    const warm = open(store, cardPuzzle(store, TODAY));
    expect(first).toMatchObject({ line: FIRST_PUZZLE_WORDS.card, record: warm.puzzle.record });
    solve(warm);
    const after = hubSnapshot({ play: {} }, false, store, TODAY, context).puzzle;
    expect(after.record).toBe(puzzleNumber(newcomersDaily(TODAY))!.record);
    expect(after.line).not.toBe(FIRST_PUZZLE_WORDS.card);
  });

  test('after two wrong tries the daily names three squares, the answer among them, until it is found', () => {
    const store = new Store(new MemoryStorage());
    const model = open(store, newcomersDaily(TODAY));
    const puzzle = model.puzzle;
    // The two wrong moves nearest the answer are tried first: the hint must not name them again.
    const wrongs = [...puzzle.values.keys()]
      .filter((s) => s !== puzzle.answerSquare)
      .sort((a, b) => puzzle.values.get(b)! - puzzle.values.get(a)!);
    expect(model.match.play(wrongs[0]!)).toBe(true);
    model.landed();
    expect(model.snapshot().verdict.text).not.toMatch(/hint/i);
    model.tryAgain();
    expect(model.snapshot().verdict.text).not.toMatch(/hint/i);
    expect(model.match.play(wrongs[1]!)).toBe(true);
    model.landed();
    const hint = /A hint: it is one of (\w+), (\w+) and (\w+)\.$/.exec(model.snapshot().verdict.text);
    expect(hint).not.toBeNull();
    const named = hint!.slice(1);
    expect(named).toContain(puzzle.answer);
    expect(new Set(named).size).toBe(3);
    // The other two are the moves not yet tried nearest the answer with best play: the two wrong
    // tries are not named again.
    const tried = wrongs.slice(0, 2).map((s) => squareName(puzzle.position.layout, s));
    expect(named.filter((n) => tried.includes(n))).toEqual([]);
    const nearest = Math.max(...wrongs.slice(2).map((s) => puzzle.values.get(s)!));
    const others = named.filter((n) => n !== puzzle.answer);
    const valueOf = (n: string) =>
      puzzle.values.get(wrongs.find((s) => squareName(puzzle.position.layout, s) === n)!)!;
    expect(others.map(valueOf)).toContain(nearest);
    // Try again: the hint stays over the ask for the last try.
    model.tryAgain();
    expect(model.snapshot().verdict.text.split('\n')[0]).toBe(hint![0]);
  });
});
