// The capture's wave (CELLS.md: "the converted cells turn over in a wave from the surrounding
// move") and the stem cell's colours after a capture (RULES.md sections 11 and 12): when each
// converted cell turns, and when a complete stem cell must be drawn again.
import { expect, test } from 'vitest';
import { parseRules, Position, replayRecord, seededRandom, randomIndex } from '../../src/engine/index.ts';
import {
  captureWave,
  divisionDelays,
  RING_STEP_MS,
  TURN_MS,
  WAVE_SPREAD_MS,
} from '../../src/game/capture-wave.ts';
import { completeStems, convertedSquares, stemColouring } from '../../src/game/move-changes.ts';

const name = (p: Position, sq: string) => {
  const m = /^([a-z])(\d+)$/.exec(sq)!;
  return p.layout.squareAt[(Number(m[2]) - 1) * p.layout.cols + m[1]!.charCodeAt(0) - 97]!;
};

test('the section 11 example: b2 turns a1 over, one ring, at once, in one turn', () => {
  const p = replayRecord('square:4/capture a2 a1 b1 d4 b2');
  const wave = captureWave(p.layout, name(p, 'b2'), [name(p, 'a1')], 1);
  expect(wave.turns).toEqual([{ square: name(p, 'a1'), ring: 1, delay: 0, duration: TURN_MS }]);
  expect(wave.total).toBe(TURN_MS);
  expect(captureWave(p.layout, name(p, 'b2'), [], 1)).toEqual({ turns: [], total: 0 });
});

test('a large capture turns ring by ring outwards, within the spread, nothing at speed 0', () => {
  const p = new Position(parseRules('square:8/capture'));
  const all = Array.from({ length: p.layout.size }, (_, s) => s).filter((s) => s !== 0);
  const wave = captureWave(p.layout, 0, all, 1);
  expect(wave.turns).toHaveLength(all.length);
  // From a1, h8 is 7 diagonal steps away: 7 rings.
  const rings = new Set(wave.turns.map((t) => t.ring));
  expect(rings.size).toBe(7);
  for (const t of wave.turns) expect(t.delay).toBe(wave.turns.find((u) => u.ring === t.ring)!.delay);
  const delays = wave.turns.map((t) => t.delay);
  expect(delays).toEqual([...delays].sort((a, b) => a - b));
  expect(Math.max(...delays)).toBeLessThanOrEqual(WAVE_SPREAD_MS);
  expect(wave.total).toBe(Math.max(...delays) + TURN_MS);
  // Two rings: one step apart.
  const two = captureWave(p.layout, 0, [1, 2], 1);
  expect(two.turns.map((t) => t.delay)).toEqual([0, RING_STEP_MS]);
  expect(captureWave(p.layout, 0, all, 0).total).toBe(0);
});

test('hex and triangle boards: the touching cells are ring 1', () => {
  for (const id of ['hex:4/capture', 'tri:6/capture']) {
    const p = new Position(parseRules(id));
    const { neighbour, directions: D } = p.layout;
    const from = p.layout.size >> 1;
    const touching = [...neighbour.slice(from * D, from * D + D)].filter((t) => t >= 0);
    expect(captureWave(p.layout, from, touching, 1).turns.every((t) => t.ring === 1 && t.delay === 0)).toBe(
      true,
    );
  }
});

test('a capture or a jump beside a complete stem cell changes its colours: the board must redraw it', () => {
  // Random games of hex:3 and square:6 under capture, stem cells and jumps: every move after which
  // a stem cell complete before and after has other colours converted or emptied a square beside it.
  let recoloured = 0;
  for (const id of ['hex:3/capture/stem', 'square:6/capture/stem/jumps', 'hex:4/capture/stem/jumps']) {
    const random = seededRandom(7);
    for (let game = 0; game < 40; game++) {
      const p = new Position(parseRules(id));
      while (!p.isOver()) {
        const owners = Uint8Array.from(p.owner);
        const before = new Map(completeStems(p).map((s) => [s, stemColouring(p.layout, s, p.owner)]));
        const moves = p.legalMoveList();
        const move = moves[randomIndex(random, moves.length)]!;
        p.play(move);
        const to = p.lastMove();
        const turned = new Set(convertedSquares(p, owners, to));
        for (const s of completeStems(p)) {
          const was = before.get(s);
          if (was === undefined || was === stemColouring(p.layout, s, p.owner)) continue;
          recoloured++;
          // Only a converted cell beside it changes a complete stem cell's colours.
          const { neighbour, directions: D } = p.layout;
          const beside = [...neighbour.slice(s * D, s * D + D)];
          expect(beside.some((t) => turned.has(t))).toBe(true);
        }
      }
    }
  }
  expect(recoloured).toBeGreaterThan(0);
});

test("after a capture the cells divide in the wave's order at half its pace (square:5's b3, 10 cells turned); a plain move's divisions start together", () => {
  const p = replayRecord(
    'square:5/capture c2 d5 b5 a2 e3 e2 a3 c5 a1 a4 e5 e1 c3 b4 c4 e4 c1 a5 b1 d4 d3 b2',
  );
  const b3 = name(p, 'b3');
  const dividing = ['b3', 'a4', 'b4', 'a5', 'd5', 'e5', 'e1'].map((s) => name(p, s));
  const delays = divisionDelays(p.layout, b3, dividing, true, 1);
  // Its own cell and those touching it at once; each ring out (a step takes a diagonal too) half a ring step later.
  expect(delays.get(b3)).toBe(0);
  expect(delays.get(name(p, 'a4'))).toBe(0);
  expect(delays.get(name(p, 'b4'))).toBe(0);
  expect(delays.get(name(p, 'a5'))).toBe(RING_STEP_MS / 2);
  expect(delays.get(name(p, 'd5'))).toBe(RING_STEP_MS / 2);
  expect(delays.get(name(p, 'e5'))).toBe(RING_STEP_MS);
  expect(delays.get(name(p, 'e1'))).toBe(RING_STEP_MS);
  expect(Math.max(...delays.values())).toBeLessThanOrEqual(WAVE_SPREAD_MS / 2);
  // No capture: every division at once; at the tests' speed, all at once too.
  expect([...divisionDelays(p.layout, b3, dividing, false, 1).values()]).toEqual(dividing.map(() => 0));
  expect([...divisionDelays(p.layout, b3, dividing, true, 0).values()]).toEqual(dividing.map(() => 0));
});
