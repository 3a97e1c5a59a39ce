// The how-to-play's rules in a child's words, matching what is drawn: a cell that touches its own
// kind splits along a line through its middle pointing at that neighbour (CELLS.md: each connected
// axis cuts the cell along that axis), never "where it touches" (the drawing cuts across the shared
// edge, not along it) nor "along the touching line"; never a formula; every board and scoring named.
import { expect, test } from 'vitest';
import { HOW_TO_PLAY_VARIANTS, JUMPS_WHO } from '../../src/words/how-to-play-rules.ts';
import { RULES_OPTIONS } from '../../src/engine/rules.ts';
import { allLines, howToPlayPages } from '../../src/screens/tutorial/how-to-play-pages.ts';

/** Every page's words for the plain game and for a game with each option on. */
const OPTION_RULES = {
  tri: 'tri:6',
  equal: 'square:5/equal',
  connections: 'square:5/connections',
  capture: 'square:5/capture',
  stem: 'square:6/stem',
  jumps: 'square:5/jumps',
} as const;
const pagesFor = (rules: string | null) => allLines(howToPlayPages(rules));
const HOW_TO_PLAY_RULES = [null, 'hex:5', 'beaker:6x7', ...Object.values(OPTION_RULES)].flatMap(pagesFor);

test('how to play - says the rule in plain words for squares, hexagons, divisions and connections', () => {
  const all = HOW_TO_PLAY_RULES.join(' ');
  expect(all).toMatch(/Your cell splits when it touches another of yours, along a line that points at it/);
  // One split per line: cells on opposite sides cut it along one line, and two lines make 4 pieces, not a doubling.
  // Counted per line, never per cell ("each of yours touching it cuts a line" taught +8 from four cells).
  expect(all).toMatch(/cut once per line through it with yours on it: two on opposite sides share one cut/);
  expect(all).not.toMatch(/Each of your cells touching it cuts/);
  expect(all).not.toMatch(/share one line/);
  expect(all).toMatch(/One line: 2 pieces; two: 4; three: 6; four: 8/);
  expect(all).not.toMatch(/twice/);
  expect(all).toMatch(/last third of the game decides/);
  expect(all).not.toMatch(/touching line|along the|where it touches/);
  expect(all).toMatch(/corner to corner/);
  expect(all).toMatch(/hexagons/);
  expect(all).toMatch(/connections/);
  expect(all).toMatch(/beaker/);
  expect(all).not.toMatch(/2k|k lines/);
});

test('how to play - every rules option and every board shape has its line, on the pages of a game with it on', () => {
  for (const option of [...RULES_OPTIONS, 'tri'] as const) {
    const line = HOW_TO_PLAY_VARIANTS[option];
    expect(line, option).toMatch(/\S/);
    expect(pagesFor(OPTION_RULES[option]), option).toContain(line);
  }
  expect(HOW_TO_PLAY_VARIANTS.tri).toMatch(/triangles/);
  expect(HOW_TO_PLAY_VARIANTS.capture).toMatch(/surround/);
  expect(HOW_TO_PLAY_VARIANTS.stem).toMatch(/Stem cells/);
  expect(HOW_TO_PLAY_VARIANTS.jumps).toMatch(/two times a game/);
  // The Jumps page says who jumps: against Easy a player need not watch for its jumps.
  expect(pagesFor('square:5/jumps')).toContain(JUMPS_WHO);
  expect(JUMPS_WHO).toMatch(/Easy, Medium, Hard and Adaptive never jump/);
  // No rules-id writing in a player's words.
  expect(HOW_TO_PLAY_RULES.join(' ')).not.toMatch(/\/(capture|stem|jumps|equal)|tri:\d|AxC/);
});
