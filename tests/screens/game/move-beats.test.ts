// A move's rhythm on the board (screens/game/move-beats.ts): the panels' scores count as the pieces
// split, never while the cell is still whole; with a capture's cascade the count runs to the last
// split; the floating gains show at the split and are gone before the next move can land; at the
// tests' speed everything is at once.
import { expect, test } from 'vitest';
import type { MoveEvent } from '../../../src/game/events.ts';
import { THINK_MIN_MS } from '../../../src/game/think-time.ts';
import {
  DIVIDE_SWELL,
  DIVIDE_MS,
  LAND_MS,
  SPLIT_AT,
  EVEN_COUNT_MS,
  countEase,
  countedScore,
  dividing,
  moveBeats,
  moveSpeed,
  panelCount,
} from '../../../src/screens/game/move-beats.ts';
import { makeMatch, sq } from './ports.ts';
import { captureFlashMs } from '../../../src/screens/game/capture-stage.ts';

/** The move events of a game on `rules` (two people), and the first capture if any was played. */
function game(rules: string, moves: number) {
  const match = makeMatch(rules, ['human', 'human']);
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  for (let i = 0; i < moves && !match.result; i++) {
    const legal = match.position.legalMoveList();
    // The move that captures most, where one does; else one spread over the board.
    let pick = legal[(i * 7) % legal.length]!;
    let most = 0;
    for (const m of legal) {
      const trial = makeMatch(rules, ['human', 'human'], [...match.position.moves(), m]);
      const taken = trial.position.owner.filter(
        (o, s) => o !== 0 && o !== match.position.owner[s] && s !== m,
      );
      if (taken.length > most) [pick, most] = [m, taken.length];
    }
    match.play(pick);
  }
  return { layout: match.position.layout, events };
}

test('a plain move: the score counts up with the divisions, from their start, most of it by the split, and the gain floats once the cuts show', () => {
  const { layout, events } = game('square:5', 12);
  const splitting = events.filter((e) => dividing(e).length > 0);
  expect(splitting.length).toBeGreaterThan(3);
  for (const e of splitting) {
    const beats = moveBeats(layout, e, 1);
    expect(beats.turned).toBe(0);
    // Every dividing cell divides at once as the cell lands, its pieces showing after its stretch:
    // the count starts with the stretch, not a beat after the split.
    expect(beats.splits.map((s) => s.at)).toEqual(dividing(e).map(() => DIVIDE_MS * SPLIT_AT));
    expect(beats.count.from).toBe(0);
    // The cut before the number: the gain pops in as the placed cell's new pieces show, never before.
    expect(beats.floats.from).toBe(DIVIDE_MS * SPLIT_AT);
    expect(beats.floats.from).toBeGreaterThan(beats.count.from);
    // Eased out, most of the count is done by the split (Cubic.easeOut at the split's share of the count).
    const ms = beats.count.until - beats.count.from;
    expect(countEase(ms)).toBe('Cubic.easeOut');
    const share = (beats.splits[0]!.at - beats.count.from) / ms;
    expect(1 - (1 - share) ** 3).toBeGreaterThan(0.5);
    expect(beats.settled).toBe(DIVIDE_MS);
    // The count ends after the pieces have settled (it eases out), within half a second of them.
    expect(beats.count.until).toBeGreaterThanOrEqual(beats.settled);
    expect(beats.count.until - beats.settled).toBeLessThan(500);
  }
});

