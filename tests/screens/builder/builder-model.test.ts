// The builder's decisions on its model, in Node: the draft kept across visits and reloads, what
// Play lacks, a preset or Clear asking before it replaces a board made by hand, painting by a
// drag, the cursor, the facts and the note under them, and the solved value once the edits pause.
import { describe, expect, test } from 'vitest';
import { customIdOf, makeGrid, preset, type BoardGrid } from '../../../src/game/board-builder.ts';
import { replaceQuestion } from '../../../src/game/replacing-game.ts';
import { loadSavedMatch, SAVED_MATCH_KEY } from '../../../src/game/saved-match.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../../src/game/storage.ts';
import {
  BUILDING_KEY,
  BuilderModel,
  builtBoardProblem,
  GRAVITY_NOTE,
  SOLVE_AFTER_MS,
  type BoardSolver,
  type BuilderView,
  type ReplaceQuestion,
} from '../../../src/screens/builder/builder-model.ts';

/** A builder's scene as the model sees it: timers run by hand, questions answered by hand. */
function fakeView() {
  const timers: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  const asked: { question: ReplaceQuestion; yes: () => void; no: () => void }[] = [];
  let draws = 0;
  const view: BuilderView = {
    changed: () => {
      draws++;
    },
    after: (ms, fn) => {
      const t = { ms, fn, cancelled: false };
      timers.push(t);
      return () => {
        t.cancelled = true;
      };
    },
    confirm: (question, yes, no) => {
      asked.push({ question, yes, no });
    },
  };
  const runTimers = () => {
    for (const t of timers.splice(0)) if (!t.cancelled) t.fn();
  };
  return { view, timers, asked, runTimers, draws: () => draws };
}

function builder(
  options: {
    storage?: MemoryStorage;
    opening?: string | null;
    settings?: Settings;
    solver?: BoardSolver;
    kept?: string[];
    solveSquares?: number;
  } = {},
) {
  const storage = options.storage ?? new MemoryStorage();
  const settings = options.settings ?? structuredClone(DEFAULT_SETTINGS);
  const kept = options.kept ?? [];
  let solvers = 0;
  const model = new BuilderModel({
    store: new Store(storage),
    settings: () => settings,
    opening: options.opening ?? null,
    menuBoard: () => 'square:5',
    whoPlays: (id) => `who plays on ${id}`,
    makeSolver: () => {
      solvers++;
      return options.solver ?? { solve: () => new Promise(() => {}) };
    },
    solveSquares: options.solveSquares ?? 16,
    keep: (id) => kept.push(id),
  });
  return { model, storage, settings, kept, solvers: () => solvers };
}

const HEART6 = customIdOf(preset('heart', 6, 6));
const FULL3 = customIdOf(preset('full', 3, 3));

