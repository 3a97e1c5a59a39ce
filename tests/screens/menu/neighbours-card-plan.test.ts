// The first triangle game's notice with its picture, laid out in Node: it stands inside a free band
// (the notices' places, clear of the squares), its picture and words apart inside it; the picture
// beside the words in a wide low band (a phone upright), above them in a narrow tall one, in the
// band where it is largest; where no band holds the words and a readable picture, none (the line
// is told as a plain notice then).
import { expect, test } from 'vitest';
import {
  neighboursCardPlan,
  overlaps,
  type CardBand,
  type CardPlan,
} from '../../../src/screens/menu/neighbours-card-plan.ts';

/** Words of about 150 characters at `px` a letter's width and 1.3 × 2px a line. */
const words = (px: number) => (width: number) => Math.ceil(150 / Math.floor(width / px)) * px * 2.6;

const inside = (a: CardBand, b: CardBand) =>
  a.x >= b.x - 1e-9 &&
  a.y >= b.y - 1e-9 &&
  a.x + a.width <= b.x + b.width + 1e-9 &&
  a.y + a.height <= b.y + b.height + 1e-9;

function holds(plan: CardPlan, band: CardBand): void {
  expect(inside(plan.box, band)).toBe(true);
  const picture = {
    x: plan.picture.x,
    y: plan.picture.y,
    width: plan.picture.side,
    height: plan.picture.side,
  };
  expect(inside(picture, plan.box)).toBe(true);
  expect(plan.words.x + plan.words.width).toBeLessThanOrEqual(plan.box.x + plan.box.width + 1e-9);
  const wordsBox = { x: plan.words.x, y: plan.words.y, width: plan.words.width, height: 1 };
  expect(overlaps(picture, wordsBox)).toBe(false);
}

// A phone upright at 3 (u 3): the band under the player's panel, 1050 × 390 device px.
test('a wide low band: the picture beside the words, inside the band', () => {
  const band = { x: 60, y: 1780, width: 1050, height: 390 };
  const plan = neighboursCardPlan([band], { pad: 30, wordsHeight: words(21), most: 570, least: 270 })!;
  expect(plan).not.toBeNull();
  expect(plan.beside).toBe(true);
  holds(plan, band);
  expect(plan.picture.side).toBeGreaterThanOrEqual(270);
});

// A phone on its side at 2: the column at the left of the board, under the status line.
test('a narrow tall band: the picture above the words, when that gives it more room', () => {
  const band = { x: 20, y: 380, width: 300, height: 560 };
  const plan = neighboursCardPlan([band], { pad: 20, wordsHeight: words(14), most: 380, least: 120 })!;
  expect(plan.beside).toBe(false);
  holds(plan, band);
  expect(plan.picture.y + plan.picture.side).toBeLessThanOrEqual(plan.words.y);
});

test('among bands, the one where the picture is largest; none where no band holds it', () => {
  const low = { x: 0, y: 0, width: 800, height: 150 };
  const tall = { x: 0, y: 400, width: 800, height: 300 };
  const o = { pad: 10, wordsHeight: words(8), most: 190, least: 90 };
  const plan = neighboursCardPlan([low, tall], o)!;
  holds(plan, tall);
  expect(plan.picture.side).toBe(190);
  expect(neighboursCardPlan([{ x: 0, y: 0, width: 800, height: 80 }], o)).toBeNull();
  expect(neighboursCardPlan([{ x: 0, y: 0, width: 100, height: 700 }], o)).toBeNull();
});
