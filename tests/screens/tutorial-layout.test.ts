import { describe, expect, test } from 'vitest';
import { tutorialLayout } from '../../src/screens/tutorial/tutorial-layout.ts';

const inside = (a: { x: number; y: number; width: number; height: number }, w: number, h: number) =>
  a.x >= 0 && a.y >= 0 && a.x + a.width <= w && a.y + a.height <= h;
const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

describe("the guided game's layout", () => {
  test('upright: the card at the foot, as tall as its longest words but never over 30% of the screen', () => {
    const l = tutorialLayout({ width: 780, height: 1688, u: 2, side: false, cardHeight: () => 300 });
    expect(l.cardAt).toBe('bottom');
    expect(l.card).toEqual({ x: 24, y: 1688 - 24 - 300, width: 732, height: 300 });
    expect(l.hud).toEqual({ x: 24, y: 24, width: 732, height: 208 });
    expect(l.board.y).toBe(232);
    expect(l.board.y + l.board.height).toBe(l.card.y - 24);
    expect(
      tutorialLayout({ width: 780, height: 900, u: 2, side: false, cardHeight: () => 400 }).card.height,
    ).toBe(270);
  });

  test('a phone on its side: the card at the right the whole height, the board and HUD left of it; the card is not measured', () => {
    const l = tutorialLayout({
      width: 2532,
      height: 1170,
      u: 2,
      side: true,
      cardHeight: () => {
        throw new Error('not asked');
      },
    });
    expect(l.cardAt).toBe('top');
    expect(l.card).toEqual({ x: 2532 - 24 - 840, y: 24, width: 840, height: 1170 - 48 });
    expect(l.hud.height).toBe(160);
    expect(l.board.y + l.board.height).toBe(1170 - 48);
    for (const box of [l.card, l.hud, l.board]) expect(inside(box, 2532, 1170)).toBe(true);
    expect(apart(l.board, l.card) && apart(l.hud, l.card) && apart(l.hud, l.board)).toBe(true);
  });
});
