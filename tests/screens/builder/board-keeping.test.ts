// The builder's keeping in Node: what Save, Rename, Delete and Paste ask, what they keep, and the
// notices they give (words and how long), on a Map-backed store.
import { expect, test } from 'vitest';
import { customIdOf, preset } from '../../../src/game/board-builder.ts';
import { loadBoards } from '../../../src/game/saved-boards.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import {
  deleteQuestion,
  deleteSaved,
  PASTE_QUESTION,
  pasted,
  renameAs,
  renameQuestion,
  savedGrid,
  saveAs,
  saveQuestion,
} from '../../../src/screens/builder/board-keeping.ts';

const RING = preset('ring', 5, 5);

test('Save asks for a name, "Board 1" first, the saved name again for the same board; a board that cannot be played says why', () => {
  const store = new Store(new MemoryStorage());
  const ask = saveQuestion(store, RING);
  expect(ask).toEqual({
    question: { caption: 'Save this board as', value: 'Board 1', okLabel: 'Save' },
    id: customIdOf(RING),
  });
  expect(saveAs(store, customIdOf(RING), '  My ring ')).toEqual({
    told: { words: 'Saved "My ring".', ms: 4000 },
    saved: true,
  });
  expect(loadBoards(store)).toEqual([{ name: 'My ring', id: customIdOf(RING) }]);
  expect(saveQuestion(store, RING)).toMatchObject({ question: { value: 'My ring' } });
  expect(saveQuestion(store, preset('heart', 5, 5))).toMatchObject({ question: { value: 'Board 1' } });
  const one = { ...RING, cells: RING.cells.map((_, i) => i === 0) };
  expect(saveQuestion(store, one)).toEqual({
    told: { words: 'Mark at least 2 squares to play (now 1).', ms: 5000 },
  });
  expect(saveAs(store, customIdOf(RING), '   ')).toEqual({
    told: { words: 'A board needs a name.', ms: 4000 },
    saved: false,
  });
});

test('Rename and Delete: their questions, what they keep and what they tell', () => {
  const store = new Store(new MemoryStorage());
  saveAs(store, customIdOf(RING), 'Ring');
  saveAs(store, customIdOf(preset('heart', 5, 5)), 'Heart');
  const [ring] = loadBoards(store);
  expect(renameQuestion(ring!)).toEqual({ caption: 'Rename "Ring" to', value: 'Ring', okLabel: 'Rename' });
  expect(renameAs(store, ring!, 'Heart')).toEqual({
    words: 'There is already a board called "Heart".',
    ms: 4000,
  });
  expect(renameAs(store, ring!, 'Round')).toEqual({ words: 'Renamed to "Round".', ms: 4000 });
  const round = loadBoards(store)[0]!;
  expect(deleteQuestion(round)).toEqual({
    caption: 'Delete "Round"? Its id, to keep a copy:',
    value: customIdOf(RING),
    okLabel: 'Delete',
  });
  expect(deleteSaved(store, round)).toEqual({ words: 'Deleted "Round".', ms: 4000 });
  expect(loadBoards(store).map((b) => b.name)).toEqual(['Heart']);
  expect(savedGrid({ name: 'x', id: customIdOf(RING) })).toEqual(RING);
});

test('Paste: an id or rows of # and . load (keeping gravity); a mistake is told at length', () => {
  expect(PASTE_QUESTION).toMatchObject({ multiline: true, okLabel: 'Load', value: '' });
  expect(pasted(customIdOf(RING), false)).toEqual({ grid: RING });
  const rows = pasted('###\n#.#\n###', true);
  expect(rows).toEqual({
    grid: {
      rows: 3,
      cols: 3,
      gravity: true,
      cells: [true, true, true, true, false, true, true, true, true],
      stems: Array(9).fill(false),
    },
  });
  const bad = pasted('##\n#', false);
  expect('told' in bad && bad.told.ms).toBe(8000);
  expect('told' in bad && bad.told.words).toMatch(/Row 2 has 1 square/);
});

test('Save and Rename tell the name as it is kept, without the hidden characters the name does not keep', () => {
  const store = new Store(new MemoryStorage());
  expect(saveAs(store, customIdOf(RING), 'My\u0000 ri\u001bng \u202e')).toEqual({
    told: { words: 'Saved "My ring".', ms: 4000 },
    saved: true,
  });
  expect(loadBoards(store)).toEqual([{ name: 'My ring', id: customIdOf(RING) }]);
  const ring = loadBoards(store)[0]!;
  expect(renameAs(store, ring, 'Ro\u202eund\u0007')).toEqual({ words: 'Renamed to "Round".', ms: 4000 });
  expect(loadBoards(store)).toEqual([{ name: 'Round', id: customIdOf(RING) }]);
});
