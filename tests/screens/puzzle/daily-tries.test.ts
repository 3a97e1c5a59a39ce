// The daily puzzle's three tries, on its model in Node: each wrong try says how many are left, the
// third shows the answer played out with why, and the day counts as played but not solved; a
// replay that day is practice. The puzzle's words and the menu's daily card then say the same.
import { describe, expect, test } from 'vitest';
import { newcomersDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { squareName } from '../../../src/engine/index.ts';
import { dailyRun, loadPuzzleHistory, recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { DAILY_TRIES, dayAfter, marginWords } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { menuProgress } from '../../../src/screens/history/menu-progress.ts';
import { HUB_WORDS } from '../../../src/screens/menu/hub-cards.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';

const TODAY = '2026-11-29';
const YESTERDAY = dayAfter(TODAY, -1);
const daily = puzzleNumber(newcomersDaily(TODAY))!;
const name = (s: number) => squareName(daily.position.layout, s);
// The daily's wrong moves, in reading order: three different ones are its three wrong tries.
const wrongs = [...daily.values.keys()].filter((s) => s !== daily.answerSquare);

function open(store: Store): PuzzleModel {
  return PuzzleModel.open({ client: new AgentClient(), store, today: () => TODAY, canShare: false });
}

/** A device whose yesterday's daily was solved at the first try. */
function withYesterday(): Store {
  const store = new Store(new MemoryStorage());
  recordPuzzle(store, newcomersDaily(YESTERDAY), { day: YESTERDAY, tries: 0, solved: true, daily: true });
  return store;
}

/** Plays a wrong square and lets it land, as the view does once the cells have divided. */
function wrongTry(model: PuzzleModel, k: number): void {
  expect(model.match.play(wrongs[k]!)).toBe(true);
  model.landed();
}

describe("the daily's three tries", () => {
  test('the set gives the daily three tries and more than three squares to choose from', () => {
    expect(DAILY_TRIES).toBe(3);
    expect(wrongs.length).toBeGreaterThanOrEqual(DAILY_TRIES);
  });

  test('each wrong try says how many are left; the third shows the answer played out, with why', () => {
    const store = withYesterday();
    const model = open(store);
    wrongTry(model, 0);
    expect(model.snapshot().verdict.text).toMatch(
      new RegExp(` Try another: 2 tries left\\.\\nAfter ${name(wrongs[0]!)} they answer \\w+`),
    );
    model.tryAgain();
    wrongTry(model, 1);
    expect(model.snapshot().verdict.text).toMatch(
      / Try another: one try left\.\nAfter \w+ (they answer|their best answer scores).+\nA hint: it is one of .+\.$/,
    );
    expect(model.snapshot().actions.map((a) => a.id)).toEqual(['menu', 'share', 'again', 'answer']);
    model.tryAgain();
    wrongTry(model, 2);
    const shown = model.snapshot();
    // The third wrong move is taken back and the answer placed in its stead.
    expect(shown).toMatchObject({ state: 'shown', tries: 3, played: [daily.answer], solved: null });
    // The answer, the reply that punished the last try (unless the why names that square's), why, the streak.
    const lines = shown.verdict.text.split('\n');
    const [head, why, tail] = [lines[0], lines.at(-2), lines.at(-1)];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    if (lines.length === 4)
      expect(lines[1]).toMatch(new RegExp(`^After ${name(wrongs[2]!)} they answer \\w+`));
    expect(head).toBe(
      `${name(wrongs[2]!)} ${marginWords(daily.values.get(wrongs[2]!)!)}. ` +
        `No tries left: the answer is ${daily.answer} (${marginWords(daily.value)}).`,
    );
    expect(why!.length).toBeGreaterThan(10);
    expect(tail).toBe('Your streak goes on: 2 days, 1 at the first try.');
    expect(shown.actions.map((a) => a.id)).toEqual(['menu', 'share', 'next']);
    // Try again does nothing once the tries are used.
    model.tryAgain();
    expect(model.snapshot().state).toBe('shown');
    expect(loadPuzzleHistory(store)[daily.number]).toEqual({
      day: TODAY,
      tries: 3,
      solved: false,
      daily: true,
    });
    expect(dailyRun(loadPuzzleHistory(store), TODAY)).toEqual({
      days: 2,
      firstTry: 1,
      solvedToday: false,
      playedToday: true,
    });
  });

  test('a puzzle that is not the daily keeps as many tries as the player likes', () => {
    const number = newcomersDaily(TODAY) === 1 ? 2 : 1;
    const model = PuzzleModel.open({
      asked: number,
      client: new AgentClient(),
      store: new Store(new MemoryStorage()),
      today: () => TODAY,
      canShare: false,
    });
    const puzzle = model.puzzle;
    const wrong = [...puzzle.values.keys()].find((s) => s !== puzzle.answerSquare)!;
    for (let i = 0; i < DAILY_TRIES + 1; i++) {
      model.match.play(wrong);
      model.landed();
      expect(model.snapshot().state).toBe('wrong');
      expect(model.snapshot().verdict.text).toMatch(
        / Try another\.\nAfter \w+ (they answer|their best answer scores).+(\nA hint: it is one of .+\.)?$/,
      );
      model.tryAgain();
    }
  });

  test('replayed the same day after the answer was shown: practice, and the day stays shown', () => {
    const store = withYesterday();
    const first = open(store);
    for (let k = 0; k < DAILY_TRIES; k++) {
      wrongTry(first, k);
      first.tryAgain();
    }
    first.dispose();
    const again = open(store);
    expect(again.replay).toBe(true);
    for (let k = 0; k < DAILY_TRIES; k++) {
      wrongTry(again, k);
      expect(again.snapshot().state).toBe('wrong');
      again.tryAgain();
    }
    again.match.play(daily.answerSquare);
    expect(again.landed()).toBe(true);
    const shown = again.snapshot();
    // No streak words and no first-try cheer on a replay.
    expect(shown.solved?.headline).toBe('Solved!');
    expect(shown.verdict.text).not.toContain('Streak');
    expect(loadPuzzleHistory(store)[daily.number]).toEqual({
      day: TODAY,
      tries: 3,
      solved: false,
      daily: true,
    });
  });
});

describe("the puzzle's streak and the menu's daily card say the same", () => {
  const card = (store: Store) => {
    const progress = menuProgress(store, TODAY);
    return { line: progress.daily, go: progress.playedToday ? HUB_WORDS.again : HUB_WORDS.solve };
  };

  test('solved at the first try', () => {
    const store = withYesterday();
    expect(card(store)).toEqual({
      line: '1 day in a row · 1 first try · keep it going today',
      go: HUB_WORDS.solve,
    });
    const model = open(store);
    model.match.play(daily.answerSquare);
    model.landed();
    expect(model.snapshot().verdict.text).toContain('First try! Streak: 2 days, all at the first try.');
    expect(model.snapshot().title).toContain('2-day streak');
    expect(card(store)).toEqual({
      line: 'Solved today · 2 days in a row · 2 first try',
      go: HUB_WORDS.again,
    });
  });

  test('solved at the third try', () => {
    const store = withYesterday();
    const model = open(store);
    wrongTry(model, 0);
    model.tryAgain();
    wrongTry(model, 1);
    model.tryAgain();
    model.match.play(daily.answerSquare);
    expect(model.landed()).toBe(true);
    expect(model.snapshot().verdict.text).toContain(
      'Solved on your third try: today counts. Streak: 2 days, 1 at the first try.',
    );
    expect(model.snapshot().title).toContain('2-day streak');
    expect(card(store)).toEqual({
      line: 'Solved today · 2 days in a row · 1 first try',
      go: HUB_WORDS.again,
    });
  });

  test('the answer shown after three wrong tries', () => {
    const store = withYesterday();
    const model = open(store);
    for (let k = 0; k < DAILY_TRIES; k++) {
      wrongTry(model, k);
      model.tryAgain();
    }
    expect(model.snapshot().verdict.text).toContain('Your streak goes on: 2 days, 1 at the first try.');
    expect(model.snapshot().title).toContain('2-day streak');
    expect(card(store)).toEqual({
      line: 'Answer shown today · 2 days in a row · 1 first try',
      go: HUB_WORDS.again,
    });
    // A first day shown: the card says the day counted, kindly.
    const alone = new Store(new MemoryStorage());
    const first = open(alone);
    for (let k = 0; k < DAILY_TRIES; k++) {
      wrongTry(first, k);
      first.tryAgain();
    }
    expect(first.snapshot().verdict.text).toContain('Today still counts for your streak.');
    expect(card(alone).line).toBe('Answer shown today: come back tomorrow to make it 2 days');
  });
});