describe('builder model', () => {
  test("opens on the builder link's board, else the draft kept on the device, else the menu's board", () => {
    expect(builder({ opening: FULL3 }).model.boardId).toBe(FULL3);
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_PREFIX + BUILDING_KEY, JSON.stringify('custom:3x3:b78'));
    expect(builder({ storage }).model.boardId).toBe('custom:3x3:b78');
    expect(builder().model.boardId).toBe(customIdOf(preset('full', 5, 5)));
  });

  test('a one-square draft survives leaving the builder (the kept model) and a reload (the store), and Play says it needs 2 squares', () => {
    const { model, storage, kept } = builder({ opening: 'custom:5x5:fffffff' });
    const first = fakeView();
    model.attach(first.view);
    model.clear();
    // An empty board is cleared without a question.
    expect(first.asked).toEqual([]);
    expect(model.snapshot().facts).toMatch(/^0 squares/);
    model.press({ row: 4, col: 0 });
    model.release();
    const draft = model.boardId;
    expect(model.snapshot().facts).toMatch(/^1 square:/);
    expect(kept.at(-1)).toBe(draft);
    model.detach(first.view);
    // The builder opened again: the model the services kept shows the draft.
    model.attach(fakeView().view);
    expect(model.boardId).toBe(draft);
    // After a reload, a new model reads the draft from the device.
    expect(builder({ storage }).model.boardId).toBe(draft);
    expect(model.playProblem()).toBe('Mark at least 2 squares to play (now 1).');
    expect(model.snapshot().note).toBe('Mark at least 2 squares to play (now 1).');
    expect(model.snapshot().noteIsProblem).toBe(true);
    expect(builtBoardProblem(draft)).toBe('Mark at least 2 squares to play (now 1).');
  });

  test('a preset over a hand-made board asks first; over a preset or an empty board it does not; Keep mine keeps it, Replace replaces', () => {
    const { model } = builder({ opening: 'custom:6x6:fffffffff' });
    const v = fakeView();
    model.attach(v.view);
    model.preset('ring');
    expect(v.asked).toEqual([]);
    expect(model.boardId).toBe(customIdOf(preset('ring', 6, 6)));
    model.toggle(3, 2);
    const mine = model.boardId;
    model.preset('heart');
    expect(v.asked).toHaveLength(1);
    expect(v.asked[0]!.question).toEqual({
      question: 'Start from Heart?',
      detail: 'This replaces the board you made. Save it first to keep it.',
      yes: 'Replace',
      no: 'Keep mine',
    });
    // Keep mine: the question goes unanswered with Yes, and every square stays.
    expect(model.boardId).toBe(mine);
    model.clear();
    expect(v.asked).toHaveLength(2);
    expect(v.asked[1]!.question.question).toBe('Clear the board?');
    v.asked[1]!.yes();
    expect(model.snapshot().facts).toMatch(/^0 squares/);
    // From empty, a preset at once.
    model.preset('heart');
    expect(v.asked).toHaveLength(2);
    expect(model.boardId).toBe(HEART6);
  });

  test('presets keep gravity, a beaker or a flask brings it, a dish takes it away', () => {
    const { model } = builder({ opening: 'custom:4x4:ffff' });
    model.attach(fakeView().view);
    model.preset('beaker');
    expect(model.snapshot().gravity).toBe(true);
    model.preset('full');
    expect(model.snapshot().gravity).toBe(true);
    model.preset('dish');
    expect(model.snapshot().gravity).toBe(false);
  });

  test('a drag paints what the first square became; a second press decides afresh', () => {
    const { model } = builder({ opening: FULL3 });
    model.attach(fakeView().view);
    const on = (g: BoardGrid) => g.cells.map((b) => (b ? '#' : '.')).join('');
    expect(on(model.board)).toBe('#########');
    model.press({ row: 0, col: 0 });
    model.dragTo({ row: 0, col: 0 });
    model.dragTo({ row: 0, col: 1 });
    model.dragTo({ row: 1, col: 1 });
    model.release();
    expect(on(model.board)).toBe('..##.####');
    // After the release a move paints nothing.
    model.dragTo({ row: 2, col: 2 });
    expect(on(model.board)).toBe('..##.####');
    model.press({ row: 0, col: 1 });
    model.dragTo({ row: 2, col: 2 });
    // b3 was off, so this press turns squares on: the drag lights c1.
    expect(on(model.board)).toBe('.###.####');
  });

  test('the cursor: the first arrow shows it in the middle, the next ones move it inside the grid, Enter turns its square over', () => {
    const { model } = builder({ opening: FULL3 });
    const v = fakeView();
    model.attach(v.view);
    expect(model.snapshot().cursor).toBeNull();
    model.toggleAtCursor();
    expect(model.boardId).toBe(FULL3);
    model.moveCursor(1, 0);
    expect(model.snapshot().cursor).toEqual({ row: 1, col: 1 });
    model.moveCursor(5, -5);
    expect(model.snapshot().cursor).toEqual({ row: 0, col: 2 });
    model.toggleAtCursor();
    expect(model.board.cells[2]).toBe(false);
    // A smaller board keeps the cursor inside it; a new visit starts without one.
    model.resizeBy(0, -1);
    expect(model.snapshot().cursor).toEqual({ row: 0, col: 1 });
    model.attach(fakeView().view);
    expect(model.snapshot().cursor).toBeNull();
  });

  test('the snapshot: the counts, who plays, gravity and its note, the facts as shown', () => {
    const { model } = builder({ opening: 'custom:5x5:fc6b1f8' });
    model.attach(fakeView().view);
    expect(model.snapshot()).toMatchObject({
      rows: 'Rows 5',
      cols: 'Cols 5',
      who: 'who plays on custom:5x5:fc6b1f8',
      gravity: false,
      gravityLabel: 'Gravity: off',
    });
    model.toggleGravity();
    const shown = model.snapshot();
    expect(shown.boardId).toBe('custom:5x5:fc6b1f8:gravity');
    expect(shown.gravityLabel).toBe('Gravity: on');
    expect(shown.note).toMatch(/columns b, c, d have a gap/);
    expect(model.factsShown()).toBe(`${shown.facts}\n${shown.note}`);
    model.load(makeGrid(5, 5, () => true, true));
    expect(model.snapshot().note).toBe(GRAVITY_NOTE);
  });

  test('a small playable board is solved once the edits pause, once per page, and only the board still shown gets its value', async () => {
    const answers: ((v: { value: number } | { error: string }) => void)[] = [];
    const solver: BoardSolver = { solve: () => new Promise((resolve) => answers.push(resolve)) };
    const { model, solvers } = builder({ opening: 'custom:4x4:ffff', solver });
    const v = fakeView();
    model.attach(v.view);
    expect(v.timers.map((t) => t.ms)).toEqual([SOLVE_AFTER_MS]);
    // A second edit before the pause: the first wait is cancelled.
    model.mirrorLeftRight();
    v.runTimers();
    expect(model.snapshot().note).toBe('Solving…');
    answers.shift()!({ value: 0 });
    await Promise.resolve();
    expect(model.snapshot().note).toBe('Solved: a draw with best play');
    model.toggle(0, 0);
    v.runTimers();
    model.toggle(0, 0);
    // The answer for a board no longer shown is dropped.
    answers.shift()!({ value: 3 });
    await Promise.resolve();
    expect(model.snapshot().note).toBe('');
    v.runTimers();
    answers.shift()!({ value: 0 });
    await Promise.resolve();
    expect(model.snapshot().note).toBe('Solved: a draw with best play');
    expect(solvers()).toBe(1);
    // A board too big, or one that cannot be played, is not solved.
    model.load(makeGrid(5, 5, () => true));
    expect(v.timers.filter((t) => !t.cancelled)).toEqual([]);
  });

  test('a solver that fails is told under the facts, and never leaves a rejection unhandled', async () => {
    const solver: BoardSolver = { solve: () => Promise.reject(new Error('the solver stopped')) };
    const { model } = builder({ opening: 'custom:4x4:ffff', solver });
    const v = fakeView();
    model.attach(v.view);
    v.runTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(model.snapshot().note).toBe('Not solved: the solver stopped');
  });

  test('an answer that comes after gravity left a gap in a column is dropped, with no error on the page', async () => {
    const answers: ((v: { value: number } | { error: string }) => void)[] = [];
    const solver: BoardSolver = { solve: () => new Promise((resolve) => answers.push(resolve)) };
    const { model } = builder({ opening: 'custom:5x5:fc6b1f8', solver, solveSquares: 20 });
    const v = fakeView();
    model.attach(v.view);
    v.runTimers();
    expect(model.snapshot().note).toBe('Solving…');
    // Gravity while the worker solves: columns b, c and d now have gaps, so the board has no rules.
    model.toggleGravity();
    const unhandled: unknown[] = [];
    const catcher = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', catcher);
    try {
      answers.shift()!({ value: 2 });
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', catcher);
    }
    expect(unhandled).toEqual([]);
    expect(model.snapshot().note).toMatch(/columns b, c, d have a gap/);
  });

  test('a builder link over a board made by hand asks first; Keep mine keeps the design, Replace opens the link', () => {
    const storage = new MemoryStorage();
    const { model: drawing } = builder({ storage, opening: 'custom:6x6:fffffffff' });
    drawing.attach(fakeView().view);
    drawing.toggle(3, 2);
    const mine = drawing.boardId;
    // A reload with a link in the address: the design is shown, and the link's board is asked about.
    const { model, kept } = builder({ storage, opening: FULL3 });
    const v = fakeView();
    model.attach(v.view);
    expect(model.boardId).toBe(mine);
    expect(v.asked.map((a) => a.question)).toEqual([
      {
        question: 'Open the board from the link?',
        detail: 'This replaces the board you made. Save it first to keep it.',
        yes: 'Replace',
        no: 'Keep mine',
      },
    ]);
    v.asked[0]!.no();
    expect(model.boardId).toBe(mine);
    expect(kept.at(-1)).toBe(mine);
    // Asked once: a later visit does not ask again.
    const again = fakeView();
    model.attach(again.view);
    expect(again.asked).toEqual([]);
    // Replace opens the link's board.
    const { model: other } = builder({ storage, opening: FULL3 });
    const w = fakeView();
    other.attach(w.view);
    w.asked[0]!.yes();
    expect(other.boardId).toBe(FULL3);
    expect(builder({ storage }).model.boardId).toBe(FULL3);
  });

  test("a link over an empty board, a preset's shape or the same board opens at once", () => {
    for (const draft of ['custom:3x3:000', HEART6, FULL3]) {
      const storage = new MemoryStorage();
      storage.setItem(STORAGE_PREFIX + BUILDING_KEY, JSON.stringify(draft));
      const { model } = builder({ storage, opening: 'custom:3x3:b78' });
      const v = fakeView();
      model.attach(v.view);
      expect(v.asked, draft).toEqual([]);
      expect(model.boardId).toBe('custom:3x3:b78');
    }
  });

  test('opening a saved board over a board made by hand asks first, by its name', () => {
    const { model } = builder({ opening: 'custom:6x6:fffffffff' });
    const v = fakeView();
    model.attach(v.view);
    model.toggle(3, 2);
    const mine = model.boardId;
    model.open(preset('ring', 5, 5), 'My ring');
    expect(v.asked[0]!.question.question).toBe('Open "My ring"?');
    expect(v.asked[0]!.question.no).toBe('Keep mine');
    expect(model.boardId).toBe(mine);
    v.asked[0]!.yes();
    expect(model.boardId).toBe(customIdOf(preset('ring', 5, 5)));
    // Over a preset's shape it opens at once.
    model.open(preset('heart', 6, 6), 'Heart');
    expect(v.asked).toHaveLength(1);
    expect(model.boardId).toBe(HEART6);
  });

  test('a question still open when the builder is laid out again (a resize) is asked again; answered, it is not', () => {
    const { model } = builder({ opening: 'custom:6x6:fffffffff' });
    const first = fakeView();
    model.attach(first.view);
    model.toggle(3, 2);
    model.preset('heart');
    expect(first.asked).toHaveLength(1);
    model.detach(first.view);
    const second = fakeView();
    model.attach(second.view);
    expect(second.asked.map((a) => a.question.question)).toEqual(['Start from Heart?']);
    second.asked[0]!.yes();
    expect(model.boardId).toBe(HEART6);
    model.detach(second.view);
    const third = fakeView();
    model.attach(third.view);
    expect(third.asked).toEqual([]);
  });

  test('a saved heart played and left with no move is still the draft; a game in progress is named before Play replaces it', () => {
    const { model, storage } = builder({ opening: 'custom:6x6:fffffffff' });
    model.attach(fakeView().view);
    model.preset('heart');
    expect(model.playProblem()).toBeNull();
    // Playing does not touch the draft: after the game, or a reload, the builder opens on the heart.
    expect(builder({ storage }).model.boardId).toBe(HEART6);
    storage.setItem(
      STORAGE_PREFIX + SAVED_MATCH_KEY,
      JSON.stringify({
        rules: 'square:6',
        players: ['easy', 'medium'],
        record: 'square:6 a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 c1 c2 c3',
        over: false,
      }),
    );
    expect(replaceQuestion(loadSavedMatch(new Store(storage)))).toEqual({
      question: 'Start a new game?',
      detail: 'The game in progress (13 moves) will be replaced.',
    });
  });
});
