// The puzzle screen's decisions on its model, in Node: the words it shows, the verdict and why,
// the actions for each state, Show answer crediting an aimed answer, and the history it keeps.
import { describe, expect, test } from 'vitest';
import { newcomersDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import { squareName } from '../../../src/engine/index.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleCount, puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { squareGains, worthWords } from '../../../src/game/coach.ts';
import {
  loadPuzzleHistory,
  puzzleLine,
  puzzleTally,
  recordPuzzle,
} from '../../../src/game/puzzle-history.ts';
import { DAILY_TRIES, dailyNumber, dayAfter, marginWords } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { replyWords } from '../../../src/screens/puzzle/reply-words-of.ts';
import { answerWhy, puzzleRulesLine } from '../../../src/ui/puzzle-words.ts';
import { PuzzleModel, puzzleToOpen } from '../../../src/screens/puzzle/puzzle-model.ts';
import { dayWords, stakesLine } from '../../../src/words/puzzle-streak-words.ts';
import {
  EASIER_UNTIL_SOLVED,
  easierPuzzleFor,
  easierPuzzles,
} from '../../../src/screens/menu/easier-puzzle.ts';

const TODAY = '2026-11-29';

function open(asked?: number, store = new Store(new MemoryStorage()), kept: PuzzleModel | null = null) {
  const model = PuzzleModel.open({
    asked,
    kept,
    client: new AgentClient(),
    store,
    today: () => TODAY,
    canShare: false,
  });
  return { model, store };
}

const whyOf = (n: number) => {
  const puzzle = puzzleNumber(n)!;
  const at = puzzle.position;
  return answerWhy({
    answer: puzzle.answer,
    squares: [...puzzle.values].map(([s, margin]) => ({
      name: squareName(at.layout, s),
      margin,
      gain: squareGains(at, s).gain,
      reply: s === puzzle.answerSquare ? null : replyWords(puzzle, s),
    })),
    worth: worthWords(squareGains(at, puzzle.answerSquare)),
  });
};
const ids = (model: PuzzleModel) => model.snapshot().actions.map((a) => a.id);

describe('puzzle model', () => {
  test("opens the puzzle asked for, else the one in play, else today's; an unknown number opens today's", () => {
    expect(puzzleToOpen(5, 9, TODAY).number).toBe(5);
    expect(puzzleToOpen(undefined, 9, TODAY).number).toBe(9);
    expect(puzzleToOpen(undefined, undefined, TODAY).number).toBe(dailyNumber(TODAY));
    expect(puzzleToOpen(puzzleCount() + 1, undefined, TODAY).number).toBe(dailyNumber(TODAY));
  });

  test('a restart keeps the model of the puzzle in play; another number opens a new one', () => {
    const { model, store } = open(5);
    expect(open(undefined, store, model).model).toBe(model);
    expect(open(5, store, model).model).toBe(model);
    expect(open(6, store, model).model).not.toBe(model);
  });

  test('the daily puzzle names its board and rules, says what best means, and why the answer wins once shown', () => {
    const daily = puzzleNumber(newcomersDaily(TODAY))!;
    const { model } = open();
    const shown = model.snapshot();
    expect(shown).toMatchObject({
      number: daily.number,
      daily: true,
      state: 'solving',
      tries: 0,
      played: [],
    });
    expect(shown.title).toBe(`Your daily puzzle · Sunday 29 November`);
    expect(shown.rules).toBe(puzzleRulesLine(daily.position.rules));
    // Everyone's daily is the day's flask; a new player meets a square board instead (daily-choice.ts).
    // Today's daily says its stakes under the question, not what "best" means.
    expect(shown.goal).toBe(stakesLine(DAILY_TRIES, 0));
    expect(shown.question).toBe(
      daily.value > 0
        ? `Find the best move: it wins by ${daily.value}`
        : 'Find the best move: it saves the draw',
    );
    expect(ids(model)).toEqual(['menu', 'share', 'answer']);
    model.showAnswer(-1);
    const after = model.snapshot();
    expect(after.state).toBe('shown');
    expect(after.played).toEqual([daily.answer]);
    // The daily's answer shown: the day still counts for the streak, not as solved.
    expect(after.verdict.text).toBe(
      `The answer: ${daily.answer} wins by ${daily.value}.\n${whyOf(daily.number)}`.replace(
        'wins by 0',
        'draws',
      ) + '\nToday still counts for your streak.',
    );
    expect(ids(model)).toEqual(['menu', 'share', 'next']);
  });

  test('puzzle 17 says its connections scoring in a short line, brighter, and a solve says why', () => {
    const { model, store } = open(17);
    const puzzle = model.puzzle;
    expect(model.snapshot().rules).toBe('Petri dish · scored by connections');
    expect(model.snapshot().unusual).toBe(true);
    expect(model.match.play(puzzle.answerSquare)).toBe(true);
    expect(model.landed()).toBe(true);
    const shown = model.snapshot();
    expect(shown.verdict.tone).toBe('accent');
    expect(shown.verdict.text.startsWith('Right!')).toBe(true);
    expect(shown.verdict.text.endsWith(whyOf(17))).toBe(true);
    // Puzzle 17 saves the draw: what the answer scores now by its connections, then the tempting
    // square or the next best losing.
    expect(whyOf(17)).toMatch(
      /^[a-e]\d: \+\d+ for you now[^.]*\. (.+ scores \+\d+ now but|The next best, .+,) loses? by \d+\.$/,
    );
    // Not the daily: no streak on the verdict, and the history keeps it as solved, not daily.
    expect(loadPuzzleHistory(store)[17]).toEqual({ day: TODAY, tries: 0, solved: true, daily: false });
  });

  test('the answer aimed, then Show answer: "You had it", solved, and the Record says so', () => {
    const { model, store } = open(64);
    const puzzle = model.puzzle;
    expect(model.snapshot().played).toEqual([]);
    model.showAnswer(puzzle.answerSquare);
    expect(model.landed()).toBe(true);
    const shown = model.snapshot();
    expect(shown.state).toBe('solved');
    expect(shown.verdict.text).toContain(`You had it: ${puzzle.answer} ${marginWords(puzzle.value)}.`);
    expect(ids(model)).toEqual(['menu', 'share', 'next']);
    expect(puzzleLine(puzzleTally(loadPuzzleHistory(store)))).toBe('1 solved, 0 shown');
  });

  test("a newcomer's solve is celebrated; another easy one is offered after it", () => {
    const store = new Store(new MemoryStorage());
    const first = easierPuzzleFor(loadPuzzleHistory(store), newcomersDaily(TODAY))!;
    const { model } = open(first, store);
    expect(model.snapshot().solved).toBeNull();
    model.match.play(model.puzzle.answerSquare);
    model.landed();
    const shown = model.snapshot();
    // A first try is cheered as one.
    expect(shown.solved).toEqual({ headline: 'First try!', line: '1 puzzle solved' });
    const second = easierPuzzleFor(loadPuzzleHistory(store), newcomersDaily(TODAY))!;
    expect(second).not.toBe(first);
    // An easy one is offered next, whether or not today's was played (no warm-up leads on to it).
    expect(model.snapshot().actions.find((a) => a.primary)).toEqual({
      id: 'next',
      label: 'Another easy one',
      primary: true,
    });
    expect(model.nextNumber()).toBe(second);
    // Once enough are solved, Next puzzle is the one after, as before.
    for (const n of easierPuzzles().slice(0, EASIER_UNTIL_SOLVED))
      recordPuzzle(store, n, { day: TODAY, tries: 0, solved: true, daily: false });
    expect(model.snapshot().actions.find((a) => a.primary)!.label).toBe('Next puzzle');
    expect(model.nextNumber()).toBe((first % puzzleCount()) + 1);
  });

  test('Show answer with another square aimed is shown, not solved', () => {
    const { model, store } = open(64);
    const other = [...model.puzzle.values.keys()].find((s) => s !== model.puzzle.answerSquare)!;
    model.showAnswer(other);
    expect(model.landed()).toBe(false);
    expect(model.snapshot().verdict.text.startsWith('The answer: ')).toBe(true);
    expect(puzzleLine(puzzleTally(loadPuzzleHistory(store)))).toBe('0 solved, 1 shown');
  });

  test('a wrong move is told in full colour with Try again; then the daily answer solves it, and the day counts for the streak', () => {
    const daily = puzzleNumber(newcomersDaily(TODAY))!;
    const { model, store } = open();
    const wrong = [...daily.values.keys()].find((s) => s !== daily.answerSquare)!;
    model.match.play(wrong);
    expect(model.landed()).toBe(false);
    let shown = model.snapshot();
    expect(shown).toMatchObject({ state: 'wrong', tries: 1 });
    expect(shown.verdict.tone).toBe('text');
    expect(shown.verdict.text.startsWith(`Not quite: ${squareName(daily.position.layout, wrong)}`)).toBe(
      true,
    );
    expect(shown.actions.map((a) => [a.id, a.label, !!a.primary])).toEqual([
      ['menu', 'Menu', false],
      ['share', 'Copy link', false],
      ['again', 'Try again', true],
      ['answer', 'Show answer', false],
    ]);
    model.tryAgain();
    // The ask is said before the first try only: the stakes line now says the tries left.
    expect(model.snapshot().verdict.text).toBe('');
    expect(model.snapshot().goal).toBe('2\u00a0tries left');
    // With a mouse, the same line says "Click".
    const mouse = PuzzleModel.open({
      client: new AgentClient(),
      store: new Store(new MemoryStorage()),
      today: () => TODAY,
      canShare: false,
      pointer: () => 'mouse',
    });
    // Today's (a beaker) leads a newcomer with how cells fall (falling-lead.test.ts); the ask is the last line.
    expect(mouse.snapshot().verdict.text).toMatch(/(^|\n)Click the (square|hexagon) you would play\.$/);
    model.match.play(daily.answerSquare);
    model.landed();
    shown = model.snapshot();
    expect(shown).toMatchObject({ state: 'solved', tries: 1, played: [daily.answer] });
    expect(shown.verdict.text).toContain('Solved on your second try: today counts. Streak: 1 day.');
    expect(shown.title).toBe(`Your daily puzzle · Sunday 29 November · 1-day streak · 1 solved`);
    // Celebrated plainer than a first try, with the streak and what comes next.
    expect(shown.solved).toEqual({
      headline: 'Solved!',
      line: '1 day in a row · a new puzzle tomorrow',
    });
    expect(loadPuzzleHistory(store)[daily.number]).toEqual({
      day: TODAY,
      tries: 1,
      solved: true,
      daily: true,
      held: true,
    });
  });

  test("the daily's streak: a solve adds today, at the first try or after wrong tries (said so)", () => {
    const daily = puzzleNumber(newcomersDaily(TODAY))!;
    const wrong = [...daily.values.keys()].find((s) => s !== daily.answerSquare)!;
    const yesterday = dayAfter(TODAY, -1);
    const withYesterday = () => {
      const store = new Store(new MemoryStorage());
      recordPuzzle(store, newcomersDaily(yesterday), { day: yesterday, tries: 0, solved: true, daily: true });
      return store;
    };
    const first = open(undefined, withYesterday()).model;
    first.match.play(daily.answerSquare);
    first.landed();
    // Yesterday and today both at the first try: said, and cheered.
    expect(first.snapshot().verdict.text).toContain('First try! Streak: 2 days, all at the first try.');
    expect(first.snapshot().solved).toEqual({
      headline: 'First try!',
      line: '2 days in a row · a new puzzle tomorrow',
    });
    const late = open(undefined, withYesterday()).model;
    for (let i = 0; i < 2; i++) {
      late.match.play(wrong);
      late.landed();
      late.tryAgain();
    }
    late.match.play(daily.answerSquare);
    late.landed();
    const shown = late.snapshot();
    expect(shown.tries).toBe(2);
    // The streak holds (yesterday's first try is still counted); today is not a first-try day.
    expect(shown.verdict.text).toContain(
      'Solved on your third try: today counts. Streak: 2 days, 1 at the first try.',
    );
    expect(shown.solved?.headline).toBe('Solved!');
    expect(shown.title).toBe(`Your daily puzzle · Sunday 29 November · 2-day streak · 2 solved`);
  });

  test('wrong tries at the daily are kept when the player leaves and comes back: the solve then counts the day, as without leaving', () => {
    const daily = puzzleNumber(newcomersDaily(TODAY))!;
    const wrong = [...daily.values.keys()].find((s) => s !== daily.answerSquare)!;
    const yesterday = dayAfter(TODAY, -1);
    // One store is the device: the menu, another puzzle and a reload each make a new model over it.
    const store = new Store(new MemoryStorage());
    recordPuzzle(store, newcomersDaily(yesterday), { day: yesterday, tries: 0, solved: true, daily: true });
    const first = open(undefined, store).model;
    first.match.play(wrong);
    first.landed();
    first.tryAgain();
    first.match.play(wrong);
    first.landed();
    first.dispose();
    // Another puzzle in between keeps its own count.
    const other = open(daily.number === 1 ? 2 : 1, store).model;
    expect(other.snapshot().tries).toBe(0);
    other.dispose();
    const back = open(undefined, store).model;
    expect(back.snapshot()).toMatchObject({ state: 'solving', tries: 2 });
    expect(back.snapshot().verdict.text).toMatch(/^A hint: it is one of .+\.$/);
    expect(back.snapshot().goal).toBe('1\u00a0try left');
    back.match.play(daily.answerSquare);
    expect(back.landed()).toBe(true);
    expect(back.snapshot().verdict.text).toContain(
      'Solved on your third try: today counts. Streak: 2 days, 1 at the first try.',
    );
    expect(loadPuzzleHistory(store)[daily.number]).toEqual({
      day: TODAY,
      tries: 2,
      solved: true,
      daily: true,
      held: true,
    });
    // Once solved the count is in the history; a replay starts from none.
    expect(open(undefined, store).model.snapshot().tries).toBe(0);
  });

  test('wrong tries from another day are not carried into today', () => {
    const store = new Store(new MemoryStorage());
    const tomorrow = dayAfter(TODAY, 1);
    const daily = puzzleNumber(newcomersDaily(TODAY))!;
    const wrong = [...daily.values.keys()].find((s) => s !== daily.answerSquare)!;
    open(daily.number, store).model.match.play(wrong);
    expect(open(daily.number, store).model.snapshot().tries).toBe(1);
    const later = PuzzleModel.open({
      asked: daily.number,
      client: new AgentClient(),
      store,
      today: () => tomorrow,
      canShare: false,
    });
    expect(later.snapshot().tries).toBe(0);
  });

  test('Share is named for the page: Share with a share sheet, Copy link without; Next goes round to the first', () => {
    const model = PuzzleModel.open({
      asked: puzzleCount(),
      client: new AgentClient(),
      store: new Store(new MemoryStorage()),
      today: () => TODAY,
      canShare: true,
    });
    expect(model.snapshot().actions.find((a) => a.id === 'share')!.label).toBe('Share');
    expect(model.snapshot().title).toBe(`Puzzle ${puzzleCount()} of ${puzzleCount()}`);
    expect(model.nextNumber()).toBe(1);
  });
});

test('dayWords - a puzzle day as a player says it, its weekday from the calendar', () => {
  expect(dayWords('2026-11-30')).toBe('Monday 30 November');
  expect(dayWords('2027-01-01')).toBe('Friday 1 January');
  expect(dayWords('2028-02-29')).toBe('Tuesday 29 February');
  // Not a day: kept as it was.
  expect(dayWords('soon')).toBe('soon');
});

test("the title's room is the title a solve today leaves: the view keeps it, so the streak shows at once", () => {
  const { model } = open();
  const daily = puzzleNumber(newcomersDaily(TODAY))!;
  const before = model.snapshot();
  expect(before.title).toBe('Your daily puzzle · Sunday 29 November');
  expect(before.titleRoom).toBe('Your daily puzzle · Sunday 29 November · 1-day streak · 1 solved');
  model.match.play(daily.answerSquare);
  model.landed();
  expect(model.snapshot().title).toBe(before.titleRoom);
  // Solved already: the title has its room.
  expect(model.snapshot().titleRoom).toBe(model.snapshot().title);
});

test('where the board shows what a move gains, the first line says how to look: hold (or point at) a square, then answer; a retry asks plainly', () => {
  const opened = (pointer: 'touch' | 'mouse', gains: boolean) =>
    PuzzleModel.open({
      asked: 1,
      client: new AgentClient(),
      store: new Store(new MemoryStorage()),
      today: () => TODAY,
      canShare: false,
      pointer: () => pointer,
      gainsShown: () => gains,
    });
  const touch = opened('touch', true);
  const place = touch.match.position.layout.grid === 'hex' ? 'hexagon' : 'square';
  expect(touch.snapshot().verdict.text.split('\n').at(-1)).toBe(
    `Hold a ${place} to see its gain; lift to play it.`,
  );
  expect(opened('mouse', true).snapshot().verdict.text.split('\n').at(-1)).toBe(
    `Point at a ${place} to see its gain; click to play it.`,
  );
  expect(opened('touch', false).snapshot().verdict.text.split('\n').at(-1)).toBe(
    `Tap the ${place} you would play.`,
  );
  // After a wrong try nothing is asked: the verdict said it.
  const puzzle = puzzleNumber(1)!;
  const wrong = touch.match.position.legalMoveList().find((m) => m !== puzzle.answerSquare)!;
  touch.match.play(wrong);
  touch.landed();
  touch.tryAgain();
  expect(touch.snapshot().verdict.text).toBe('');
});
