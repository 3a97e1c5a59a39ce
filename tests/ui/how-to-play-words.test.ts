// The how-to-play's rules in a child's words: the division rule as "touches its own kind splits
// where it touches" (never "along the touching line", read as the wrong direction), never as a
// formula, and every kind of board and scoring named.
import { expect, test } from 'vitest';
import { HOW_TO_PLAY_RULES } from '../../src/ui/how-to-play-rules.ts';

test('how to play - says the rule in plain words for squares, hexagons, divisions and connections', () => {
  const all = HOW_TO_PLAY_RULES.join(' ');
  expect(all).toMatch(/A cell that touches its own kind splits where it touches/);
  expect(all).not.toMatch(/touching line|along the/);
  expect(all).toMatch(/corner to corner/);
  expect(all).toMatch(/hexagons/);
  expect(all).toMatch(/connections/);
  expect(all).toMatch(/beaker/);
  expect(all).not.toMatch(/2k|k lines/);
});
