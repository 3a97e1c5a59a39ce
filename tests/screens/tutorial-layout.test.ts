import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { GUIDED_BOARD } from '../../src/screens/tutorial/tutorial-model.ts';
import { tutorialLayout } from '../../src/screens/tutorial/tutorial-layout.ts';
import { screenShape } from '../../src/screens/screen-shape.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { labelFont, labelRoom } from '../../src/ui/board-label-places.ts';
import { fittedBoardHeight, fittedBoardWidth } from '../../src/ui/board-screen-areas.ts';
import { PAD } from '../../src/ui/art/board-frame.ts';

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
});

/**
 * The guided game's layout at `cssW`×`cssH` CSS px and `dpr`, its board fitted as the view fits it:
 * on its side with the way out's room, upright with a card of 170 CSS px.
 */
function guidedLayout(cssW: number, cssH: number, dpr: number, side: boolean) {
  const width = cssW * dpr;
  const height = cssH * dpr;
  const { u } = screenShape(width, height, dpr);
  const layout = parseLayout(GUIDED_BOARD.rules);
  const font = labelFont(u);
  const l = tutorialLayout({
    width,
    height,
    u,
    side,
    cardHeight: side
      ? () => {
          throw new Error('not asked');
        }
      : () => 170 * dpr,
    board: {
      layout,
      height: (box, fit) => fittedBoardHeight(layout, box, font, fit),
      width: (box, fit) => fittedBoardWidth(layout, box, font, fit),
    },
    ...(side ? { exit: { width: 84 * dpr, height: 44 * dpr } } : {}),
  });
  return { l, u, layout, font, width, height };
}

describe("the guided game's board on a phone on its side", () => {
  // The card at the right the whole height left the 3×3 board squares of 74 px at 844×390 and some
  // 60% of the screen empty; as on the tablet, the board the whole height, the column beside it.
  test.each([
    [844, 390, 3, 90],
    [740, 360, 2, 82],
    [667, 375, 2, 86],
  ])(
    '%i×%i at dpr %i - the board the whole height (squares of %i CSS px or more), the way out, the panels and the card in a column at its left half as wide as the screen, words at 19 px',
    (cssW, cssH, dpr, least) => {
      const { l, u, layout, font, width, height } = guidedLayout(cssW, cssH, dpr, true);
      expect(l.cardAt).toBe('top');
      expect(l.wordsPx).toBe(19);
      for (const box of [l.card, l.hud, l.board, l.exit, ...l.panels!])
        expect(inside(box, width, height)).toBe(true);
      for (const [a, b] of [
        [l.board, l.card],
        [l.hud, l.card],
        [l.hud, l.board],
        [l.exit, l.hud],
        [l.panels![0], l.panels![1]],
      ] as const)
        expect(apart(a, b)).toBe(true);
      const fit = new BoardGeometryFit(layout, l.board, labelRoom(layout, font, false), false);
      expect(fit.square / dpr).toBeGreaterThanOrEqual(least);
      expect(fit.frame.height / height).toBeGreaterThan(0.8);
      // The column: as wide as the board leaves it, at least 40% of the screen, the card's room tall
      // enough for four lines of its words and its buttons.
      expect(l.card.width / width).toBeGreaterThanOrEqual(0.4);
      expect(l.card.x + l.card.width).toBeLessThan(fit.left);
      expect(l.card.height / dpr).toBeGreaterThanOrEqual(4 * 19 * 1.3 + 44 + 30);
      // The group in the middle: the margins at the left and the right within a few pixels.
      const right = width - (fit.left + fit.frame.width + fit.room.right);
      expect(Math.abs(l.card.x - right)).toBeLessThanOrEqual(12 * u);
    },
  );
});

