// Every board size card's words whole on a phone on its side: its size's count and, on a board whose
// best play is known, that mark, each line drawn whole within the card (measured in the game's font in
// Node at the size the card draws, 12 CSS px there); at most four lines, the mark whole ("Best play known",
// over two lines where one is too narrow) as on the square cards. At 844×390 the cards are 76 CSS px wide, at
// 640×360 72; 64 leaves room to spare. Before, the mark was cut ("Solved…").
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { BOARD_CHOICES } from '../../../src/game/settings.ts';
import { CARD_TEXT, cardNoteLines } from '../../../src/screens/menu/card-lines.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import { BEST_PLAY_KNOWN } from '../../../src/words/best-play-known-words.ts';
import { FONT } from '../../../src/ui/theme.ts';
import { menuRig } from './menu-ports.ts';

const ctx = createCanvas(8, 8).getContext('2d');
const BOARD: MenuView = { page: 'setup', tab: 'board', yours: false };

/** The notes of every size card of every family, under the classic rules and each rules option. */
function allNotes(): string[] {
  const notes = new Set<string>();
  for (const { family } of BOARD_CHOICES)
    for (const rules of ['classic', 'equal', 'connections', 'capture'] as const) {
      const rig = menuRig({ family, ...(rules === 'classic' ? {} : { [rules]: true }) });
      const cards = rig.model.setup.snapshot(BOARD).sections.find((s) => s.kind === 'boards');
      if (cards?.kind !== 'boards') continue;
      for (const c of cards.cards) if (c.note) notes.add(c.note);
    }
  return [...notes];
}

test.each([
  [844, 390, 76],
  [640, 360, 72],
  [640, 360, 64],
])('at %i×%i, a size card %i CSS px wide shows every line whole', (w, h, cardW) => {
  const { u } = screenShape(w, h, 1);
  const size = Math.max(CARD_TEXT.note * u, 12);
  ctx.font = `${Math.round(size)}px ${FONT}`;
  const inner = cardW - 2 * CARD_TEXT.pad * u;
  const fits = (line: string) => ctx.measureText(line).width <= inner;
  const notes = allNotes();
  const mark = `\n${BEST_PLAY_KNOWN.mark}`;
  expect(notes.some((n) => n.endsWith(mark))).toBe(true);
  // The mark does not fit these cards on one line: the test is of the fitting, not of a roomy card.
  expect(fits(BEST_PLAY_KNOWN.mark)).toBe(false);
  for (const note of notes) {
    const lines = cardNoteLines(note, fits);
    expect(lines.length, note).toBeLessThanOrEqual(CARD_TEXT.mostLines);
    for (const line of lines) expect(fits(line), `${JSON.stringify(note)}: "${line}"`).toBe(true);
    // A board whose best play is known keeps its mark whole, over two lines where it must (a hexagon's
    // "19 hexagons" takes two as well): never only "Best play" on one card and "Best play known" on another.
    if (note.endsWith(mark)) expect(lines.join(' ')).toMatch(/Best play known$/);
    // The count is said whole, in the card's words.
    expect(lines.join(' ')).toContain(note.split('\n')[0]!.split(' ')[0]!);
  }
});

test('a card with room keeps the long forms, one line each', () => {
  expect(cardNoteLines('16 squares\nBest play known', () => true)).toEqual(['16 squares', 'Best play known']);
  // Split where the lines left hold it, else the short form.
  const narrow = (l: string) => l.length <= 10;
  expect(cardNoteLines('16 squares\nBest play known', narrow)).toEqual(['16 squares', 'Best play', 'known']);
  expect(cardNoteLines('19 hexagons\nBest play known', narrow)).toEqual([
    '19',
    'hexagons',
    'Best play',
    'known',
  ]);
  // Past the lines a card has, the mark's short form.
  expect(cardNoteLines('19 hexagons\nBest play known', narrow, 3)).toEqual(['19', 'hexagons', 'Best play']);
  // A count alone may take two lines where one is too narrow.
  expect(cardNoteLines('144 squares', (l) => l.length <= 7)).toEqual(['144', 'squares']);
});