test('a capture: the count runs from the moment the captured cells start to turn, through the wave and the cascade to its last split', () => {
  // Player 2's pair a1 a2 against the edge; player 1's a3 takes its last liberty and captures it.
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  for (const name of ['b1', 'a1', 'b2', 'a2', 'b3', 'd4', 'a3']) match.play(sq(match, name));
  const capture = events.at(-1)!;
  expect(capture.converted.sort()).toEqual([sq(match, 'a1'), sq(match, 'a2')].sort());
  const beats = moveBeats(match.position.layout, capture, 1);
  expect(beats.turned).toBeGreaterThan(0);
  const first = beats.splits[0]!.at;
  const last = beats.splits.at(-1)!.at;
  // The captured cells' divisions ripple out: not all in one frame.
  expect(last).toBeGreaterThan(first);
  expect(first).toBeGreaterThanOrEqual(beats.turned + DIVIDE_MS * SPLIT_AT);
  // The score follows the cells as they change hands (reviewer 34 saw 132 – 0 stand while every cell was taken).
  expect(beats.count.from).toBe(captureFlashMs(capture, 1));
  expect(beats.count.from).toBeLessThan(beats.turned);
  expect(beats.floats.from).toBe(beats.count.from);
  expect(beats.count.until).toBeGreaterThanOrEqual(last);
  // Every division has its split before it settles.
  for (const s of beats.splits) expect(s.at).toBeLessThan(beats.settled);
});

test('the gains are gone before the next move can land, on every move of a game', () => {
  for (const rules of ['square:5', 'square:6/capture', 'hex:4']) {
    const { layout, events } = game(rules, 24);
    for (const e of events) {
      const beats = moveBeats(layout, e, 1);
      // The quickest next move lands after the thinking time's least and its cell's pop.
      const next = beats.settled + THINK_MIN_MS + LAND_MS;
      expect(beats.floats.until, `${rules} move ${e.ply}`).toBeLessThanOrEqual(next);
      expect(beats.floats.until).toBeGreaterThan(beats.floats.from);
    }
  }
});

test("at the tests' speed every beat is at once: the panels show the match's scores as the cell lands", () => {
  const { layout, events } = game('square:6/capture', 30);
  for (const e of events) {
    const beats = moveBeats(layout, e, 0);
    expect([beats.turned, beats.count.from, beats.count.until, beats.settled]).toEqual([0, 0, 0, 0]);
    expect(beats.splits.every((s) => s.at === 0)).toBe(true);
  }
});

test("count - a panel's score shows the change on the count's first frame (the gain's beat), and never passes the target", () => {
  // The first frame (its value still the start) shows the first step; a pop never shows the old score.
  expect(countedScore(0, 1, 0)).toBe(1);
  expect(countedScore(10, 4, 10)).toBe(9);
  expect(countedScore(0, 1, 0.01)).toBe(1);
  expect(countedScore(5, 9, 5.2)).toBe(6);
  expect(countedScore(9, 5, 8.8)).toBe(8);
  expect(countedScore(3, 3, 3)).toBe(3);
  expect(countedScore(0, 4, 4.0000001)).toBe(4);
});

test("a capture of the whole board: the panels' count runs evenly through its wave, a plain move's eases out", () => {
  // docs/capture-last-mover.md's game: player 2's last move captures all 15 of player 1's cells.
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  const names = 'b1 d3 b4 c2 a2 c3 a1 d1 b3 b2 c1 c4 d2 d4 a3 a4'.split(' ');
  for (const name of names) match.play(sq(match, name));
  const layout = match.position.layout;
  const capture = moveBeats(layout, events.at(-1)!, 1);
  const plain = moveBeats(layout, events[0]!, 1);
  expect(events.at(-1)!.converted).toHaveLength(15);
  const long = capture.count.until - capture.count.from;
  expect(long).toBeGreaterThan(EVEN_COUNT_MS);
  expect(countEase(long)).toBe('Linear');
  expect(countEase(plain.count.until - plain.count.from)).toBe('Cubic.easeOut');
});

/** A move on `rules` that takes every cell but the corner's it lands on, each taken cell dividing. */
function wholeBoardCapture(rules: string) {
  const layout = makeMatch(rules, ['human', 'human']).position.layout;
  const squares = [...Array(layout.size).keys()];
  const square = squares[0]!;
  const converted = squares.slice(1);
  const changes = [{ square, from: -1, to: 1 }, ...converted.map((s) => ({ square: s, from: 1, to: 3 }))];
  return {
    layout,
    e: { square, converted, changes } as Pick<MoveEvent, 'square' | 'converted' | 'changes' | 'jump'>,
  };
}

