// The hint's room on the board: a new player sent to a lone square read "more room to grow"
// as no reason. Where the banner's reason is the space around the hinted square, the board rings
// the empty squares around it; where its reason is anything else, nothing is ringed.
import { expect, test } from 'vitest';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import { hintBanner } from '../../../src/ai/coach/hint.ts';
import { hintIdea } from '../../../src/ai/coach/hint-idea.ts';
import { hintRoom } from '../../../src/screens/game/hint-room.ts';

const p = new Position(parseRules('square:4'));
const at = (name: string) => p.layout.squareAt[(+name[1]! - 1) * 4 + name.charCodeAt(0) - 97]!;

test('the room ringed is the room the banner names: the empty squares around the hinted square', () => {
  const g = squareGains(p, at('a1'));
  const idea = hintIdea(p, at('a1'), g);
  const plain = { move: 'b2', gain: 3, worse: 2, exact: false, why: { reply: null, room: null } };
  const roomy = { ...plain, why: { reply: null, room: { hint: 9, greedy: 5 } } };
  // "Try a1: +1 now, open space around it": a1's three empty neighbours are ringed.
  expect(hintBanner(g, idea, undefined, roomy)).toMatch(/open space around it/);
  const ringed = hintRoom(p, { gains: g, greedier: roomy, margin: null, idea }, at('a1'));
  expect(ringed).toEqual([at('b1'), at('a2'), at('b2')].sort((a, b) => a - b));
  // Its idea alone ("3 empty squares around it to grow into"): the same squares.
  expect(hintBanner(g, idea)).toBe('Try a1 for 1 point.\nIt has 3 empty squares to grow into.');
  expect(hintRoom(p, { gains: g, greedier: null, margin: null, idea }, at('a1'))).toEqual(ringed);
  // Another reason, or best play's end: nothing ringed.
  expect(hintRoom(p, { gains: g, greedier: plain, margin: null, idea }, at('a1'))).toEqual([]);
  expect(hintRoom(p, { gains: g, greedier: null, margin: 2, idea: null }, at('a1'))).toEqual([]);
});

test('a hint that blocks gives its block as the reason: no room ringed', () => {
  const q = p.clone();
  for (const name of ['a1', 'a2', 'c1', 'b2']) q.play(at(name));
  const g = squareGains(q, at('b1'));
  const roomy = {
    move: 'c2',
    gain: 3,
    worse: 2,
    exact: false,
    why: { reply: null, room: { hint: 9, greedy: 5 } },
  };
  expect(hintBanner(g, 2, undefined, roomy)).toMatch(/blocks their/);
  expect(hintRoom(q, { gains: g, greedier: roomy, margin: 2, idea: null }, at('b1'))).toEqual([]);
});
