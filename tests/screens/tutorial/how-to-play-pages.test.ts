// The how-to-play's pages on their model: the rule in two pages (cells divide, every piece counts),
// then the options of the player's game, a page each (or what else there is to try), never more
// than five; Next, Back and a swipe turn them; each page's demo plays what its words say.
import { expect, test } from 'vitest';
import {
  HowToPlayPager,
  howToPlayPages,
  MOST_PAGES,
} from '../../../src/screens/tutorial/how-to-play-pages.ts';
import { HowToPlayDemo } from '../../../src/screens/tutorial/how-to-play-demo.ts';

const keys = (rules: string | null) => howToPlayPages(rules).map((p) => p.key);

test('the plain game: how cells divide, how the score counts, and what else there is to try', () => {
  expect(keys('square:5')).toEqual(['place', 'count', 'more']);
  expect(keys(null)).toEqual(['place', 'count', 'more']);
  const [place, count, more] = howToPlayPages('square:5');
  expect(place!.lines.join(' ')).toMatch(/splits when it touches another of yours/);
  expect(count!.lines.join(' ')).toMatch(/One line: 2 pieces; two: 4; three: 6; four: 8/);
  // A late board's 6- and 8-piece cells are hard to count: the page says how to ask (ui/cell-value.ts).
  expect(count!.lines.at(-1)).toBe("To see a cell's count, hold a finger on it (or point at it).");
  expect(more!.lines.join(' ')).toMatch(/with Change/);
  // Every page has a board or a picture to look at.
  expect(howToPlayPages('square:5').every((p) => p.demo !== null || p.piecesPicture !== undefined)).toBe(
    true,
  );
});

test("the options on in the player's game get a page each, named as on, the board's shape first", () => {
  expect(keys('hex:5/capture/jumps')).toEqual(['place', 'count', 'hex', 'capture', 'jumps']);
  expect(keys('square:6/stem')).toEqual(['place', 'count', 'stem']);
  expect(keys('beaker:6x7/equal')).toEqual(['place', 'count', 'gravity', 'equal']);
  const capture = howToPlayPages('square:5/capture')[2]!;
  expect(capture).toMatchObject({ title: 'Capture', note: 'On in your game' });
  expect(capture.demo?.layout).toBe('square:3/capture');
});

test('never more than five pages: the options past the room share the last page, a line each', () => {
  const pages = howToPlayPages('tri:6/connections/capture/stem/jumps');
  expect(pages).toHaveLength(MOST_PAGES);
  expect(pages.map((p) => p.key)).toEqual(['place', 'count', 'tri', 'capture', 'also']);
  const also = pages[4]!;
  expect(also.title).toBe('Also on in your game');
  expect(also.lines).toHaveLength(3);
  expect(also.lines.join(' ')).toMatch(/^Stem cells.*Jumps.*connections/);
  expect(also.demo?.layout).toBe('square:3/stem:b1');
});

test("opened from a game's board, its rules' pages come first (capture before the hexagons), the rule after them", () => {
  const fromBoard = (rules: string) => howToPlayPages(rules, true).map((p) => p.key);
  expect(fromBoard('hex:3/capture')).toEqual(['capture', 'hex', 'place', 'count']);
  expect(fromBoard('square:6/stem')).toEqual(['stem', 'place', 'count']);
  expect(fromBoard('hex:5/connections/jumps')).toEqual(['jumps', 'connections', 'hex', 'place', 'count']);
  // Past the room, the options still share one page, and the rule's two pages still close the set.
  expect(fromBoard('tri:6/connections/capture/stem/jumps')).toEqual([
    'capture',
    'stem',
    'also',
    'place',
    'count',
  ]);
  // The first page in sight is the game's own: named as on in it.
  const pager = new HowToPlayPager(howToPlayPages('hex:3/capture', true));
  expect(pager.view()).toMatchObject({ where: 'Page 1 of 4 · On in your game', canBack: false });
  expect(pager.view().page.title).toBe('Capture');
  // A plain game has no options to lead with: the same pages as the menu's.
  expect(fromBoard('square:5')).toEqual(['place', 'count', 'more']);
});

test('Next, Back and a swipe turn the pages, never past either end; the note says where the reader is', () => {
  const pager = new HowToPlayPager(howToPlayPages('hex:5/capture'));
  expect(pager.view()).toMatchObject({
    index: 0,
    count: 4,
    where: 'Page 1 of 4',
    canBack: false,
    canNext: true,
  });
  expect(pager.back()).toBe(false);
  expect(pager.next()).toBe(true);
  // A slide to the left is the next page; mostly downwards, or short, it is not a swipe.
  expect(pager.swipe(-30, 0, 40)).toBe(false);
  expect(pager.swipe(-80, 60, 40)).toBe(false);
  expect(pager.swipe(-80, 10, 40)).toBe(true);
  expect(pager.view().index).toBe(2);
  expect(pager.next()).toBe(true);
  expect(pager.view()).toMatchObject({ index: 3, where: 'Page 4 of 4 · On in your game', canNext: false });
  expect(pager.next()).toBe(false);
  expect(pager.swipe(-80, 0, 40)).toBe(false);
  expect(pager.swipe(90, 0, 40)).toBe(true);
  expect(pager.view().index).toBe(2);
});

// "1, 2, 4, 6" read abstract: the count page draws one cell with each of those counts, the
// count under it, where a game's loop played before.
test("the count page: beside its numbers, one cell drawn with 1, 2, 4 and 6 pieces, each count the engine's", () => {
  for (const rules of [null, 'square:5', 'hex:5/capture/jumps']) {
    const count = howToPlayPages(rules).find((p) => p.key === 'count')!;
    expect(count.demo).toBeNull();
    const frames = count.piecesPicture!.frames;
    expect(frames.map((f) => f.pieces)).toEqual([1, 2, 4, 6]);
    // The cell is split along one more line each time, the numbers the page's first line says.
    expect(frames.map((f) => f.touching.length)).toEqual([0, 1, 2, 3]);
    expect(count.lines.join(' ')).toMatch(/is 1\..*: 2 pieces;.*: 4;.*: 6;/);
  }
});

test("every page's demo plays through on the engine", () => {
  for (const rules of [null, 'hex:5/capture/jumps', 'tri:6/stem', 'square:5/equal/connections']) {
    for (const page of howToPlayPages(rules)) {
      if (!page.demo) continue;
      const demo = new HowToPlayDemo([page.demo]);
      for (let i = 0; i < page.demo.moves.length; i++) expect(demo.advance().kind, page.key).toBe('move');
    }
  }
});
