import { describe, expect, test } from 'vitest';
import {
  planToolbarShape,
  toolbarLines,
  toolbarPlace,
  toolbarSpots,
  wrapNames,
  wrapWords,
  type ToolbarRoom,
} from '../../src/ui/toolbar-plan.ts';

// Ten game pixels a letter, a space as one letter: easy to reason about.
const measure = (s: string) => s.length * 10;

describe('wrapWords', () => {
  test.each([
    { text: 'Perfect play', limit: Infinity, lines: ['Perfect play'] },
    { text: 'Perfect play', limit: 120, lines: ['Perfect play'] },
    { text: 'Perfect play', limit: 119, lines: ['Perfect', 'play'] },
    { text: 'How to play', limit: 70, lines: ['How to', 'play'] },
    { text: 'Full screen', limit: 60, lines: ['Full', 'screen'] },
    { text: 'Undo', limit: 20, lines: ['Undo'] },
  ])('wrapWords - $text at $limit - $lines', ({ text, limit, lines }) => {
    expect(wrapWords(text, limit, measure)).toEqual(lines);
  });

  test('wrapNames gives the widest line and the most lines any name takes', () => {
    expect(wrapNames(['Perfect play', 'Undo'], 80, measure)).toEqual({
      lines: [['Perfect', 'play'], ['Undo']],
      width: 70,
      rows: 2,
    });
  });
});

// Six buttons at u = 1 with a 46-pixel finger, names measured ten pixels a letter.
const room = (over: Partial<ToolbarRoom>): ToolbarRoom => ({
  count: 6,
  names: ['Hint', 'Undo', 'Menu', 'Sound', 'Perfect play', 'Rules'],
  length: 1000,
  vertical: false,
  u: 1,
  touch: 46,
  font: 12.5,
  side: 6,
  measure,
  ...over,
});

describe('the toolbar plan', () => {
  test('lines enough that no button is under a finger', () => {
    expect(toolbarLines(6, 1000, 46, 2)).toBe(1);
    expect(toolbarLines(6, 200, 46, 2)).toBe(2);
    expect(toolbarLines(6, 100, 46, 2)).toBe(3);
  });

  test('a long row: one line, names on one line of words, every button as wide as the widest name', () => {
    const shape = planToolbarShape(room({}));
    expect(shape.lines).toBe(1);
    expect(shape.wrap).toBe(Infinity);
    // 'Perfect play' is 120 wide, 6 each side.
    expect(shape.buttonWidth).toBe(132);
    expect(shape.buttonHeight).toBe(Math.ceil(56 * 0.84 + 12.5 * 1.2 + 4));
  });

  test('a shorter row wraps the names between words before it takes a second line', () => {
    const shape = planToolbarShape(room({ length: 6 * 82 + 5 * 2 }));
    expect(shape.lines).toBe(1);
    expect(shape.wrap).toBe(70);
    expect(shape.buttonWidth).toBe(82);
  });

  test('short of room even wrapped, it takes more lines; past three lines the icons stand alone', () => {
    const twoLines = planToolbarShape(room({ length: 3 * 82 + 2 * 2 }));
    expect(twoLines.lines).toBe(2);
    expect(twoLines.thickness).toBe(2 * twoLines.lineThickness + 6);
    const bare = planToolbarShape(room({ names: ['Extraordinarily long'], count: 6, length: 150 }));
    expect(bare.wrap).toBeNull();
    expect(bare.buttonWidth).toBe(56);
    expect(bare.lineThickness).toBe(60);
  });

  test('spots: centred on the place, evenly spaced, lines across it; a column runs downwards', () => {
    const shape = { lines: 2, buttonWidth: 50, buttonHeight: 60, lineThickness: 64, thickness: 134 };
    const row = toolbarSpots(5, { x: 500, y: 300, length: 400, vertical: false }, shape, 1);
    expect(row).toHaveLength(5);
    // Three on the first line 14 apart (the most), two on the second, each line centred.
    expect(row.slice(0, 3).map((s) => s.x)).toEqual([436, 500, 564]);
    expect(row.slice(3).map((s) => s.x)).toEqual([468, 532]);
    expect(row[0]!.y).toBe(300 - 134 / 2 + 32);
    expect(row[3]!.y).toBe(300 - 134 / 2 + 32 + 70);
    const column = toolbarSpots(
      2,
      { x: 50, y: 300, length: 400, vertical: true },
      { ...shape, lines: 1, thickness: 64 },
      1,
    );
    expect(column).toEqual([
      { x: 50, y: 300 - 37 },
      { x: 50, y: 300 + 37 },
    ]);
  });

  test("the board screen's toolbar: a row along the foot, a column at the right on a phone on its side", () => {
    expect(toolbarPlace(1000, 800, 12, 70, false)).toEqual({
      x: 500,
      y: 800 - 12 - 35,
      length: 976,
      vertical: false,
    });
    expect(toolbarPlace(1000, 400, 12, 70, true)).toEqual({
      x: 1000 - 12 - 35,
      y: 200,
      length: 376,
      vertical: true,
    });
  });
});
