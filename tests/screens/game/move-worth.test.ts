// What a move is worth, cell by cell (move-worth.ts): the terms add up to the engine's real gain for
// every legal move of random games on square, hexagonal and triangular boards, under capture, stem
// cells, jumps and scoring by connections; and a worked example says which cells gain what.
import { expect, test } from 'vitest';
import { parseRules, Position, randomIndex, seededRandom } from '../../../src/engine/index.ts';
import { moveWorth, type MoveWorth } from '../../../src/screens/game/move-worth.ts';
import { splitsOf } from '../../../src/screens/game/split-preview.ts';
import { finger, makeMatch, pressModelFor, recordingPressView, sq, squareName } from './ports.ts';

const RULES = [
  'square:5',
  'hex:3',
  'tri:4',
  'petri:6',
  'square:5/connections',
  'hex:3/capture',
  'tri:5/capture',
  'square:4/capture',
  'square:5/stem',
  'hex:4/stem/jumps',
  'square:5/jumps',
  'tri:5/capture/jumps',
  'square:5/connections/capture/jumps',
  'hex:3/connections/stem',
];

/** The gain of `move` as the engine counts it: the score after playing it on a copy, less before. */
/** Every move open to the player to move: the squares, then the jumps. */
function allMoves(position: Position): number[] {
  const jumps: number[] = [];
  const count = position.legalJumps(jumps);
  return [...position.legalMoveList(), ...jumps.slice(0, count)];
}

function realGain(position: Position, move: number): number {
  const mover = position.turn();
  const after = position.clone();
  after.play(move);
  return after.score(mover) - position.score(mover);
}

test('on every grid and under every option, the terms add up to the engine’s gain for every legal move', () => {
  let moves = 0;
  let captures = 0;
  let jumps = 0;
  let stems = 0;
  for (const rules of RULES) {
    for (let seed = 1; seed <= 3; seed++) {
      const random = seededRandom(seed * 7919 + rules.length);
      const position = new Position(parseRules(rules));
      while (!position.isOver()) {
        for (const move of allMoves(position)) {
          const worth = moveWorth(position, move)!;
          const sum = worth.terms.reduce((t, term) => t + term.points, 0);
          const gain = realGain(position, move);
          expect(sum, `${rules} seed ${seed} ply ${position.ply} move ${move}`).toBe(gain);
          expect(worth.total).toBe(gain);
          // The arrival square comes first, and it is where the cell lands.
          expect(worth.terms[0]!.square).toBe(worth.square);
          expect(worth.terms[0]!.kind).toBe('placed');
          if (!position.isJump(move)) expect(gain).toBe(position.deltaScore(position.turn(), move));
          if (worth.terms.some((t) => t.kind === 'captured')) captures++;
          if (worth.terms.some((t) => t.kind === 'converted')) jumps++;
          if (worth.terms.some((t) => t.kind === 'stem')) stems++;
          moves++;
        }
        const list = allMoves(position);
        position.play(list[randomIndex(random, list.length)]!);
      }
    }
  }
  // The random games did reach the options' cases.
  expect(moves).toBeGreaterThan(2500);
  expect(captures).toBeGreaterThan(0);
  expect(jumps).toBeGreaterThan(0);
  expect(stems).toBeGreaterThan(0);
});

test('scored by divisions, each cell’s term is its pieces after less before, and the cells that split are the ones whose lines show', () => {
  for (const rules of ['square:5', 'hex:3', 'tri:4', 'square:5/capture']) {
    const random = seededRandom(rules.length * 31);
    const position = new Position(parseRules(rules));
    while (!position.isOver()) {
      for (const move of position.legalMoveList()) {
        const worth = moveWorth(position, move)!;
        for (const t of worth.terms) expect(t.points).toBe(t.after - t.before);
        // Every cell the preview draws new cuts on gains; the placed cell counts even alone (+1).
        const cut = new Set(splitsOf(position, move).map((s) => s.square));
        const gaining = worth.terms.filter((t) => t.points > 0 && t.square !== worth.square);
        for (const t of gaining) expect(cut.has(t.square), `${rules} ${t.square}`).toBe(true);
      }
      const list = position.legalMoveList();
      position.play(list[randomIndex(random, list.length)]!);
    }
  }
});

