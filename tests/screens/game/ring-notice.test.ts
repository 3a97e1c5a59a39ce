// The capture ring's meaning is said on the board the first time a ring shows in a match (RULES.md
// section 11): a warning on the person's own group, an offer on the other player's; once per match,
// and never in a game without capture or with nobody to tell.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import type { Match } from '../../../src/game/match.ts';
import { groupsAtRisk } from '../../../src/game/capture-risk.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { RING_NOTICE_MS } from '../../../src/words/capture-risk-words.ts';
import { makeMatch } from './ports.ts';

/** A board model on `match` whose moves settle one by one, as the board scene settles them. */
function board(match: Match, viewer: 0 | 1 | null = 0) {
  const notices: [string, number][] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer,
    mode: viewer === null ? 'duo' : 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
  });
  const step = (moves: string[]) => {
    for (const m of moves) {
      const move = resolveMove(match.position, m);
      if ('error' in move) throw new Error(move.error);
      const mover = match.position.toMove()!;
      match.play(move.square);
      model.moveSettled(model.moveShows(mover));
    }
  };
  return { notices, step, model };
}

test("the first ring, on the person's own group: what it means, once, with time to read it", () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const b = board(match);
  // a1 between the other's a2 and b2 keeps one free square, b1: the first ring.
  b.step(['a1', 'a2', 'd4']);
  expect(b.notices).toEqual([]);
  b.step(['b2']);
  expect(groupsAtRisk(match.position).map((g) => g.player)).toEqual([1]);
  expect(b.notices).toEqual([
    [
      "The broken ring is your group's last free square: a cell of theirs there captures the whole group.",
      RING_NOTICE_MS,
    ],
  ]);
  // More rings later in the match are not explained again.
  b.step(['d3', 'c4', 'c3']);
  expect(b.notices).toHaveLength(1);
});

test("on the other player's group it is an offer; on hexagons the words say hexagon", () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const b = board(match, 1);
  b.step(['a1', 'a2', 'd4', 'b2']);
  expect(b.notices.map(([w]) => w)).toEqual([
    "The broken ring is their group's last free square: your cell there captures the whole group.",
  ]);
  const hex = makeMatch('hex:3/capture', ['human', 'human']);
  const h = board(hex);
  for (let i = 0; i < 12 && h.notices.length === 0 && !hex.position.isOver(); i++) {
    const s = hex.position.owner.findIndex((o, k) => o === 0 && hex.position.isLegal(k));
    const mover = hex.position.toMove()!;
    hex.play(s);
    h.model.moveSettled(h.model.moveShows(mover));
  }
  expect(h.notices[0]?.[0]).toMatch(/last free hexagon: /);
});

test('no ring, no word: a game without capture, and two people on one device (nobody is "you")', () => {
  const plain = makeMatch('square:4', ['human', 'human']);
  const p = board(plain);
  p.step(['a1', 'a2', 'd4', 'b2']);
  expect(p.notices).toEqual([]);
  const duo = makeMatch('square:4/capture', ['human', 'human']);
  const d = board(duo, null);
  d.step(['a1', 'a2', 'd4', 'b2']);
  expect(groupsAtRisk(duo.position)).toHaveLength(1);
  expect(d.notices).toEqual([]);
});
