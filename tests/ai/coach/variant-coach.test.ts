// The coach under capture, stem cells and jumps (RULES.md sections 11 to 13) and on triangular
// boards: the preview and the hint say what a move captures, completes or converts, in the
// coach's words; the hint's move is legal and, within the solver's reach, best; the perfect-play
// overlay's margins are each move solved on its own; the review's costs add up.

import { describe, expect, test } from 'vitest';
import { parseRules, Position, randomIndex, replayRecord, seededRandom } from '../../../src/engine/index.ts';
import { previewText, squareGains } from '../../../src/ai/coach/gains.ts';
import { coachHint, hintBanner } from '../../../src/ai/coach/hint.ts';
import { perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { analyseMoves } from '../../../src/ai/coach/analyse.ts';
import { solvePosition } from '../../../src/ai/expert/solve.ts';
import { allMoves } from '../../../src/ai/expert/root-moves.ts';

function at(position: Position, name: string): number {
  return allMoves(position).find((m) => squareGains(position, m).move === name)!;
}

describe('the preview says what a move captures, completes or converts', () => {
  test('RULES.md §11: b2 captures a1: "+20 for you now … It captures 1 cell."', () => {
    const position = replayRecord('square:4/capture a2 a1 b1 d4');
    const g = squareGains(position, at(position, 'b2'));
    expect(g.gain).toBe(20);
    expect(g.captured).toBe(1);
    expect(previewText(g)).toBe(
      'b2: +20 for you now, and it blocks their +3 there. It captures 1 cell. Your cell splits along 3 lines (+6), and 2 of your cells split again (+8).',
    );
  });

  test('RULES.md §12: c2 completes the stem cell on c3, 5 pieces and the centre, "+6"', () => {
    const position = replayRecord('square:5/stem b2 b3 b4 c4 d4 d3 d2 a5');
    const g = squareGains(position, at(position, 'c2'));
    expect(g.stemsCompleted).toBe(1);
    expect(g.stemPoints).toBe(6);
    expect(previewText(g)).toContain('It completes the stem cell: +6.');
    expect(g.gain).toBe(position.deltaScore(1, at(position, 'c2')));
  });

  test('RULES.md §13: c3xe5 jumps over d4 and converts it', () => {
    const position = replayRecord('square:6/jumps c3 d4 d3 f6');
    const g = squareGains(position, at(position, 'c3xe5'));
    expect(g.move).toBe('c3xe5');
    expect(g.jumpedOver).toBe('d4');
    expect(g.denies).toBe(0);
    position.play(at(position, 'c3xe5'));
    const after = position.score(1);
    position.undo();
    expect(g.gain).toBe(after - position.score(1));
    expect(previewText(g)).toContain(
      'It jumps over d4 and converts it (+4). Your cell splits along 1 line (+2). Leaving c3 costs 2 of your pieces (\u22122).',
    );
  });

  test("the hint's banner names the capture: what a move takes, or the group it saves on its last free square", () => {
    const takes = replayRecord('square:4/capture a2 a1 b1 d4');
    expect(hintBanner(squareGains(takes, at(takes, 'b2')), 4)).toBe(
      'Try b2 to capture 1 cell (+20).\nIf neither of you slips, you win by 4.',
    );
    // Player 2 to move, their a1 down to b2: filling it keeps the cell.
    const saves = replayRecord('square:4/capture a2 a1 b1');
    const g = squareGains(saves, at(saves, 'b2'));
    expect(g.saves).toBe(1);
    expect(hintBanner(g, 0)).toBe("Try b2 to save your cell.\nIf neither of you slips, it's a draw.");
    expect(previewText(g)).toContain('It keeps your cell from capture.');
    // Elsewhere it saves nothing, and a board without capture never says so.
    expect(squareGains(saves, at(saves, 'c3')).saves).toBe(0);
    const plain = replayRecord('square:4 a2 a1 b1');
    expect(squareGains(plain, at(plain, 'b2')).saves).toBe(0);
  });

  test('a move that captures several groups counts every cell', () => {
    // Player 2's a1 and a3 each sit against the edge among player 1's cells; b2 closes both.
    const position = replayRecord('square:4/capture b1 a1 a2 a3 b3 d4 a4 c4 b4 d1');
    const g = squareGains(position, at(position, 'b2'));
    expect(g.captured).toBe(2);
    expect(previewText(g)).toContain('It captures 2 cells.');
  });

  test('a classic square says nothing of captures or stem cells', () => {
    const position = replayRecord('square:5 c3 b2');
    expect(previewText(squareGains(position, at(position, 'c4')))).not.toMatch(/captures|stem|jumps/);
  });
});

function randomGame(id: string, left: number, seed: number): Position {
  const position = new Position(parseRules(id));
  const random = seededRandom(seed);
  while (position.movesLeft() > left) {
    const moves = allMoves(position);
    position.play(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

describe('hint, overlay and review under every option', () => {
  const RULES = [
    'tri:4/capture',
    'tri:4/stem',
    'square:4/jumps',
    'tri:5/capture/stem/jumps',
    'square:4/connections/stem',
  ];

  test.each(RULES)(
    '%s: the hint is a best move within reach and says so',
    (id) => {
      const position = randomGame(id, 8, 5);
      const hint = coachHint(position);
      expect(position.whyIllegal(hint.square)).toBe(null);
      expect(hint.source).toBe('solver');
      const solved = solvePosition(position);
      expect(solved.value * (position.turn() === 1 ? 1 : -1)).toBe(hint.margin);
      if (!position.isJump(hint.square)) expect(solved.best).toContain(hint.square);
      expect(hint.text).toMatch(/^Try ([a-z]+\d+|the jump from [a-z]+\d+ to [a-z]+\d+): /);
    },
    60_000,
  );

  test.each(RULES)(
    '%s: each overlay margin is the move solved on its own',
    (id) => {
      const position = randomGame(id, 7, 9);
      const overlay = perfectOverlay(position);
      if (!overlay.available) throw new Error(overlay.reason);
      const sign = position.turn() === 1 ? 1 : -1;
      const all = [...overlay.values, ...(overlay.jumps ?? [])];
      expect(all.length).toBe(allMoves(position).length);
      for (const v of all) {
        position.play(v.square);
        expect(sign * solvePosition(position, { valueOnly: true }).value + 0).toBe(v.margin);
        position.undo();
      }
    },
    60_000,
  );

  test('the overlay opens late under capture and jumps', () => {
    const early = randomGame('square:5/capture', 16, 1);
    const overlay = perfectOverlay(early);
    expect(overlay.available).toBe(false);
    if (!overlay.available)
      expect(overlay.reason).toBe('opens in 6 moves: before then there are too many ways to check');
  });

  test('the review of a capture game with jumps: costs never negative, best moves free, exact values solved', () => {
    // From 9 moves left to the end: within the solver's reach, so every value is exact.
    const start = randomGame('square:4/capture/jumps', 9, 4);
    const game = start.clone();
    const random = seededRandom(8);
    while (!game.isOver()) {
      const moves = allMoves(game);
      game.play(moves[randomIndex(random, moves.length)]!);
    }
    const moves = game.moves().slice(start.ply);
    const reviews = [...analyseMoves(start, moves, { nodes: 5000 })];
    expect(reviews.length).toBe(moves.length);
    const replay = start.clone();
    for (const [i, r] of reviews.entries()) {
      expect(r.exact).toBe(true);
      expect(r.cost).toBeGreaterThanOrEqual(0);
      if (r.best.includes(r.move)) expect(r.cost).toBe(0);
      expect(r.value).toBe(solvePosition(replay, { valueOnly: true }).value);
      replay.play(moves[i]!);
    }
  }, 120_000);
});