test('the guided game’s last move: 8 pieces of its own, and each of the 4 cells it touches gains a line', () => {
  // You: b2 c2 a2 c1; the opponent: a3 b3 c3 a1; b1 is left.
  const match = makeMatch('square:3', ['human', 'human']);
  for (const s of ['b2', 'a3', 'c2', 'b3', 'a2', 'c3', 'c1', 'a1']) match.play(sq(match, s));
  const worth = moveWorth(match.position, sq(match, 'b1'))!;
  const named = worth.terms.map((t) => [squareName(match, t.square), t.kind, t.before, t.after, t.points]);
  expect(named[0]).toEqual(['b1', 'placed', 0, 8, 8]);
  expect(named.slice(1).sort()).toEqual([
    ['a2', 'splits', 2, 4, 2],
    ['b2', 'splits', 4, 6, 2],
    ['c1', 'splits', 4, 6, 2],
    ['c2', 'splits', 4, 6, 2],
  ]);
  expect(worth.total).toBe(16);
});

test('a lone cell’s first split is +1; a cell touched along a line it already has gains nothing', () => {
  const match = makeMatch('square:5', ['human', 'human']);
  for (const s of ['c3', 'a1']) match.play(sq(match, s));
  const beside = moveWorth(match.position, sq(match, 'd3'))!;
  expect(beside.terms.map((t) => [squareName(match, t.square), t.kind, t.points])).toEqual([
    ['d3', 'placed', 2],
    ['c3', 'firstSplit', 1],
  ]);
  match.play(sq(match, 'd3'));
  match.play(sq(match, 'a2'));
  // b3 on the other side of c3: c3 already has the − line, so only b3 gains.
  const opposite = moveWorth(match.position, sq(match, 'b3'))!;
  expect(opposite.terms.map((t) => [squareName(match, t.square), t.points])).toEqual([['b3', 2]]);
  expect(opposite.total).toBe(2);
});

test('a jump: the cell lands, the jumped cell turns yours, and the square it left loses its pieces', () => {
  const match = makeMatch('square:5/jumps', ['human', 'human']);
  for (const s of ['a1', 'b2', 'e5']) match.play(sq(match, s));
  // Player 2 has b2 and the next move; player 1 owns a1 and e5. Player 2 plays somewhere far.
  match.play(sq(match, 'e1'));
  const position = match.position;
  const jump = allMoves(position).find(
    (m) => position.isJump(m) && position.jumpSquares(m).from === sq(match, 'a1'),
  );
  expect(jump).toBeDefined();
  const worth = moveWorth(position, jump!)!;
  const kinds = Object.fromEntries(worth.terms.map((t) => [squareName(match, t.square), [t.kind, t.points]]));
  expect(kinds).toEqual({ c3: ['placed', 2], a1: ['left', -1], b2: ['converted', 2] });
  expect(worth.total).toBe(3);
});

test('the press model tells the worth of the move a finger presses or the mouse points at, only where gains are shown', () => {
  const shown: (MoveWorth | null)[] = [];
  const view = { ...recordingPressView(), worth: (w: MoveWorth | null) => shown.push(w) };
  const match = makeMatch('square:5', ['human', 'human']);
  for (const s of ['c3', 'a1']) match.play(sq(match, s));
  const { press, clock } = pressModelFor(match, { view });
  const d3 = sq(match, 'd3');
  // Off: a press shows no worth.
  press.down(finger(d3, clock.now()), false);
  press.up({ ...finger(-1, clock.now()), x: -1 });
  expect(shown.filter(Boolean)).toEqual([]);
  press.showWorth(true);
  // A mouse resting on d3: its worth, the engine's, while it rests there; none once it leaves.
  press.move(finger(d3, clock.now(), false));
  expect(shown.at(-1)).toEqual(moveWorth(match.position, d3));
  expect(shown.at(-1)!.total).toBe(3);
  press.move({ ...finger(-1, clock.now(), false), x: -1 });
  expect(shown.at(-1)).toBeNull();
  // A finger on d3: its worth while down; turned off, it goes.
  press.down(finger(d3, clock.now()), false);
  expect(shown.at(-1)?.square).toBe(d3);
  press.showWorth(false);
  expect(shown.at(-1)).toBeNull();
});
