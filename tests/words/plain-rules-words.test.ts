// The rules' words a new player reads say what the board shows, not the rule's terms: a reviewer
// stumbled on "Opposite neighbours share one line" in the guided game and on the triangle card's
// "three meet it point to point. Triangles touching a corner any other way never split it".
import { expect, test } from 'vitest';
import { connectionsWords } from '../../src/ui/connections-words.ts';
import { PAGE_WORDS } from '../../src/words/how-to-play-pages.ts';
import { neighboursLine, TRI_NEIGHBOURS } from '../../src/words/neighbours-words.ts';
import { GUIDED_WORDS } from '../../src/words/tutorial-script.ts';

const JARGON = /opposite neighbours|share one line|point to point|any other way/i;

test('the guided game says what the player sees: one line cutting the three cells, the middle one still 2 pieces', () => {
  const line = GUIDED_WORDS.oneLine(6);
  expect(line).toBe('One line cuts all three: the middle is still 2 pieces. You have 6.');
  expect(line).not.toMatch(JARGON);
});

test("the triangle card names the six neighbours by what touches: sides, then tips; the corners' others never split", () => {
  expect(neighboursLine('tri')).toBe(TRI_NEIGHBOURS);
  expect(TRI_NEIGHBOURS).toMatch(/the three that share a side and the three tip to tip/);
  expect(TRI_NEIGHBOURS).toMatch(/never split it/);
  expect(TRI_NEIGHBOURS).not.toMatch(JARGON);
});

test('how to play and the connections page say the same rules without the terms', () => {
  const all = [
    ...Object.values(PAGE_WORDS).flatMap((p) => ('lines' in p ? p.lines : [])),
    ...connectionsWords('tri').lines,
  ].join(' ');
  expect(all).not.toMatch(JARGON);
});
