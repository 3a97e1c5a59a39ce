import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  parseRules,
  Position,
  replayRecord,
  squareName,
  seededRandom,
  randomIndex,
  type Player,
} from '../../src/engine/index.ts';
import {
  bestByValue,
  createAgent,
  easyValue,
  mediumValue,
  updateSkill,
  AgentError,
  STARTING_SKILL,
  type Agent,
} from '../../src/ai/index.ts';

/**
 * The choice by RULES.md section 5's value functions. `easy` there (the most central square) is
 * what adaptive mixes in, and `medium` is half of it and half `hard`; the game's Easy and Medium
 * opponents play otherwise (gentle.test.ts, medium.test.ts), so those two are read from the values.
 */
const choose = (kind: string, position: Position) =>
  kind === 'easy'
    ? bestByValue(position, (m) => easyValue(position, m)).square
    : kind === 'medium'
      ? bestByValue(position, (m) => mediumValue(position, m, position.turn())).square
      : createAgent(kind).choose(position).square;

const name = (position: Position, s: number) => squareName(position.layout, s);

/**
 * The opponents' choice re-derived the slow way: the score gains come from counting the cells
 * with and without the move, and centrality from the drawn centres of RULES.md section 7, not
 * from the incremental features and tables the agents read.
 */
function slowChoice(position: Position, kind: 'easy' | 'medium' | 'hard' | number): number {
  const p = position.turn();
  const o: Player = p === 1 ? 2 : 1;
  const gain = (q: Player, m: number) => {
    // q plays m whoever's turn it is: count q's cells with and without it.
    const cells = position.moves();
    const owners = cells.map((_, i) => ((i & 1) === 0 ? 1 : 2) as Player);
    return countWith(position, cells, owners, q, m) - position.score(q);
  };
  const D = position.layout.directions;
  const around = (m: number) => {
    const overlap = [0, 0, 0];
    let open = 0;
    for (let d = 0; d < D; d++) {
      const x = position.layout.neighbour[m * D + d]!;
      if (x < 0) continue;
      if (position.owner[x] === 0) open++;
      else overlap[position.owner[x]!]!++;
    }
    return { overlap, open };
  };
  const easy = (m: number) => centrality(position, m);
  const hard = (m: number) => {
    const { overlap, open } = around(m);
    return easy(m) + 2 * open + gain(p, m) + gain(o, m) - overlap[p]! - overlap[o]!;
  };
  const value = (m: number) => {
    if (kind === 'easy') return easy(m);
    if (kind === 'hard') return hard(m);
    if (kind === 'medium') return 0.5 * hard(m) + 0.5 * easy(m);
    const weight = Math.min(1, Math.max(0, kind + 0.01 * (position.score(o) - position.score(p))));
    return weight * hard(m) + (1 - weight) * easy(m);
  };
  let best = -1;
  let bestValue = -Infinity;
  for (const m of position.legalMoveList()) {
    const v = value(m);
    if (best < 0 || v > bestValue + 1e-9) {
      best = m;
      bestValue = v;
    }
  }
  return best;
}

/**
 * q's score with the given cells plus q's cell on m, counted from scratch: by divisions 2 per
 * connected axis (1 for a lone cell), by connections 1 per own neighbour, each pair seen twice.
 */
function countWith(position: Position, cells: number[], owners: Player[], q: Player, m: number): number {
  const owner = new Map<number, Player>();
  cells.forEach((s, i) => owner.set(s, owners[i]!));
  owner.set(m, q);
  const { neighbour, directions: D, axes: A } = position.layout;
  let total = 0;
  let ends = 0;
  for (const [s, who] of owner) {
    if (who !== q) continue;
    let axes = 0;
    for (let a = 0; a < A; a++) {
      const one = neighbour[s * D + a]!;
      const two = neighbour[s * D + a + A]!;
      const ownOne = one >= 0 && owner.get(one) === q;
      const ownTwo = two >= 0 && owner.get(two) === q;
      if (ownOne || ownTwo) axes++;
      ends += Number(ownOne) + Number(ownTwo);
    }
    total += axes === 0 ? 1 : 2 * axes;
  }
  return position.byConnections ? ends / 2 : total;
}

/** RULES.md sections 4 and 7: 1 − dist / max dist from the middle of the centres' bounding box. */
function centrality(position: Position, m: number): number {
  const { rowOf, colOf, size, grid } = position.layout;
  const centre = (s: number) =>
    grid === 'hex' ? [colOf[s]! - rowOf[s]! / 2, (rowOf[s]! * Math.sqrt(3)) / 2] : [colOf[s]!, rowOf[s]!];
  const points = Array.from({ length: size }, (_, s) => centre(s));
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  const midX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const midY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const dist = points.map(([x, y]) => Math.hypot(x! - midX, y! - midY));
  const far = Math.max(...dist);
  return far === 0 ? 1 : 1 - dist[m]! / far;
}