test('the panels count from the first division after the cell has landed to the last split, never ahead of the board', () => {
  const { layout, events } = game('square:6/capture', 30);
  expect(events.some((e) => e.converted.length > 0)).toBe(true);
  for (const e of events) {
    const beats = moveBeats(layout, e, 1);
    const count = panelCount(LAND_MS, beats);
    // The score starts to change with the first division, never while the cell is still coming in.
    expect(count.from).toBe(LAND_MS + beats.count.from);
    expect(count.from).toBeGreaterThanOrEqual(LAND_MS);
    // It reaches the move's score with the last split (counted from the landing: plus the landing).
    const last = beats.splits.at(-1)?.at ?? 0;
    expect(count.until).toBeGreaterThanOrEqual(LAND_MS + last);
    expect(count.until).toBe(LAND_MS + beats.count.until);
  }
  // At the tests' speed the panels show the match's scores at once.
  for (const e of events) expect(panelCount(0, moveBeats(layout, e, 0))).toEqual({ from: 0, until: 0 });
});

test('revM3 - a capture of the whole board turns over and divides within 2 s, however many cells it takes', () => {
  for (const rules of ['square:4/capture', 'petri:7/capture', 'square:12/capture', 'hex:8/capture']) {
    const { layout, e } = wholeBoardCapture(rules);
    const beats = moveBeats(layout, e, 1);
    expect(e.converted.length, rules).toBeGreaterThan(10);
    expect(beats.turned, rules).toBeGreaterThan(0);
    // From the cell's landing to the last division settled, and the panels' count done with it.
    expect(beats.settled, rules).toBeLessThanOrEqual(2000);
    expect(panelCount(LAND_MS, beats).until - LAND_MS, rules).toBeLessThanOrEqual(2000);
    expect(beats.count.until, rules).toBeGreaterThanOrEqual(beats.splits.at(-1)!.at);
  }
});

test("revM3 - a capture's count only ever moves toward the final score, and ends on it", () => {
  // The last move's 92–130 to 296–0: one panel counts up, the other down, each frame of the count.
  for (const [from, to] of [
    [92, 296],
    [130, 0],
  ] as const) {
    const ms = 1800;
    let before: number = from;
    for (let t = 0; t <= ms; t += 16) {
      const shown = countedScore(from, to, from + ((to - from) * Math.min(t, ms)) / ms);
      expect(Math.sign(shown - before) === Math.sign(to - from) || shown === before).toBe(true);
      expect(Math.abs(to - shown)).toBeLessThanOrEqual(Math.abs(to - from));
      before = shown;
    }
    expect(before).toBe(to);
  }
});

test('revM3 - under reduced motion a capture does not turn over cell by cell: its end shows at once', () => {
  const { layout, e } = wholeBoardCapture('petri:7/capture');
  expect(moveSpeed(1, e, true)).toBe(0);
  const beats = moveBeats(layout, e, moveSpeed(1, e, true));
  expect([beats.turned, beats.count.until, beats.settled]).toEqual([0, 0, 0]);
  // A plain move keeps its speed (reduced motion keeps what carries information: the gain, the new pattern).
  expect(moveSpeed(1, { converted: [] }, true)).toBe(1);
  expect(moveSpeed(1, e, false)).toBe(1);
});

test('a cell mid-division keeps its shape: it swells the same both ways, never squashed across its cut', () => {
  expect(DIVIDE_SWELL.x).toBe(DIVIDE_SWELL.y);
  expect(DIVIDE_SWELL.x).toBeGreaterThan(1);
  expect(DIVIDE_SWELL.x).toBeLessThan(1.15);
});
