// The builder's stem squares (RULES.md section 12) on its model, in Node: a tap in stem mode puts a
// stem cell on a playable square or takes it away, a drag paints them, a square taken off the
// board takes its stem cell with it, mirrors and turns carry them; the facts count the moves left,
// the rules id names them canonically, the draft keeps them across a reload, and a saved board's
// id round-trips through Save and My boards.
import { describe, expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { gridFromId, makeGrid, mirrorLeftRight, problemOf, rotate } from '../../../src/game/board-builder.ts';
import { builtIdOf, rulesIdOfGrid, stemNames } from '../../../src/game/builder-stems.ts';
import { loadBoards, saveBoard } from '../../../src/game/saved-boards.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { saveAs, saveQuestion, savedGrid } from '../../../src/screens/builder/board-keeping.ts';
import { BuilderModel, STEM_NOTE, type BuilderView } from '../../../src/screens/builder/builder-model.ts';

const view: BuilderView = { changed: () => {}, after: () => () => {}, confirm: () => {} };

function builder(storage = new MemoryStorage(), opening: string | null = 'custom:3x3:ff8') {
  const settings = structuredClone(DEFAULT_SETTINGS);
  const model = new BuilderModel({
    store: new Store(storage),
    settings: () => settings,
    opening,
    menuBoard: () => 'square:5',
    whoPlays: () => '',
    makeSolver: () => ({ solve: () => new Promise(() => {}) }),
    solveSquares: 0,
    keep: () => {},
  });
  model.attach(view);
  return { model, settings, storage };
}

/** A tap on the square at row (from the top) and column. */
function tap(model: BuilderModel, row: number, col: number) {
  model.press({ row, col });
  model.release();
}

describe('builder stem squares', () => {
  test('in stem mode a tap marks a stem square and a second tap takes it away; out of it, taps paint squares again', () => {
    const { model } = builder();
    expect(model.snapshot()).toMatchObject({ stemMode: false, stemLabel: 'Stem cells' });
    model.toggleStemMode();
    expect(model.snapshot()).toMatchObject({ stemMode: true, stemLabel: 'Stem cells' });
    expect(model.snapshot().note).toContain(STEM_NOTE);
    tap(model, 1, 1);
    expect(model.snapshot().grid.stems[4]).toBe(true);
    // b2 is the square nearest the middle: the canonical id writes it as /stem alone.
    expect(model.builtId).toBe('custom:3x3:ff8/stem');
    // The layout is unchanged: the board's squares are the same.
    expect(model.boardId).toBe('custom:3x3:ff8');
    expect(model.rulesId()).toBe('custom:3x3:ff8/stem');
    expect(model.snapshot().facts).toBe('9 squares, 1 with a stem cell: 4 moves each');
    tap(model, 1, 1);
    expect(model.builtId).toBe('custom:3x3:ff8');
    model.toggleStemMode();
    tap(model, 1, 1);
    expect(model.boardId).toBe('custom:3x3:f78');
  });

  test('a drag paints stem squares; a square off the board takes none; names are written in reading order (the top row first)', () => {
    const { model } = builder();
    model.toggleStemMode();
    model.press({ row: 0, col: 2 });
    model.dragTo({ row: 1, col: 2 });
    model.dragTo({ row: 2, col: 2 });
    model.release();
    expect(stemNames(model.board)).toEqual(['c3', 'c2', 'c1']);
    expect(model.rulesId()).toBe('custom:3x3:ff8/stem:c3.c2.c1');
    expect(parseRules(model.rulesId()!).stemSquares).toHaveLength(3);
  });

  test('with the menu on equal moves and connections, the rules id puts the options in their order', () => {
    const { model, settings } = builder();
    settings.equalMoves = true;
    settings.scoring = 'connections';
    model.toggleStemMode();
    tap(model, 1, 1);
    expect(model.rulesId()).toBe('custom:3x3:ff8/equal/connections/stem');
  });

  test('a square taken off the board loses its stem cell; a square off the board cannot be marked', () => {
    let g = makeGrid(
      3,
      3,
      () => true,
      false,
      (r, c) => r === 0 && c === 0,
    );
    expect(builtIdOf(g)).toBe('custom:3x3:ff8/stem:a3');
    const { model } = builder(new MemoryStorage(), builtIdOf(g));
    expect(model.builtId).toBe('custom:3x3:ff8/stem:a3');
    tap(model, 0, 0); // paints: the square goes, and its stem cell with it
    expect(model.snapshot().grid.stems.some(Boolean)).toBe(false);
    model.toggleStemMode();
    tap(model, 0, 0); // no square there now: nothing to mark
    expect(model.builtId).toBe(model.boardId);
    g = makeGrid(
      2,
      2,
      (r) => r === 0,
      false,
      () => true,
    );
    expect(g.stems).toEqual([true, true, false, false]);
  });

  test('mirrors and turns carry the stem squares with their squares', () => {
    const g = makeGrid(
      3,
      4,
      () => true,
      false,
      (r, c) => r === 0 && c === 0,
    );
    expect(stemNames(g)).toEqual(['a3']);
    expect(stemNames(mirrorLeftRight(g))).toEqual(['d3']);
    // A quarter turn clockwise: the top left square goes to the top right.
    expect(stemNames(rotate(g))).toEqual(['c4']);
  });

  test('stem squares that leave fewer than 2 squares to play stop Play, in words; the rules id waits for a playable board', () => {
    const g = makeGrid(
      2,
      2,
      () => true,
      false,
      (r, c) => !(r === 0 && c === 0),
    );
    expect(problemOf(g)).toBe(
      'Stem squares leave 1 square to play: keep at least 2 squares without a stem cell.',
    );
    expect(rulesIdOfGrid(g)).toBeNull();
  });

  test('the draft keeps its stem squares across a reload', () => {
    const storage = new MemoryStorage();
    const { model } = builder(storage);
    model.toggleStemMode();
    tap(model, 1, 1);
    expect(builder(storage, null).model.builtId).toBe('custom:3x3:ff8/stem');
  });

  test("a saved board's rules id round-trips: Save, My boards, open, the same id", () => {
    const storage = new MemoryStorage();
    const store = new Store(storage);
    const { model } = builder(storage);
    model.toggleStemMode();
    tap(model, 2, 0);
    tap(model, 0, 2);
    const asked = saveQuestion(store, model.board);
    if (!('id' in asked)) throw new Error(asked.told.words);
    expect(asked.id).toBe('custom:3x3:ff8/stem:c3.a1');
    expect(saveAs(store, asked.id, 'Corners')).toMatchObject({ saved: true });
    const [saved] = loadBoards(store);
    expect(saved).toEqual({ name: 'Corners', id: 'custom:3x3:ff8/stem:c3.a1' });
    const grid = savedGrid(saved!)!;
    expect(builtIdOf(grid)).toBe(saved!.id);
    // Saving it again under its own name finds the same board.
    const again = saveQuestion(store, grid);
    expect('question' in again && again.question.value).toBe('Corners');
  });

  test('a saved id with other rules than stem squares is refused, saying a board keeps only its squares', () => {
    const store = new Store(new MemoryStorage());
    const result = saveBoard(store, 'X', 'custom:3x3:ff8/capture/stem:b2');
    expect('error' in result && result.error).toMatch(/a board keeps its squares and stem squares only/);
    expect(gridFromId('custom:3x3:ff8/jumps')).toMatchObject({
      error: expect.stringMatching(/choose the other rules in the menu/),
    });
  });
});
