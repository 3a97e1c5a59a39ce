// The capture ring's meaning is said on the board (RULES.md section 11) the first time a ring stands
// on the person's own turn in a match, while the ring is new to them (kept on the device): whose
// group, what filling it does and what to do, with the points at stake. Never on the other
// player's turn (their reply would fill it and the line stand over a finished board), never in a
// game without capture or with nobody to tell; a line that waited is dropped once a move is played.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import type { Match } from '../../../src/game/match.ts';
import { groupsAtRisk } from '../../../src/game/capture-risk.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { RING_TELL_GAMES, type RingNoticePorts } from '../../../src/screens/game/ring-notice.ts';
import { LAST_SQUARES_NOTICE_MS, RING_NOTICE_MS } from '../../../src/words/capture-risk-words.ts';
import { makeMatch } from './ports.ts';

/** A board model on `match` whose moves settle one by one, as the board scene settles them. */
function board(match: Match, viewer: 0 | 1 | null = 0, ringTold?: RingNoticePorts) {
  const names: [string, string] = viewer === 1 ? ['Hard', 'You'] : ['You', 'Hard'];
  const notices: { words: string; ms: number; holds?: () => boolean }[] = [];
  const model = new BoardModel({
    match,
    names,
    viewer,
    mode: viewer === null ? 'duo' : 'solo',
    view: { turn: () => {}, notice: (words, ms, holds) => notices.push({ words, ms, holds }) },
    ringTold,
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
  return { notices, step, model, words: () => notices.map((n) => n.words) };
}

/** The device's count of games the ring was explained in, kept in the settings as the board keeps it. */
function device(): RingNoticePorts & { store: Store } {
  const store = new Store(new MemoryStorage());
  return {
    store,
    toldGames: () => loadSettings(store).ringToldGames,
    tell: () =>
      saveSettings(store, { ...loadSettings(store), ringToldGames: loadSettings(store).ringToldGames + 1 }),
  };
}

test("the first ring on the person's own group, on their turn: whose, what filling it does, what to do, once", () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const b = board(match);
  // a1 between the other's a2 and b2 keeps one free square, b1: the first ring.
  b.step(['a1', 'a2', 'd4']);
  expect(b.notices).toEqual([]);
  b.step(['b2']);
  expect(groupsAtRisk(match.position).map((g) => g.player)).toEqual([1]);
  expect(b.notices.map(({ words, ms }) => [words, ms])).toEqual([
    [
      "The broken ring is your group's last free square: if Hard fills it, they take the group and you lose 1 point. Fill it yourself, or grow the group to another free square.",
      RING_NOTICE_MS,
    ],
  ]);
  // It holds while the person has not moved; once they have, a line still waiting is dropped.
  expect(b.notices[0]!.holds!()).toBe(true);
  b.step(['d3']);
  expect(b.notices[0]!.holds!()).toBe(false);
  // More rings later in the match are not explained again.
  b.step(['c4', 'c3']);
  expect(b.notices).toHaveLength(1);
});

test("on the other player's group it is an offer with what filling it gains; on hexagons the words say hexagon", () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const b = board(match, 0);
  // Section 11's example: player 2's lone a1 has b2 left, and b2 gives player 1 the 2×2 block (4 → 24).
  b.step(['a2', 'a1', 'b1', 'd4']);
  expect(b.words()).toEqual([
    "The broken ring is Hard's group's last free square: fill it to take the whole group, +20 for you.",
  ]);
  const hex = makeMatch('hex:3/capture', ['human', 'human']);
  const h = board(hex);
  for (let i = 0; i < 14 && h.notices.length === 0 && !hex.position.isOver(); i++) {
    const s = hex.position.owner.findIndex((o, k) => o === 0 && hex.position.isLegal(k));
    const mover = hex.position.toMove()!;
    hex.play(s);
    h.model.moveSettled(h.model.moveShows(mover));
  }
  expect(h.words()[0]).toMatch(/last free hexagon: /);
});

test("a ring that first stands on the other player's turn waits for the person's: it is never said while they reply", () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  // Seat 2 is the person: after b2 (the other's a1 at risk) it is seat 1's turn, so nothing yet.
  const b = board(match, 1);
  b.step(['a1', 'a2', 'd4', 'b2']);
  expect(groupsAtRisk(match.position)).toHaveLength(1);
  expect(b.notices).toEqual([]);
  // Seat 1 plays elsewhere; the ring still stands on the person's turn: now it is said, as an offer.
  b.step(['c4']);
  expect(b.words()).toEqual([
    "The broken ring is Hard's group's last free square: fill it to take the whole group, +20 for you.",
  ]);
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

test(`explained in a new player's first ${RING_TELL_GAMES} games, counted on the device, then the stakes on the board say it`, () => {
  const ports = device();
  expect(DEFAULT_SETTINGS.ringToldGames).toBe(0);
  const said: number[] = [];
  for (let game = 0; game < RING_TELL_GAMES + 1; game++) {
    const b = board(makeMatch('square:4/capture', ['human', 'human']), 0, ports);
    b.step(['a1', 'a2', 'd4', 'b2']);
    said.push(b.notices.length);
  }
  expect(said).toEqual([1, 1, 1, 0]);
  expect(loadSettings(ports.store).ringToldGames).toBe(RING_TELL_GAMES);
});

test("the ring's word and the last squares' come one at a time: the last squares wait for the next move", () => {
  const match = makeMatch('square:3/capture', ['human', 'human']);
  const b = board(match, 1);
  // b1 a1 a2: the person's a1 keeps b2 alone, as 6 moves remain: both words are due.
  b.step(['b1', 'a1', 'a2']);
  expect(b.words()).toHaveLength(1);
  expect(b.words()[0]).toMatch(/^The broken ring is your group's last free square: if Hard fills it/);
  // The person saves it; the last squares' word comes at the next move.
  b.step(['b2']);
  expect(b.words()).toHaveLength(2);
  expect(b.words()[1]).toMatch(/^The last square captures/);
  expect(b.notices[1]!.ms).toBe(LAST_SQUARES_NOTICE_MS);
});

test("a board opened with a ring in sight says the ring first; the first capture game's general tip waits", () => {
  const match = makeMatch('square:4/capture', ['human', 'human'], [0, 4, 15, 5]);
  const notices: string[] = [];
  let tipTold = false;
  const model = new BoardModel({
    match,
    names: ['You', 'Hard'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: (w) => notices.push(w) },
    captureTip: { told: () => tipTold, tell: () => void (tipTold = true) },
  });
  model.shown();
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatch(/^The broken ring is your group's last free square/);
  expect(tipTold).toBe(false);
});
