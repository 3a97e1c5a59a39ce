// A newcomer's first puzzles, on their models in Node: today's card opens today's puzzle (their
// own on their first days), and the easier puzzles are offered after it, by its Next. After two
// wrong tries a puzzle names three squares, the answer among them.
import { describe, expect, test } from 'vitest';
import { newcomersDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { squareName } from '../../../src/engine/index.ts';
import { dailyRun, loadPuzzleHistory } from '../../../src/game/puzzle-history.ts';
import { dayAfter } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { offeredOrder } from '../../../src/screens/menu/easier-puzzle.ts';
import { cardPuzzle } from '../../../src/screens/menu/first-puzzle.ts';
import { hubSnapshot } from '../../../src/screens/menu/hub-cards.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { SOLVED_WORDS } from '../../../src/words/puzzle-streak-words.ts';

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
  test("day one: Today's puzzle opens today's puzzle, its streak starts, and an easy one is offered after it", () => {
    const store = new Store(new MemoryStorage());
    // the card opened a warm-up first ("today's puzzle comes next"): now it opens the daily.
    expect(cardPuzzle(store, TODAY)).toBe(newcomersDaily(TODAY));
    const daily = open(store, cardPuzzle(store, TODAY));
    expect(daily.daily).toBe(true);
    expect(daily.snapshot().title).toMatch(/^(Daily puzzle|Your daily puzzle) · /);
    solve(daily);
    expect(dailyRun(loadPuzzleHistory(store), TODAY).days).toBe(1);
    // Once it is over, the easier puzzles come after it: offered, never in front of it.
    const easy = offeredOrder().filter((n) => n !== newcomersDaily(TODAY));
    expect(daily.snapshot().actions.at(-1)).toEqual({
      id: 'next',
      label: SOLVED_WORDS.easier,
      primary: true,
    });
    expect(daily.nextNumber()).toBe(easy[0]);
    const warm = open(store, daily.nextNumber());
    expect(warm.snapshot().title).toMatch(/^Puzzle \d+ of \d+/);
    // The next day the card opens that day's puzzle again, whatever was solved.
    expect(cardPuzzle(store, TOMORROW)).toBe(newcomersDaily(TOMORROW));
  });

  test("the menu's puzzle card shows today's puzzle's board and says nothing of another first", () => {
    const store = new Store(new MemoryStorage());
    const context = { unfinished: null, skill: 3, play: 'Play', hour: 10 };
    const first = hubSnapshot({ play: {} }, false, store, TODAY, context).puzzle;
    expect(first.record).toBe(puzzleNumber(newcomersDaily(TODAY))!.record);
    expect(first.line).not.toMatch(/first|warm/i);
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
