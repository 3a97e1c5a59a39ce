// Every family card's name whole on a phone on its side (the setup page's Board tab): the row of
// family cards is made wide enough for the longest word of any name, and a name of two words too
// long for one line takes two ("Petri" / "dish"). Measured in Node in the game's font (Arial's
// metrics, as the page draws it), bold at the card's name size (12 CSS px there), with the page's own
// grid. The families' section is 408 CSS px wide at 844×390 and 306 at 640×360 (measured on the
// page); 260 is narrower still. Before, the cards were 54 and 57 CSS px wide and the page drew
// "Petri…", "Hexa…", "Trian…".
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { cardGrid, type Room } from '../../../src/scenes/menu-section.ts';
import { CARD_TEXT, cardTitleLines, leastCardWidth } from '../../../src/screens/menu/card-lines.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import { FONT } from '../../../src/ui/theme.ts';
import { menuRig } from './menu-ports.ts';

const ctx = createCanvas(8, 8).getContext('2d');
const BOARD: MenuView = { page: 'setup', tab: 'board', yours: false };

function familyNames(): string[] {
  const families = menuRig().model.setup.snapshot(BOARD).sections[0]!;
  if (families.kind !== 'families') throw new Error('no family cards');
  return families.cards.map((c) => c.option.label);
}

test.each([
  [844, 390, 408.4],
  [640, 360, 306.4],
  [640, 360, 260],
])('at %i×%i, every family card in a section %f CSS px wide shows its name whole', (w, h, sectionW) => {
  const { u } = screenShape(w, h, 1);
  ctx.font = `bold ${Math.round(Math.max(CARD_TEXT.title * u, 12))}px ${FONT}`;
  const measure = (line: string) => ctx.measureText(line).width;
  const pad = CARD_TEXT.pad * u;
  const room: Room = { u, rowH: 46, gap: 6, room: h - 120, colW: sectionW };
  const names = familyNames();
  expect(names).toEqual(expect.arrayContaining(['Petri dish', 'Hexagon', 'Triangle']));
  // The page's least card before (84 design px): too narrow for a name, so the test is of the fitting.
  const before = cardGrid(names.length, room, 84 * u).place(0, 0, sectionW, 0).w;
  expect(names.filter((n) => measure(n) > before - 2 * pad)).toContain('Petri dish');
  const least = leastCardWidth(names, measure, pad, 84 * u);
  const grid = cardGrid(names.length, room, least);
  const card = grid.place(0, 0, sectionW, 0);
  const fits = (line: string) => measure(line) <= card.w - 2 * pad;
  for (const name of names) {
    const lines = cardTitleLines(name, fits);
    expect(lines.length, name).toBeLessThanOrEqual(2);
    for (const line of lines) expect(fits(line), `${name}: "${line}"`).toBe(true);
    expect(lines.join(' ')).toBe(name);
  }
  // The families keep to two rows, the page's shape.
  const last = grid.place(0, 0, sectionW, names.length - 1);
  expect(last.y).toBeLessThanOrEqual(card.h + 8 * u + 0.01);
});

test("a card's name takes two lines only where one is too narrow, split at its spaces", () => {
  expect(cardTitleLines('Petri dish', () => true)).toEqual(['Petri dish']);
  expect(cardTitleLines('Petri dish', (l) => l.length <= 6)).toEqual(['Petri', 'dish']);
  // At most two lines: the rest keeps to the second.
  expect(cardTitleLines('My big round ring', (l) => l.length <= 5)).toEqual(['My', 'big round ring']);
  expect(leastCardWidth(['Petri dish', 'Hexagon'], (word) => word.length * 10, 3, 40)).toBe(76);
  expect(leastCardWidth(['Sq'], (word) => word.length * 10, 3, 40)).toBe(40);
});
