// The coach keeps one exact search between Best moves' requests (ai/coach/answer.ts): a board of
// another game, whose positions hash alike (every empty board does), is valued as a fresh search
// values it, never from the last game's table.

import { expect, test } from 'vitest';
import { Position, parseRules } from '../../../src/engine/index.ts';
import { perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { ExactSearch } from '../../../src/ai/expert/exact.ts';

const margins = (rules: string, search?: ExactSearch) => {
  const overlay = perfectOverlay(new Position(parseRules(rules)), search);
  if (!overlay.available) throw new Error(overlay.reason);
  return overlay.values.map((v) => v.margin);
};

test('kept search - one search kept across square:3, flask:4x1 and square:3 again gives each first move the margins of a fresh search', () => {
  const kept = new ExactSearch(20);
  for (const rules of ['square:3', 'flask:4x1', 'square:3', 'flask:4x1', 'petri:4'])
    expect(margins(rules, kept), rules).toEqual(margins(rules));
});
