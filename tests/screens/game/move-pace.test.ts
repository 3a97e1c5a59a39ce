// The pace a move plays at on a game's board (screens/game/move-pace.ts): quicker as the board
// fills, never past MOVE_CAP_MS at normal speed whatever the move touches, halved by "Fast", and
// under reduced motion only Fast applies.
import { expect, test } from 'vitest';
import type { MoveEvent } from '../../../src/game/events.ts';
import {
  FAST_SHARE,
  FULL_BOARD_SHARE,
  MOVE_CAP_MS,
  filledShare,
  moveMs,
  paceShare,
  pacedSpeed,
} from '../../../src/screens/game/move-pace.ts';
import { makeMatch } from './ports.ts';

/** A game between two people played to `plies` moves, spread over the board (`greedy`: the move that takes most cells, where one does), and its move events. */
function late(rules: string, plies: number, greedy = false) {
  const match = makeMatch(rules, ['human', 'human']);
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  for (let i = 0; i < plies && !match.result; i++) {
    const legal = match.position.legalMoveList();
    let pick = legal[(i * 37) % legal.length]!;
    let most = 0;
    for (const m of greedy ? legal : []) {
      const trial = makeMatch(rules, ['human', 'human'], [...match.position.moves(), m]);
      const taken = trial.position.owner.filter(
        (o, s) => o !== 0 && o !== match.position.owner[s] && s !== m,
      );
      if (taken.length > most) [pick, most] = [m, taken.length];
    }
    match.play(pick);
  }
  return { match, events };
}

test('pace - an empty board plays a move in its own time, a full one in FULL_BOARD_SHARE of it, between them less as it fills', () => {
  const at = (filled: number) => paceShare({ moveMs: 500, filled, pace: 'normal', still: false });
  expect(at(0)).toBe(1);
  expect(at(1)).toBeCloseTo(FULL_BOARD_SHARE);
  expect(at(0.5)).toBeLessThan(at(0.25));
  expect(at(0.5)).toBeGreaterThan(at(0.75));
});

test('pace - Fast halves every move; a long move is cut to MOVE_CAP_MS first', () => {
  for (const moveMs of [400, 900, 2600])
    for (const filled of [0, 0.4, 0.9]) {
      const normal = paceShare({ moveMs, filled, pace: 'normal', still: false });
      const fast = paceShare({ moveMs, filled, pace: 'fast', still: false });
      expect(fast).toBeCloseTo(normal * FAST_SHARE);
      expect(moveMs * normal).toBeLessThanOrEqual(MOVE_CAP_MS + 1e-9);
    }
});

test('pace - reduced motion keeps its own speed: the board fills and long moves change nothing, only Fast halves', () => {
  expect(paceShare({ moveMs: 2600, filled: 0.9, pace: 'normal', still: true })).toBe(1);
  expect(paceShare({ moveMs: 2600, filled: 0.9, pace: 'fast', still: true })).toBe(FAST_SHARE);
});

test('pace - late in a 12×12 every move, whatever it divides, plays within MOVE_CAP_MS at normal speed and half that when Fast', () => {
  const { match, events } = late('square:12', 120);
  const big = events.slice(100);
  // The late moves divide many cells, and some few: the rule holds for both.
  const divided = big.map((e) => e.changes.filter((c) => c.to !== (c.from < 0 ? 0 : c.from)).length);
  expect(Math.max(...divided)).toBeGreaterThanOrEqual(4);
  const layout = match.position.layout;
  // Its divisions start together: the move dividing most takes as long as the one dividing least.
  const most = big[divided.indexOf(Math.max(...divided))]!;
  const least = big[divided.indexOf(Math.min(...divided))]!;
  expect(moveMs(layout, most)).toBe(moveMs(layout, least));
  for (const e of big) {
    const owner = match.position.owner;
    const normal = pacedSpeed(1, layout, e, { owner, pace: 'normal', still: false });
    const fast = pacedSpeed(1, layout, e, { owner, pace: 'fast', still: false });
    expect(moveMs(layout, e) * normal).toBeLessThanOrEqual(MOVE_CAP_MS);
    expect(moveMs(layout, e) * normal).toBeLessThan(moveMs(layout, e));
    expect(fast).toBeCloseTo(normal / 2);
  }
  expect(filledShare(match.position.owner)).toBeCloseTo(120 / 144);
});

test('pace - a capture that turns many cells over, long at its own pace, plays within MOVE_CAP_MS', () => {
  const { match, events } = late('square:6/capture', 30, true);
  const layout = match.position.layout;
  const longest = events.reduce((a, e) => (moveMs(layout, e) > moveMs(layout, a) ? e : a));
  expect(moveMs(layout, longest)).toBeGreaterThan(MOVE_CAP_MS);
  const share = pacedSpeed(1, layout, longest, { owner: [0], pace: 'normal', still: false });
  expect(moveMs(layout, longest) * share).toBeLessThanOrEqual(MOVE_CAP_MS + 1e-9);
});

test('pace - a board not in a game (no pace: the guided game, a puzzle) plays at the speed it was given', () => {
  const { match, events } = late('square:6', 20);
  expect(
    pacedSpeed(0.7, match.position.layout, events.at(-1)!, {
      owner: match.position.owner,
      pace: undefined,
      still: false,
    }),
  ).toBe(0.7);
});