describe("the guided game's board on an upright phone", () => {
  /** The guided game's layout at `cssW`×`cssH` CSS px and `dpr`, with a card of 170 CSS px. */
  const upright = (cssW: number, cssH: number, dpr: number) => {
    const { l, layout, font, width, height } = guidedLayout(cssW, cssH, dpr, false);
    const fit = new BoardGeometryFit(
      layout,
      l.board,
      labelRoom(layout, font, l.fit.labelsOnRim),
      l.fit.bleed,
    );
    return { l, fit, width, height };
  };

  test.each([
    [390, 844, 3],
    [360, 740, 2],
    [412, 915, 2],
  ])(
    '%i×%i at dpr %i - the 3×3 glass across 96% of the width or more and over 40% of the height, the panels where the first game has them (the opponent above, you below), clear of the card',
    (cssW, cssH, dpr) => {
      const { l, fit, width, height } = upright(cssW, cssH, dpr);
      const glass = fit.frame.width - 2 * PAD * fit.square;
      expect(glass / width).toBeGreaterThanOrEqual(0.96);
      expect(fit.frame.height / height).toBeGreaterThan(0.4);
      // As on the board screen upright: the opponent's panel right above the board, yours right under its labels.
      const [you, opponent] = l.panels!;
      expect(opponent.y + opponent.height).toBe(l.board.y);
      expect(you.y).toBeGreaterThanOrEqual(l.board.y + l.board.height);
      expect(you.y - (l.board.y + l.board.height)).toBeLessThanOrEqual(4 * dpr);
      expect(fit.top).toBeGreaterThanOrEqual(l.board.y - 1);
      expect(fit.top - l.board.y).toBeLessThan(2);
      expect(you.y + you.height).toBeLessThanOrEqual(l.card.y);
      for (const panel of [you, opponent]) expect(inside(panel, width, height)).toBe(true);
      // The empty height above the top panel and under the bottom one is shared, not left at one end.
      const over = opponent.y;
      const under = l.card.y - (you.y + you.height);
      expect(Math.abs(over - under)).toBeLessThanOrEqual(2 * 12 * dpr);
    },
  );
});

describe("the guided game's board on a tablet and a desktop", () => {
  test.each([
    [1024, 768, 150],
    [1280, 720, 165],
    [1366, 768, 180],
  ])(
    '%i×%i - the board the whole height, the card right beside it at its left under the panels, the group centred: squares of %i px or more (125 with the card far at the right)',
    (width, height, least) => {
      const { u } = screenShape(width, height, 1);
      const layout = parseLayout(GUIDED_BOARD.rules);
      const font = labelFont(u);
      const l = tutorialLayout({
        width,
        height,
        u,
        side: false,
        cardHeight: () => 170,
        board: {
          layout,
          height: (box, fit) => fittedBoardHeight(layout, box, font, fit),
          width: (box, fit) => fittedBoardWidth(layout, box, font, fit),
        },
        exit: { width: 84, height: 44 },
      });
      expect(l.cardAt).toBe('top');
      for (const box of [l.card, l.hud, l.board, ...l.panels!]) expect(inside(box, width, height)).toBe(true);
      expect(apart(l.board, l.card) && apart(l.hud, l.card) && apart(l.hud, l.board)).toBe(true);
      expect(apart(l.panels![0], l.panels![1])).toBe(true);
      const fit = new BoardGeometryFit(
        layout,
        l.board,
        labelRoom(layout, font, l.fit.labelsOnRim),
        l.fit.bleed,
      );
      expect(fit.square, `square at ${width}`).toBeGreaterThanOrEqual(least);
      // The card right beside the board's labels: no more than the screen's margin between them.
      const labelsLeft = fit.left - fit.room.left;
      expect(labelsLeft - (l.card.x + l.card.width)).toBeLessThanOrEqual(12 * u + 1);
      expect(l.card.y).toBeLessThan(height / 2);
      // The group in the middle: the margins at the left and the right within a few pixels.
      const right = width - (fit.left + fit.frame.width + fit.room.right);
      expect(Math.abs(l.card.x - right), `margins ${l.card.x} and ${right}`).toBeLessThanOrEqual(12 * u);
    },
  );
});

test.each([
  [390, 844, 3],
  [844, 390, 3],
  [1024, 768, 2],
  [1280, 720, 1],
])(
  "the guided game's way out at %i×%i: the top left corner, a finger high, clear of the HUD, the board and the card",
  (cssW, cssH, dpr) => {
    const width = cssW * dpr;
    const height = cssH * dpr;
    const { u, portrait } = screenShape(width, height, dpr);
    const guided = parseLayout(GUIDED_BOARD.rules);
    const l = tutorialLayout({
      width,
      height,
      u,
      side: !portrait && cssH < 560,
      cardHeight: () => 200 * dpr,
      board: {
        layout: guided,
        height: (box, fit) => fittedBoardHeight(guided, box, labelFont(u), fit),
        width: (box, fit) => fittedBoardWidth(guided, box, labelFont(u), fit),
      },
      exit: { width: 96 * dpr, height: 44 * dpr },
    });
    expect(l.exit.height / dpr).toBe(44);
    expect(inside(l.exit, width, height)).toBe(true);
    expect(l.exit.x + l.exit.width).toBeLessThan(width / 2);
    for (const other of [l.hud, l.board, l.card, ...(l.panels ?? [])])
      expect(apart(l.exit, other), JSON.stringify(other)).toBe(true);
  },
);
