// The guided game's try-it step on its model: the square with more of the person's cells beside it
// gains less, two pairs of them sharing a line each; a wrong pick shows its cuts and asks for the
// better square, a right pick first is praised with the other shown beside. Its gains are the engine's.
import { describe, expect, test } from 'vitest';
import { parseLayout, Position } from '../../../src/engine/index.ts';
import { moveWorth } from '../../../src/screens/game/move-worth.ts';
import { trapCells, trapGain } from '../../../src/screens/tutorial/line-trap.ts';
import { squareNamed } from '../../../src/screens/tutorial/square-named.ts';
import { GUIDED_STEPS, type GuidedStep } from '../../../src/screens/tutorial/tutorial-snapshot.ts';
import { GUIDED_WORDS, LINE_TRAP } from '../../../src/words/tutorial-script.ts';
import { guided, settle } from './guided-game.ts';

/** The guided game up to its try-it board: the first five steps (the corner among them) and the picture played. */
async function atTheTrap() {
  const g = guided();
  await settle();
  await g.tap('b2');
  await g.next();
  await g.clock.advance(60_000);
  await g.tap('c2');
  await g.next();
  await g.clock.advance(60_000);
  await g.next();
  await g.tap('a2');
  await g.next();
  await g.clock.advance(60_000);
  await g.tap('c1');
  await g.next();
  await g.next();
  expect(g.model.snapshot().step).toBe('lines not cells');
  return g;
}

const cell = (g: Awaited<ReturnType<typeof atTheTrap>>, name: string) =>
  g.model.snapshot().trap!.cells.find((c) => c.name === name);

describe('the try-it board', () => {
  test('comes after the corner and the picture: diagonal neighbours are shown touching before its count needs them', async () => {
    const g = await atTheTrap();
    // The corner move is on the guided board already, its cell cut along a diagonal.
    expect(g.match.position.owner[g.square('c1')]).toBe(1);
    const order = ['two ways', 'more lines', 'lines not cells'].map((s) =>
      GUIDED_STEPS.indexOf(s as GuidedStep),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Its ask says what to count, as the picture showed it: lines, not cells.
    expect(g.words()).toMatch(/more lines/);
  });

  test('the square with more neighbours gains less, as the engine counts it', () => {
    const layout = parseLayout(LINE_TRAP.rules);
    const position = new Position(layout);
    // The person's cells, the other side's on the squares left over (they gain the person nothing).
    const theirs = ['b1', 'a2', 'c2', 'b3', 'd3'];
    LINE_TRAP.yours.forEach((name, i) => {
      position.playUnchecked(squareNamed(layout, name));
      position.playUnchecked(squareNamed(layout, theirs[i]!));
    });
    const engine = (name: string) => moveWorth(position, squareNamed(layout, name))!.total;
    expect([trapGain(LINE_TRAP.trap), trapGain(LINE_TRAP.better)]).toEqual([9, 11]);
    expect([engine(LINE_TRAP.trap), engine(LINE_TRAP.better)]).toEqual([9, 11]);
    // b2 touches all four corners around it, d2 three: the trap looks best.
    const trap = trapCells(LINE_TRAP.trap).find((c) => c.name === LINE_TRAP.trap)!;
    const better = trapCells(LINE_TRAP.better).find((c) => c.name === LINE_TRAP.better)!;
    expect([trap.lines.length, trap.pieces, better.lines.length, better.pieces]).toEqual([2, 4, 3, 6]);
  });

  test('the trap first: its cuts shown, why in a line, then the better square', async () => {
    const g = await atTheTrap();
    expect(g.words()).toBe(GUIDED_WORDS.trapAsk('Tap'));
    expect(g.words()).toBe('b2 touches 4 of yours, d2 only 3. Which makes more lines? Tap it.');
    expect(g.model.snapshot()).toMatchObject({ phase: 'tap', turn: 1, choices: [] });
    expect(g.model.snapshot().trap).toMatchObject({ glowing: ['b2', 'd2'], tried: null, ghost: null });
    // A tap on a square that does not glow is not taken; the guided board takes none either.
    expect(g.model.tryTrap('b1')).toBe(false);
    expect(await g.tap('b1')).toBe(false);
    expect(g.match.position.moves()).toHaveLength(7);

    expect(g.model.tryTrap('b2')).toBe(true);
    await settle();
    expect(g.model.snapshot().trap).toMatchObject({ tried: 'b2', glowing: ['d2'], ghost: null });
    // In the cell itself: two cuts, 4 pieces; the four it touches each cut once more.
    expect(cell(g, 'b2')).toMatchObject({ pieces: 4 });
    expect(cell(g, 'b2')!.lines).toHaveLength(2);
    expect(g.words()).toBe(GUIDED_WORDS.trapTaken(9));
    expect(g.words()).toMatch(/a1 and c3 share one line, a3 and c1 another: 2 cuts, \+9\. Now try d2\./);
    expect(g.ids()).toEqual([]);
    // Only the better square is taken now.
    expect(g.model.tryTrap('b2')).toBe(false);
    expect(g.model.tryTrap('d2')).toBe(true);
    await settle();
    const shown = g.model.snapshot().trap!;
    expect(shown).toMatchObject({ tried: 'd2', glowing: [], ghost: { name: 'b2', pieces: 4 } });
    expect(cell(g, 'b2')).toBeUndefined();
    expect(cell(g, 'd2')).toMatchObject({ pieces: 6 });
    expect(g.words()).toBe(GUIDED_WORDS.trapBetter(11, 9));
    expect(g.words()).toBe('d2 has 3 lines: 6 pieces, +11, not +9. Lines count, not cells.');
    await g.next();
    expect(g.model.snapshot().trap).toBeNull();
    expect(g.words()).toBe(GUIDED_WORDS.opponentTurn);
  });

  test('the better square first: praised, the other shown faint with its fewer lines', async () => {
    const g = await atTheTrap();
    expect(g.model.tryTrap('d2')).toBe(true);
    await settle();
    expect(g.model.snapshot().trap).toMatchObject({
      tried: 'd2',
      glowing: [],
      ghost: { name: 'b2', pieces: 4 },
    });
    expect(cell(g, 'd2')).toMatchObject({ pieces: 6 });
    expect(g.words()).toBe(GUIDED_WORDS.trapRight(11, 9));
    expect(g.words()).toBe("Yes: 3 lines, 6 pieces, +11. b2's four sit on 2 lines: only +9.");
    expect(g.model.tryTrap('b2')).toBe(false);
    expect(g.ids()).toEqual(['tutorial:next']);
  });
});
