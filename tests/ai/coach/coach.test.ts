// The coach's answers: a square's gains add up from their terms and equal the score change; the
// overlay's margins equal brute-force minimax on tiny boards; the hint is a best move with its
// exact margin wherever the position is solved.

import { describe, expect, test } from 'vitest';
import { replayRecord, seededRandom, type Position } from '../../../src/engine/index.ts';
import { previewText, squareGains } from '../../../src/ai/coach/gains.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { OVERLAY_REACH, overlayReach, perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { bruteForce, bestMovesByBruteForce } from '../minimax.ts';
import { QUICK_REACH } from '../../../src/ai/expert/perfect.ts';

/** A position `plies` random moves into a game of these rules. */
function randomPosition(rules: string, plies: number, seed: number): Position {
  const position = replayRecord(rules);
  const random = seededRandom(seed);
  for (let i = 0; i < plies && !position.isOver(); i++) {
    const moves = position.legalMoveList();
    position.play(moves[Math.floor(random() * moves.length)]!);
  }
  return position;
}

/** The final margin from the mover's side if the mover plays m and both play best afterwards. */
function bruteMargin(position: Position, m: number): number {
  const p = position.turn();
  const sign = p === 1 ? 1 : -1;
  const g = position.deltaScore(p, m);
  position.playUnchecked(m);
  const rest = g - bruteForce(position);
  position.undo();
  return sign * position.scoreDifference() + rest;
}

const TINY = [
  'grid:3x3',
  'grid:3x3/connections',
  'beaker:3x3',
  'grid:2x4/equal',
  'hex:3',
  'square:3/equal/connections',
];
/** Moves played before the positions checked: hex:3 has 19 squares, too many to try every line. */
const START: Record<string, number> = { 'hex:3': 11 };

describe('gains', () => {
  test.each(TINY)('gain - equals the score change and its terms - %s', (rules) => {
    for (let seed = 1; seed <= 6; seed++) {
      const position = randomPosition(rules, (START[rules] ?? 0) + (seed % 5), seed);
      const p = position.turn();
      const other = p === 1 ? 2 : 1;
      const legal = position.legalMoveList();
      for (const m of legal) {
        const g = squareGains(position, m);
        const [mine, theirs] = [position.score(p), position.score(other)];
        const there = position.deltaScore(other, m);
        position.play(m);
        expect(g.gain).toBe(position.score(p) - mine);
        expect(position.score(other)).toBe(theirs);
        // Where cells fall, the square the move opens above it gives back what it would block.
        const lone = g.byConnections ? 0 : 1;
        const opened = position.legalMoveList().filter((s) => !legal.includes(s));
        const above = Math.max(lone, ...opened.map((s) => position.deltaScore(other, s)));
        position.undo();
        if (g.byConnections) expect(g.connections).toBe(g.gain);
        else expect(g.cellValue + g.neighboursGain).toBe(g.gain);
        expect(g.denies).toBe(above > lone ? Math.max(0, there - above) : there);
      }
    }
  });

  test("preview - in a new player's words: the points, what it blocks, how the cells split", () => {
    // a1 c1 for player 1, a2 b2 for player 2: b1 joins player 1's two lone cells in a row, and
    // would give player 2 a cell on two lines and a line more for each of a2 and b2.
    const position = replayRecord('square:4 a1 a2 c1 b2');
    const g = squareGains(position, position.layout.squareAt[0 * 4 + 1]!);
    expect(previewText(g)).toBe(
      'b1: +4 for you now, and it blocks their +8 there. Your cell splits along 1 line (+2), and 2 of your lone cells split in two (+2).',
    );
  });

  test('preview - a lone cell, a lone cell split for the first time, one split again, and connections', () => {
    const lone = replayRecord('square:4 a1 d4');
    expect(previewText(squareGains(lone, lone.layout.squareAt[3 * 4 + 1]!))).toBe(
      'b4: +1 for you now. Your cell stands alone (+1).',
    );
    const one = replayRecord('square:4 a1 d4');
    expect(previewText(squareGains(one, one.layout.squareAt[0 * 4 + 1]!))).toBe(
      'b1: +3 for you now. Your cell splits along 1 line (+2), and one of your lone cells splits in two (+1).',
    );
    // a1 and a2 split once already (along their shared line): b1 splits both again, and c1 in two.
    const split = replayRecord('square:4 a1 d4 a2 d3 c1 c4');
    expect(previewText(squareGains(split, split.layout.squareAt[0 * 4 + 1]!))).toBe(
      'b1: +9 for you now. Your cell splits along 2 lines (+4), and 2 of your cells split again and one lone cell splits in two (+5).',
    );
    const joined = replayRecord('square:4/connections a1 d4');
    expect(previewText(squareGains(joined, joined.layout.squareAt[0 * 4 + 1]!))).toBe(
      'b1: +1 for you now; it is worth nothing to them. It touches one of your cells (+1).',
    );
  });

  test('gains - an occupied square is refused in words', () => {
    const position = replayRecord('square:4 a1');
    expect(() => squareGains(position, position.layout.squareAt[0]!)).toThrow(/a1/);
  });
});

