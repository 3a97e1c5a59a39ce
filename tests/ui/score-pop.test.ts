// The results' score line's pop (score-pop.ts): the winner's side swells as one picture, so its cell
// never covers its name, and stays clear of the dash, the other side and the panel's edges. The
// figures are the line as drawn on an upright phone (390×844, CSS px, read from the page's text boxes;
// each cell 40u at 10u from its count, as results-score-line.ts places it).
import { describe, expect, test } from 'vitest';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { overlapArea } from '../../src/ui/rects.ts';
import { SCORE_POP_MOST, sidePop, swelled, type SidePop } from '../../src/ui/score-pop.ts';

const U = 0.872; // u × the line's fit scale, in CSS px (28u type drawn at 24.4 px)
const Y = 108;
const H = 30.7;
const text = (x: number, width: number): Rect => ({ x, y: Y, width, height: H });
const cellAt = (x: number): Rect => ({ x, y: Y + H / 2 - 20 * U, width: 40 * U, height: 40 * U });
const PHONE = {
  easy: text(82.6, 101.4), // "Easy  35"
  dash: text(192.8, 17.2),
  you: text(218.9, 88.6), // "40  You"
  panel: { x: 11.1, y: 32.3, width: 367.7, height: 779.3 },
};
const easyCell = cellAt(PHONE.easy.x - 10 * U - 40 * U);
const youCell = cellAt(PHONE.you.x + PHONE.you.width + 10 * U);

function popOf(winner: 'you' | 'easy', texts = PHONE): { pop: SidePop; parts: Rect[]; others: Rect[] } {
  const parts = winner === 'you' ? [texts.you, youCell] : [easyCell, texts.easy];
  const others = winner === 'you' ? [easyCell, texts.easy] : [texts.you, youCell];
  const pop = sidePop({ parts, dash: texts.dash, others, within: texts.panel, gap: 4 * U });
  return { pop, parts, others };
}

function expectClear(pop: SidePop, parts: Rect[], others: Rect[]): void {
  const [a, b] = parts.map((p) => swelled(p, pop));
  // The swelled cell never covers the swelled name beside it.
  expect(overlapArea(a!, b!)).toBe(0);
  for (const p of [a!, b!]) {
    for (const o of [PHONE.dash, ...others]) expect(overlapArea(p, o)).toBe(0);
    expect(p.x).toBeGreaterThanOrEqual(PHONE.panel.x - 0.01);
    expect(p.x + p.width).toBeLessThanOrEqual(PHONE.panel.x + PHONE.panel.width + 0.01);
  }
}

describe('the score pop on an upright phone (390×844)', () => {
  test('the old pop, each part about its own origin, covered "You" with its cell', () => {
    const name = { ...PHONE.you, width: PHONE.you.width * SCORE_POP_MOST };
    const c = youCell.x + youCell.width / 2;
    const cell = swelled(youCell, { k: SCORE_POP_MOST, cx: c, cy: Y + H / 2 });
    expect(overlapArea(name, cell)).toBeGreaterThan(0);
  });

  test('"You" winning: the side swells whole, clear of its name, the dash, Easy and the panel', () => {
    const { pop, parts, others } = popOf('you');
    expect(pop.k).toBeGreaterThan(1.1);
    expectClear(pop, parts, others);
  });

  test('Easy winning: the same on the left side', () => {
    const { pop, parts, others } = popOf('easy');
    expect(pop.k).toBeGreaterThan(1.1);
    expectClear(pop, parts, others);
  });

  test('a draw pops both sides: swelled, they stay clear of each other and of the dash', () => {
    const you = popOf('you');
    const easy = popOf('easy');
    const swelledYou = you.parts.map((p) => swelled(p, you.pop));
    const swelledEasy = easy.parts.map((p) => swelled(p, easy.pop));
    for (const a of swelledYou) for (const b of swelledEasy) expect(overlapArea(a, b)).toBe(0);
  });

  test('a side that reaches the panel edge swells less, never over the edge or the dash', () => {
    const wide = { ...PHONE, you: text(218.9, 112) };
    const parts = [wide.you, cellAt(wide.you.x + wide.you.width + 10 * U)];
    const pop = sidePop({
      parts,
      dash: wide.dash,
      others: [easyCell, wide.easy],
      within: wide.panel,
      gap: 4 * U,
    });
    expect(pop.k).toBeGreaterThan(1);
    expect(pop.k).toBeLessThan(SCORE_POP_MOST);
    expectClear(pop, parts, [easyCell, wide.easy]);
  });
});
