// A reload with a game's board in sight goes back to it; a new tab, a finished game or a link does not.
import { describe, expect, test } from 'vitest';
import { noteBoardInSight, reopensBoard, type TabMemory } from '../../src/game/board-reload.ts';

function memory(): TabMemory {
  const kept = new Map<string, string>();
  return {
    getItem: (k) => kept.get(k) ?? null,
    setItem: (k, v) => void kept.set(k, v),
    removeItem: (k) => void kept.delete(k),
  };
}

describe('a reload goes back to the board in sight', () => {
  test('with the board in sight and a game kept, a reload reopens it', () => {
    const tab = memory();
    noteBoardInSight(tab, true);
    expect(reopensBoard(tab, true, false)).toBe(true);
  });

  test('a new tab, a board left for the menu, or a finished game opens the menu', () => {
    expect(reopensBoard(memory(), true, false)).toBe(false);
    const left = memory();
    noteBoardInSight(left, true);
    noteBoardInSight(left, false);
    expect(reopensBoard(left, true, false)).toBe(false);
    const over = memory();
    noteBoardInSight(over, true);
    expect(reopensBoard(over, false, false)).toBe(false);
  });

  test("a link's game, board or puzzle opens instead", () => {
    const tab = memory();
    noteBoardInSight(tab, true);
    expect(reopensBoard(tab, true, true)).toBe(false);
  });

  test('storage that throws, or none, only loses the shortcut', () => {
    const blocked: TabMemory = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => noteBoardInSight(blocked, true)).not.toThrow();
    expect(reopensBoard(blocked, true, false)).toBe(false);
    expect(reopensBoard(null, true, false)).toBe(false);
  });
});