describe('perfect-play overlay', () => {
  test.each(TINY)('margins - equal brute-force minimax for every square - %s', (rules) => {
    for (let seed = 1; seed <= 4; seed++) {
      const position = randomPosition(rules, (START[rules] ?? 0) + seed - 1, seed * 7);
      if (position.isOver()) continue;
      const overlay = perfectOverlay(position);
      if (!overlay.available) throw new Error(overlay.reason);
      const legal = position.legalMoveList();
      expect(overlay.values.map((v) => v.square)).toEqual(legal);
      // One brute-force minimax per square: the best moves are those of the highest margin.
      const margins = legal.map((m) => bruteMargin(position, m));
      for (const [i, v] of overlay.values.entries())
        expect(v.margin, `${rules} seed ${seed} ${v.move}`).toBe(margins[i]);
      expect(overlay.best).toEqual(legal.filter((_, i) => margins[i] === Math.max(...margins)));
    }
  });

  test('reach - out of reach says from when, and does not solve', () => {
    const position = replayRecord('square:6 c3');
    const reach = overlayReach(position);
    expect(reach).toEqual({
      available: false,
      reason: `opens in ${35 - OVERLAY_REACH} moves: before then there are too many ways to check`,
      from: OVERLAY_REACH,
    });
    expect(perfectOverlay(position)).toEqual(reach);
  });

  test('reach - a board of 16 squares from its first move; square:6 only from 15 moves left', () => {
    expect(overlayReach(replayRecord('square:4'))).toEqual({ available: true });
    expect(overlayReach(replayRecord('grid:2x8'))).toEqual({ available: true });
    const position = replayRecord('square:6');
    const moves = position.legalMoveList();
    for (let i = 0; i < 20; i++) position.play(moves[i]!);
    expect(overlayReach(position)).toEqual({
      available: false,
      reason: 'opens in 1 move: before then there are too many ways to check',
      from: 15,
    });
    position.play(moves[20]!);
    expect(overlayReach(position)).toEqual({ available: true });
  });

  test('reach - the first move of hex:3 is in reach through the opening book', () => {
    const position = replayRecord('hex:3');
    expect(position.movesLeft()).toBeGreaterThan(OVERLAY_REACH);
    const overlay = perfectOverlay(position);
    if (!overlay.available) throw new Error(overlay.reason);
    expect(overlay.values).toHaveLength(19);
    // The book's value of the empty hexagon is its best square's margin.
    expect(Math.max(...overlay.values.map((v) => v.margin))).toBe(8);
  });
});

describe('hint', () => {
  test.each(TINY)('hint - a best move with its exact margin where solved - %s', (rules) => {
    for (let seed = 1; seed <= 4; seed++) {
      const position = randomPosition(rules, (START[rules] ?? 0) + seed, seed * 11);
      if (position.isOver()) continue;
      const hint = coachHint(position);
      const best = bestMovesByBruteForce(position);
      expect(best.moves).toContain(hint.square);
      expect(hint.margin).toBe(bruteMargin(position, hint.square));
      expect(hint.text).toContain(`Try ${hint.move}: `);
      const end =
        hint.margin! > 0
          ? `you win by ${hint.margin} point`
          : hint.margin! < 0
            ? `you lose by ${-hint.margin!} point`
            : 'it ends in a draw';
      expect(hint.text).toContain(`A best move: if both sides play perfectly from here, ${end}`);
    }
  });

  test("hint - the expert answers beyond the solver, with the move's idea", () => {
    const hint = coachHint(replayRecord('square:6 c3 d4'));
    expect(hint.source).toBe('expert');
    expect(hint.margin).toBeNull();
    expect(hint.text).toMatch(
      /^Try [a-f][1-6]: \+\d+ for you now, and it blocks their \+\d+ there\. Your cell /,
    );
    expect(hint.text).toMatch(/ The idea: it [^.]+\.$/);
    expect(hint.text).not.toMatch(/expert|further|margin/);
  });

  test("hint - the first move of a small board the book does not cover is the expert's, not a whole solve", () => {
    // hex:3 with connections: 19 moves left, past the hint's reach; solved it took 6 to 12 s.
    const position = replayRecord('hex:3/connections');
    expect(position.movesLeft()).toBeGreaterThan(QUICK_REACH);
    const hint = coachHint(position);
    expect(hint.source).toBe('expert');
    expect(hint.margin).toBeNull();
    expect(position.whyIllegal(hint.square)).toBe(null);
  });

  test('hint - none once the game is over', () => {
    expect(() => coachHint(replayRecord('grid:2x2 a1 a2 b1 b2'))).toThrow(/over/);
  });
});
