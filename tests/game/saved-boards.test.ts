import { describe, expect, it } from 'vitest';
import {
  defaultBoardName,
  deleteBoard,
  loadBoards,
  renameBoard,
  saveBoard,
} from '../../src/game/saved-boards.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';

const fresh = () => {
  const storage = new MemoryStorage();
  return { storage, store: new Store(storage) };
};
const boardsOf = (r: ReturnType<typeof saveBoard>) => {
  if ('error' in r) throw new Error(r.error);
  if (!('boards' in r)) throw new Error(r.question);
  return r.boards;
};

describe('saved boards', () => {
  it('saves boards by name in canonical spelling, replaces one of the same name, and keeps them in the store', () => {
    const { storage, store } = fresh();
    boardsOf(saveBoard(store, '  My   ring ', 'CUSTOM:5x5:FC6B1F8'));
    boardsOf(saveBoard(store, 'Full', 'custom:3x3:ff8'));
    boardsOf(saveBoard(store, 'My ring', 'custom:3x3:fe8', { replace: true }));
    expect(loadBoards(new Store(storage))).toEqual([
      { name: 'Full', id: 'custom:3x3:ff8' },
      { name: 'My ring', id: 'custom:3x3:fe8' },
    ]);
  });

  it('a name another board has is asked about, not saved over; the same board under its own name is saved again', () => {
    const { storage, store } = fresh();
    boardsOf(saveBoard(store, 'My ring', 'custom:5x5:fc6b1f8'));
    const before = storage.getItem(STORAGE_PREFIX + 'boards');
    expect(saveBoard(store, ' My  ring', 'custom:3x3:fe8')).toEqual({
      exists: { name: 'My ring', id: 'custom:5x5:fc6b1f8' },
      question: 'There is already a board called "My ring".',
      detail: 'Replace it with this one, or choose another name.',
    });
    expect(storage.getItem(STORAGE_PREFIX + 'boards')).toBe(before);
    expect(boardsOf(saveBoard(store, 'My ring', 'custom:5x5:fc6b1f8'))).toEqual([
      { name: 'My ring', id: 'custom:5x5:fc6b1f8' },
    ]);
  });

  it('a name that only looks like another (a zero-width space, a direction override, an accent as a mark) is asked about too', () => {
    const { store } = fresh();
    boardsOf(saveBoard(store, 'Ring', 'custom:5x5:fc6b1f8'));
    boardsOf(saveBoard(store, 'Caf\u00e9 1', 'custom:3x3:ff8'));
    expect(saveBoard(store, 'Cafe\u0301 \u200b 1', 'custom:3x3:fe8')).toMatchObject({
      question: 'There is already a board called "Caf\u00e9 1".',
    });
    for (const name of ['Ring\u200b', 'Ri\u202eng\u202c', '\ufeffRing'])
      expect(saveBoard(store, name, 'custom:3x3:fe8')).toMatchObject({
        question: 'There is already a board called "Ring".',
      });
    expect(loadBoards(store)).toEqual([
      { name: 'Ring', id: 'custom:5x5:fc6b1f8' },
      { name: 'Caf\u00e9 1', id: 'custom:3x3:ff8' },
    ]);
  });

  it('two kept boards whose names read alike are both kept, the second numbered', () => {
    const { storage, store } = fresh();
    storage.setItem(
      STORAGE_PREFIX + 'boards',
      JSON.stringify([
        { name: 'Ring', id: 'custom:5x5:fc6b1f8' },
        { name: 'Ring\u200b', id: 'custom:3x3:fe8' },
        { name: 'Ring\u0000', id: 'custom:3x3:ff8' },
      ]),
    );
    expect(loadBoards(store)).toEqual([
      { name: 'Ring', id: 'custom:5x5:fc6b1f8' },
      { name: 'Ring (2)', id: 'custom:3x3:fe8' },
      { name: 'Ring (3)', id: 'custom:3x3:ff8' },
    ]);
    // The numbered names are the ones kept from then on.
    expect(boardsOf(deleteBoard(store, 'Ring (2)')).map((b) => b.name)).toEqual(['Ring', 'Ring (3)']);
    expect(loadBoards(store).map((b) => b.name)).toEqual(['Ring', 'Ring (3)']);
  });

  it('renames and deletes, refusing a name already taken', () => {
    const { store } = fresh();
    saveBoard(store, 'A', 'custom:3x3:ff8');
    saveBoard(store, 'B', 'custom:2x2:f');
    expect(renameBoard(store, 'A', 'B')).toEqual({ error: 'There is already a board called "B".' });
    expect(boardsOf(renameBoard(store, 'A', 'C')).map((b) => b.name)).toEqual(['C', 'B']);
    expect(boardsOf(deleteBoard(store, 'B'))).toEqual([{ name: 'C', id: 'custom:3x3:ff8' }]);
    expect(renameBoard(store, 'Z', 'Y')).toEqual({ error: 'There is no saved board called "Z".' });
  });

  it("refuses an unplayable board or an empty name in a player's words", () => {
    const { store } = fresh();
    expect(saveBoard(store, ' ', 'custom:3x3:ff8')).toEqual({ error: 'A board needs a name.' });
    const bad = saveBoard(store, 'Gap', 'custom:3x3:a08:gravity');
    expect('error' in bad && bad.error).toMatch(/cannot be saved yet.*column c has a gap/);
    expect(loadBoards(store)).toEqual([]);
  });

  it('drops a broken entry and keeps the others (a second board under a name, numbered); garbage reads as no boards', () => {
    const { storage, store } = fresh();
    storage.setItem(
      STORAGE_PREFIX + 'boards',
      JSON.stringify([
        { name: 'Good', id: 'custom:3x3:ff8' },
        { name: 'Bad id', id: 'custom:3x3:zz' },
        7,
        null,
        { name: 'Not custom', id: 'square:5' },
        { name: '', id: 'custom:2x2:f' },
        { name: 'Good', id: 'custom:2x2:f' },
        { name: 'Good', id: 'custom:3x3:ff8' },
        { name: 'Also good', id: 'custom:2x2:f' },
      ]),
    );
    expect(loadBoards(store)).toEqual([
      { name: 'Good', id: 'custom:3x3:ff8' },
      { name: 'Good (2)', id: 'custom:2x2:f' },
      { name: 'Also good', id: 'custom:2x2:f' },
    ]);
    storage.setItem(STORAGE_PREFIX + 'boards', '{not json');
    expect(loadBoards(store)).toEqual([]);
    expect(boardsOf(saveBoard(store, 'After', 'custom:2x2:f'))).toHaveLength(1);
  });

  it('suggests the first free name', () => {
    expect(defaultBoardName([])).toBe('Board 1');
    expect(
      defaultBoardName([
        { name: 'Board 1', id: '' },
        { name: 'Board 3', id: '' },
      ]),
    ).toBe('Board 2');
  });
});
