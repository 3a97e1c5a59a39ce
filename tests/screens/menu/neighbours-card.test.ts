// The card of a cell's neighbours: due the first time a player starts a triangle's or a hexagon's
// board, never on squares, never twice, not where the connections picture comes instead; its picture
// lights the six neighbours (each yours, so the centre splits six ways) and, on the triangle, shows
// dim the six cells that touch only a corner.
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { neighboursCardDue, neighboursPicture } from '../../../src/screens/menu/neighbours-card.ts';
import { neighboursWords } from '../../../src/words/neighbours-words.ts';

test('due as a game a person plays starts on the first triangle or hexagon board; not on squares, not once seen, not under connections, not mid-game or watched', () => {
  const s = { ...DEFAULT_SETTINGS };
  expect(neighboursCardDue(parseRules('tri:6'), s, true)).toBe(true);
  expect(neighboursCardDue(parseRules('hex:5'), s, true)).toBe(true);
  expect(neighboursCardDue(parseRules('tri:6'), s, false)).toBe(false);
  expect(neighboursCardDue(parseRules('square:6'), s, true)).toBe(false);
  expect(neighboursCardDue(parseRules('petri:5'), s, true)).toBe(false);
  expect(neighboursCardDue(parseRules('tri:6/connections'), s, true)).toBe(false);
  expect(neighboursCardDue(parseRules('tri:6'), { ...s, neighboursShown: true }, true)).toBe(false);
});

test("the triangle's picture: six neighbours lit, three sharing a side and three touching a corner straight on; six corner spaces dim; the centre the one cell", () => {
  const cells = neighboursPicture('tri');
  const centre = cells.filter((c) => c.kind === 'centre');
  const lit = cells.filter((c) => c.kind === 'neighbour');
  const dim = cells.filter((c) => c.kind === 'corner');
  expect(centre).toHaveLength(1);
  expect(centre[0]).toMatchObject({ x: 0, y: 0 });
  expect(lit).toHaveLength(6);
  expect(dim).toHaveLength(6);
  // Sharing a side: centres 1/√3 away; touching a corner straight on: 2/√3.
  const far = (c: { x: number; y: number }) => Math.hypot(c.x, c.y);
  expect(lit.filter((c) => Math.abs(far(c) - 1 / Math.sqrt(3)) < 1e-6)).toHaveLength(3);
  expect(lit.filter((c) => Math.abs(far(c) - 2 / Math.sqrt(3)) < 1e-6)).toHaveLength(3);
  // The dim ones touch a corner from the side, 1 away, pointing the centre's way; every lit one the other way.
  const down = centre[0]!.down;
  for (const c of dim) expect([far(c), c.down]).toEqual([expect.closeTo(1, 6), down]);
  for (const c of lit) expect(c.down).toBe(!down);
});

test("the hexagon's picture: the one cell and its six neighbours, all lit, a side's width away", () => {
  const cells = neighboursPicture('hex');
  expect(cells.filter((c) => c.kind === 'centre')).toEqual([{ x: 0, y: 0, kind: 'centre', down: false }]);
  const lit = cells.filter((c) => c.kind === 'neighbour');
  expect(lit).toHaveLength(6);
  for (const c of lit) expect(Math.hypot(c.x, c.y)).toBeCloseTo(1, 6);
  expect(cells.filter((c) => c.kind === 'corner')).toHaveLength(0);
});

test("the words say which cells split each other, in a player's words", () => {
  for (const grid of ['tri', 'hex'] as const) {
    const w = neighboursWords(grid);
    const all = [w.title, ...w.lines, w.caption].join(' ');
    expect(all).toMatch(/six neighbours/);
    expect(all).not.toMatch(/axis|axes|adjacen|topolog/i);
  }
  expect(neighboursWords('tri').lines.join(' ')).toMatch(/never split/);
});
