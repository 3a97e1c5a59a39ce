// The Board tab's "How each board plays": a page for every shape the Board tab offers, each with one
// line and a picture played on that shape; a Rules option's "?" is one page with no page count and
// no pages to turn.
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { BOARD_CHOICES } from '../../../src/game/settings.ts';
import { HowToPlayDemo } from '../../../src/screens/tutorial/how-to-play-demo.ts';
import { HowToPlayPager, optionSheet, shapePages } from '../../../src/screens/tutorial/how-to-play-pages.ts';

test("one page a shape, in the Board tab order, each with a line and a demo on a board of that shape (the triangle's a still picture of its neighbours)", () => {
  const pages = shapePages();
  expect(pages.map((p) => p.title)).toEqual([
    'Square',
    'Petri dish',
    'Beaker',
    'Flask',
    'Hexagon',
    'Triangle',
  ]);
  expect(pages.map((p) => p.title)).toEqual(BOARD_CHOICES.map((b) => b.name));
  BOARD_CHOICES.forEach((b, i) => {
    const page = pages[i]!;
    // The triangle's page shows its neighbours still, with a line saying how to read the picture.
    if (b.family === 'tri') {
      expect(page.demo).toBeNull();
      expect(page.picture!.layout.split(':')[0]).toBe('tri');
      expect(page.lines).toHaveLength(2);
      expect(page.lines[1]).toMatch(/picture.*six lit triangles.*six marked ✕/);
      return;
    }
    expect(page.picture).toBeUndefined();
    expect(page.lines).toHaveLength(1);
    expect(page.demo!.layout.split(':')[0]).toBe(b.family);
    // Every move of its demo is one the engine plays on that board.
    const demo = new HowToPlayDemo([page.demo!]);
    for (let m = 0; m < page.demo!.moves.length; m++) expect(demo.advance().kind).toBe('move');
    expect(demo.advance().kind).toBe('next-board');
  });
  // Opened from the Board tab with a family chosen, its page comes first and the rest follow in order.
  expect(shapePages('tri').map((p) => p.key)).toEqual(['tri', 'square', 'petri', 'beaker', 'flask', 'hex']);
  expect(shapePages('beaker').map((p) => p.key)).toEqual([
    'beaker',
    'flask',
    'hex',
    'tri',
    'square',
    'petri',
  ]);
  expect(shapePages('yours').map((p) => p.key)[0]).toBe('square');
  // The shapes where cells fall say so.
  for (const p of pages.filter((p) => p.demo && parseRules(p.demo.layout).layout.gravity))
    expect(p.lines[0]).toMatch(/fall/);
});

test("an option's sheet is its one page: its words whole, its picture, no page count, nothing to turn", () => {
  const pages = optionSheet('jumps', [
    'Twice a game, instead of placing, jump.',
    'Off while equal moves are on.',
  ]);
  const pager = new HowToPlayPager(pages);
  expect(pager.view()).toMatchObject({
    where: '',
    canBack: false,
    canNext: false,
    page: {
      title: 'Jumps',
      lines: ['Twice a game, instead of placing, jump.', 'Off while equal moves are on.'],
    },
  });
  expect(pages[0]!.demo).not.toBeNull();
  expect(new HowToPlayPager(shapePages()).view().where).toBe('Page 1 of 6');
});
