// The capture one move further than the broken ring (screens/game/capture-threats.ts), on two games
// a reviewer's way of playing lost to Adaptive on square:6 with capture: each threat is checked by
// playing it out in the engine, and the board model says the biggest on the person's turn.
import { describe, expect, test } from 'vitest';
import { parseRules, Position, squareName, type Player } from '../../../src/engine/index.ts';
import { groupsAtRisk } from '../../../src/game/capture-risk.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { captureThreats, THREATS_FROM } from '../../../src/screens/game/capture-threats.ts';
import { threatNotice } from '../../../src/words/capture-threat-words.ts';
import { makeMatch, settle, sq } from './ports.ts';

const OPENING = 'b5 d4 e5 b3 b2 d2 e2 c4 c2 c3 c1 e3 b1 d5 d1 e4';
/** 100–134 before Adaptive's last move takes all 17 of the person's cells at d6. */
const LOST_AT_THE_LAST = `${OPENING} a1 c5 a2 b4 e1 d3 f2 a4 f1 a5 f3 b6 f4 e6 f5 c6 f6 a6 a3 d6`;
/** 76–96 with 10 moves left; the person's a3 then let Adaptive take 12 cells at f3. */
const LOST_AT_A3 = `${OPENING} e1 c5 f2 b4 f1 d3 a2 a4 a1 a5 a3 f3`;

function at(record: string, moves: number): Position {
  const p = new Position(parseRules('square:6/capture'));
  for (const name of record.split(' ').slice(0, moves)) p.play(square(p, name));
  return p;
}

function square(p: Position, name: string): number {
  for (let s = 0; s < p.layout.size; s++) if (squareName(p.layout, s) === name) return s;
  throw new Error(name);
}

/** The person's cells the other player's cell on `target` captures after the person plays `m`. */
function capturedAfter(p: Position, m: number, target: number): number {
  const q = p.clone();
  q.play(m);
  const before = [...q.owner].filter((o) => o === 1).length;
  q.play(target);
  return before - [...q.owner].filter((o) => o === 1).length;
}

describe('capture threats', () => {
  test('with 10 moves left: filling a3 would let Adaptive take 12 cells at f3, and it does', () => {
    const p = at(LOST_AT_A3, 26);
    expect(p.movesLeft()).toBe(10);
    const threats = captureThreats(p, 0);
    expect(threats.map((t) => [squareName(p.layout, t.square), t.cells, t.whatever])).toEqual([
      ['f3', 12, false],
    ]);
    expect(threats[0]!.after.map((s) => squareName(p.layout, s))).toEqual(['a3']);
    // Played out: a3, then Adaptive's f3, captures the 12; any other move leaves f3 harmless.
    expect(capturedAfter(p, square(p, 'a3'), square(p, 'f3'))).toBe(12);
    const others = p.legalMoveList().filter((m) => m !== square(p, 'a3') && m !== square(p, 'f3'));
    for (const m of others) expect(capturedAfter(p, m, square(p, 'f3'))).toBe(0);
    expect(threatNotice(p, threats, 'Adaptive', 'square')).toBe(
      `Careful: if you fill a3, Adaptive can fill f3 and take 12 of your cells (${threats[0]!.points} points).`,
    );
    // The match's position is left as it was.
    expect(p.movesLeft()).toBe(10);
  });

  test('with 2 moves left: whichever square the person fills, the other takes their 17 cells', () => {
    const p = at(LOST_AT_THE_LAST, 34);
    const threats = captureThreats(p, 0);
    expect(threats.map((t) => [squareName(p.layout, t.square), t.cells, t.whatever])).toEqual([
      ['d6', 17, true],
      ['a3', 17, true],
    ]);
    for (const t of threats) for (const m of t.after) expect(capturedAfter(p, m, t.square)).toBe(t.cells);
    expect(threatNotice(p, threats, 'Adaptive', 'square')).toMatch(
      /^Careful: whichever square you fill, Adaptive can fill d6 and take 17 of your cells \(\d+ points\)\. One more square is marked\.$/,
    );
  });

  test('none before the end, none on the other player’s turn, none with two people, none already ringed', () => {
    const early = at(LOST_AT_THE_LAST, 24);
    expect(early.movesLeft()).toBe(THREATS_FROM + 2);
    expect(captureThreats(early, 0)).toEqual([]);
    const theirs = at(LOST_AT_THE_LAST, 35);
    expect(theirs.turn()).toBe(2);
    expect(captureThreats(theirs, 0)).toEqual([]);
    expect(captureThreats(at(LOST_AT_THE_LAST, 34), null)).toEqual([]);
    // With 4 left the person's lone cell already has a6 as its last free square: the broken ring's.
    const ringed = at(LOST_AT_THE_LAST, 32);
    expect(groupsAtRisk(ringed).map((g) => squareName(ringed.layout, g.liberty))).toContain('a6');
    expect(captureThreats(ringed, 0).map((t) => squareName(ringed.layout, t.square))).not.toContain('a6');
  });

  test('the board model says the biggest threat on the person’s turn, and only while it holds', async () => {
    const said: { words: string; holds?: () => boolean }[] = [];
    const names = LOST_AT_A3.split(' ');
    const match = makeMatch('square:6/capture', ['human', 'human']);
    const model = new BoardModel({
      match,
      names: ['You', 'Adaptive'],
      viewer: 0,
      mode: 'solo',
      view: {
        turn: (_p: Player | null) => undefined,
        notice: (words, _ms, holds) => said.push({ words, holds }),
      },
    });
    for (const name of names.slice(0, 26)) {
      const update = model.moveShows(match.position.toMove()!);
      match.play(sq(match, name));
      model.moveSettled(update);
    }
    await settle(match);
    const told = said.filter((s) => s.words.startsWith('Careful'));
    expect(told.map((s) => s.words)).toEqual([
      expect.stringMatching(/^Careful: if you fill a3, Adaptive can fill f3 and take 12 of your cells/),
    ]);
    expect(told[0]!.holds!()).toBe(true);
    match.play(sq(match, 'a3'));
    expect(told[0]!.holds!()).toBe(false);
  });
});