describe('seed opponents', () => {
  test.each([
    // Four central squares tie on centrality; reading order picks the top-left one.
    ['square:4', 'easy', 'b3'],
    ['square:4', 'hard', 'b3'],
    ['square:5', 'easy', 'c3'],
    ['petri:6', 'medium', 'c4'],
    ['beaker:4x4', 'easy', 'b1'],
    // A lone cell of each side. hard's 2·openness dominates: b5 and e2 have all 8 neighbours empty
    // and the same centrality (≈18.4 against ≈16.5 for d3, which touches both cells); b5 reads first.
    ['square:6 c3 d4', 'hard', 'b5'],
    ['square:6 c3 d4', 'easy', 'c4'],
    // hex:3, worked out by hand (centrality 1 at c3, 0.5 on the ring around it, 0.13 or 0 on
    // the edge). The empty board: the centre, for easy and for hard (12 from openness, +2 gains).
    ['hex:3', 'easy', 'c3'],
    ['hex:3', 'hard', 'c3'],
    // c3 (player 1) and d4 (player 2), its north-east neighbour. easy: the first ring square in
    // reading order. hard: b3, b2 and c2 touch only c3: 0.5 + 2·5 + Δ 3 + Δ 1 − 1 = 13.5, more than
    // c4 and d3 touching both (0.5 + 2·4 + 3 + 3 − 2 = 12.5); b3 reads first.
    ['hex:3 c3 d4', 'easy', 'c4'],
    ['hex:3 c3 d4', 'hard', 'b3'],
    // By connections the gains cancel the overlaps (Δ = overlap), so hard is centrality + 2·openness.
    ['hex:3/connections c3 d4', 'hard', 'b3'],
    // Then b2 for player 1: on b3 or c2 player 2 would deny the divisions (Δ₁ = 8: a cell along
    // two axes, c3 and b2 each one more): 0.5 + 2·4 + 1 + 8 − 2 = 15.5 against 13.5 for c4.
    ['hex:3 c3 d4 b2', 'hard', 'b3'],
    ['hex:3 c3 d4 b2', 'medium', 'b3'],
    // By connections the four open ring squares tie at 0.5 + 2·4; c4 reads first.
    ['hex:3/connections c3 d4 b2', 'hard', 'c4'],
    ['hex:3/connections c3 d4 b2', 'medium', 'c4'],
    // Then c4: by divisions b3 and c2 tie at 15.5 (b3 first), by connections d3 and c2 at 8.5 (d3 first).
    ['hex:3 c3 d4 b2 c4', 'hard', 'b3'],
    ['hex:3/connections c3 d4 b2 c4', 'hard', 'd3'],
  ])('choice - %s, %s plays %s', (record, agent, expected) => {
    const position = replayRecord(record);
    expect(name(position, choose(agent, position))).toBe(expected);
    expect(slowChoice(position, agent as 'easy')).toBe(choose(agent, position));
  });

  test('choice - every opponent equals its value function re-derived from scratch', () => {
    const layouts = [
      'square:5',
      'square:8',
      'petri:7',
      'beaker:6x7',
      'flask:8x3',
      'grid:3x9',
      'hex:3',
      'hex:5',
      'square:6/connections',
      'hex:4/connections',
      'flask:8x3/equal/connections',
      'custom:5x5:fc6b1f8',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...layouts),
        fc.integer({ min: 0, max: 1e9 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (id, seed, skill) => {
          const position = new Position(parseRules(id));
          const random = seededRandom(seed);
          const plies = randomIndex(random, position.totalMoves);
          for (let i = 0; i < plies; i++) {
            const moves = position.legalMoveList();
            position.play(moves[randomIndex(random, moves.length)]!);
          }
          for (const kind of ['easy', 'medium', 'hard'] as const) {
            expect(choose(kind, position)).toBe(slowChoice(position, kind));
          }
          expect(createAgent(`adaptive:${skill}`).choose(position).square).toBe(slowChoice(position, skill));
        },
      ),
      { numRuns: 250 },
    );
  });

  test('determinism - a game between two opponents always replays the same way', () => {
    const playOut = (p1: Agent, p2: Agent) => {
      const position = new Position(parseRules('petri:7'));
      while (!position.isOver()) position.play((position.turn() === 1 ? p1 : p2).choose(position).square);
      return position.moves();
    };
    for (const [a, b] of [
      ['hard', 'medium'],
      ['easy', 'adaptive'],
      ['adaptive:0.9', 'hard'],
      ['random:7', 'hard'],
    ]) {
      expect(playOut(createAgent(a!), createAgent(b!))).toEqual(playOut(createAgent(a!), createAgent(b!)));
    }
  });

  test("adaptive - skill 0 plays like RULES.md's easy value and skill 1 like hard, when the scores are level", () => {
    const position = replayRecord('square:6 c3 d4');
    expect(createAgent('adaptive:0').choose(position).square).toBe(choose('easy', position));
    expect(createAgent('adaptive:1').choose(position).square).toBe(
      createAgent('hard').choose(position).square,
    );
  });

  test('the agent leaves the position as it found it', () => {
    const position = replayRecord('square:6 c3 d4 e5');
    const before = position.moves();
    for (const id of ['random', 'easy', 'medium', 'hard', 'adaptive']) createAgent(id).choose(position);
    expect(position.moves()).toEqual(before);
  });

  test.each([
    ['champion', "unknown agent 'champion'; known agents: random[:seed], easy"],
    ['adaptive:2', "'adaptive:2': expected a number from 0 to 1"],
    ['random:x', "'random:x': expected a whole number"],
  ])('registry - throws - %s', (id, message) => {
    expect(() => createAgent(id)).toThrow(AgentError);
    expect(() => createAgent(id)).toThrow(message);
  });

  test.each([
    [STARTING_SKILL, 30, 20, 0.6],
    [STARTING_SKILL, 20, 30, 0.45],
    [0.5, 25, 25, 0.5],
    [0.95, 40, 10, 1],
    [0.02, 0, 20, 0],
  ])('skill update - from %f, person %i vs opponent %i gives %f', (skill, person, opponent, expected) => {
    expect(updateSkill(skill, person, opponent)).toBeCloseTo(expected, 12);
  });
});
