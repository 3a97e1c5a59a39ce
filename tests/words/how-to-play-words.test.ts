// The how-to-play's rules in a child's words, matching what is drawn: a cell that touches its own
// kind splits along a line through its middle pointing at that neighbour (CELLS.md: each connected
// axis cuts the cell along that axis), never "where it touches" (the drawing cuts across the shared
// edge, not along it) nor "along the touching line"; never a formula; every board and scoring named.
import { expect, test } from 'vitest';
import { HOW_TO_PLAY_RULES } from '../../src/words/how-to-play-rules.ts';

test('how to play - says the rule in plain words for squares, hexagons, divisions and connections', () => {
  const all = HOW_TO_PLAY_RULES.join(' ');
  expect(all).toMatch(
    /A cell that touches its own kind splits once, along a line through its middle that points at that neighbour/,
  );
  // One split per line: opposite neighbours share one, and two lines make 4 pieces, not a doubling.
  expect(all).toMatch(/opposite sides share one line/);
  expect(all).toMatch(/split along two lines: 4 pieces/);
  expect(all).not.toMatch(/twice/);
  expect(all).toMatch(/last third of the game decides/);
  expect(all).not.toMatch(/touching line|along the|where it touches/);
  expect(all).toMatch(/corner to corner/);
  expect(all).toMatch(/hexagons/);
  expect(all).toMatch(/connections/);
  expect(all).toMatch(/beaker/);
  expect(all).not.toMatch(/2k|k lines/);
});
