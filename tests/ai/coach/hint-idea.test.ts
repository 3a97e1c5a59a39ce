// The hint's idea where best play is not known (a 12×12 board, say): what the move does, decided
// from the position, each claim checked against the position itself.
import { describe, expect, test } from 'vitest';
import {
  parseRules,
  Position,
  replayRecord,
  squareName,
  type Position as P,
} from '../../../src/engine/index.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { hintIdea, type HintIdea } from '../../../src/ai/coach/hint-idea.ts';
import { hintIdeaLine, hintIdeaSentence } from '../../../src/words/hint-words.ts';

const at = (p: P, name: string) =>
  p.layout.squareAt[(Number(name.slice(1)) - 1) * p.layout.cols + name.charCodeAt(0) - 97]!;
const ideaAt = (record: string, name: string) => {
  const p = replayRecord(record);
  const s = at(p, name);
  return hintIdea(p, s, squareGains(p, s));
};

/** Each of q's cells' group (cells joined through neighbours), by square; -1 elsewhere. */
function groupsOf(p: P, q: 1 | 2): Int32Array {
  const { neighbour, directions: D, size } = p.layout;
  const group = new Int32Array(size).fill(-1);
  let groups = 0;
  for (let s = 0; s < size; s++) {
    if (p.owner[s] !== q || group[s] !== -1) continue;
    const todo = [s];
    group[s] = groups;
    while (todo.length) {
      const t = todo.pop()!;
      for (let d = 0; d < D; d++) {
        const m = neighbour[t * D + d]!;
        if (m >= 0 && p.owner[m] === q && group[m] === -1) {
          group[m] = groups;
          todo.push(m);
        }
      }
    }
    groups++;
  }
  return group;
}

const groupCount = (p: P, q: 1 | 2) => new Set(groupsOf(p, q).filter((g) => g >= 0)).size;

/** The different groups of q's cells beside square s. */
function groupsBeside(p: P, s: number, q: 1 | 2): number {
  const { neighbour, directions: D } = p.layout;
  const group = groupsOf(p, q);
  const seen = new Set<number>();
  for (let d = 0; d < D; d++) {
    const m = neighbour[s * D + d]!;
    if (m >= 0 && group[m]! >= 0) seen.add(group[m]!);
  }
  return seen.size;
}

describe('the idea on made-up positions of a 12×12 board', () => {
  test('joins: b1 touches a1 and c1, two of the mover’s groups', () => {
    expect(ideaAt('square:12 a1 l12 c1 l10', 'b1')).toEqual({ kind: 'joins', groups: 2 });
  });
  test("parts: b1 stands between the other player's a1 and c1", () => {
    expect(ideaAt('square:12 l12 a1 l10 c1', 'b1')).toEqual({ kind: 'parts', groups: 2 });
  });
  test('sets up: f6 beside e5 makes e6 (or f5) worth +8 to the mover, +3 before', () => {
    const idea = ideaAt('square:12 e5 l12', 'f6');
    expect(idea).toMatchObject({ kind: 'sets-up', gain: 8 });
    expect(['e6', 'f5']).toContain((idea as { square: string }).square);
  });
  test('no set-up under capture: the same f6 beside e5 says it grows the group instead', () => {
    expect(ideaAt('square:12/capture e5 l12', 'f6')).toEqual({ kind: 'grows', cells: 2 });
  });
  test('room: f6 far from every cell has 8 free squares around', () => {
    expect(ideaAt('square:12 a1 l12', 'f6')).toEqual({ kind: 'room', free: 8, grid: 'square' });
  });
  test("room on hexagons: the idea carries the board's shape, and its words say hexagons", () => {
    const idea = ideaAt('hex:7 a1 m13', 'g7');
    expect(idea).toEqual({ kind: 'room', free: 6, grid: 'hex' });
    expect(hintIdeaLine(idea, { your: 'your', their: 'their' })).toBe(
      '6 empty hexagons around it to grow into',
    );
    expect(hintIdeaSentence(ideaAt('tri:8 a1 o1', 'h4'), { your: 'your', their: 'their' })).toBe(
      'The idea: it has 6 empty triangles around it, where your next cells can connect and divide.',
    );
  });
  test("crowds: g6 beside the other player's f6, one of eight squares as good to them", () => {
    expect(ideaAt('square:12 a1 f6', 'g6')).toEqual({ kind: 'crowds', cells: 1 });
  });
});

/** Positions part-way through seeded games, with every 9th legal move's idea. */
function* ideasOnBoards(): Generator<{ p: P; s: number; idea: HintIdea }> {
  for (const rules of ['square:12', 'hex:7', 'tri:8', 'beaker:6x7', 'square:8/connections']) {
    for (let seed = 1; seed <= 5; seed++) {
      const p = new Position(parseRules(rules));
      let r = seed * 104_729;
      const stop = Math.floor(p.totalMoves * (seed / 6));
      while (p.ply < stop && !p.isOver()) {
        const legal = p.legalMoveList();
        r = (r * 1103515245 + 12345) % 2147483648;
        p.play(legal[r % legal.length]!);
      }
      const legal = p.legalMoveList();
      for (let i = seed % 3; i < legal.length; i += 3)
        yield { p, s: legal[i]!, idea: hintIdea(p, legal[i]!, squareGains(p, legal[i]!)) };
    }
  }
}

test('every idea on four boards says what the position shows', () => {
  const kinds = new Set<string>();
  let seen = 0;
  for (const { p, s, idea } of ideasOnBoards()) {
    seen++;
    kinds.add(idea.kind);
    const q = p.turn();
    const other = q === 1 ? 2 : 1;
    if (idea.kind === 'joins') {
      const before = groupCount(p, q);
      p.playUnchecked(s);
      expect(groupCount(p, q)).toBe(before - idea.groups + 1);
      p.undo();
    } else if (idea.kind === 'parts') {
      expect(groupsBeside(p, s, other)).toBe(idea.groups);
      expect(groupsBeside(p, s, q)).toBeLessThan(2);
    } else if (idea.kind === 'their-best') {
      const better = p.legalMoveList().filter((m) => m !== s && p.deltaScore(other, m) >= idea.points);
      expect(better).toEqual([]);
    } else if (idea.kind === 'sets-up') {
      p.playUnchecked(s);
      const m = p.legalMoveList().find((x) => squareName(p.layout, x) === idea.square);
      expect(m, idea.square).toBeDefined();
      expect(p.deltaScore(q, m!)).toBe(idea.gain);
      p.undo();
    } else if (idea.kind === 'room') {
      expect(p.openness(s)).toBe(idea.free);
      expect(p.overlap(q, s) + p.overlap(other, s)).toBe(0);
    } else if (idea.kind === 'crowds') {
      expect(p.overlap(other, s)).toBe(idea.cells);
      expect(p.overlap(q, s)).toBe(0);
    } else if (idea.kind === 'grows') {
      expect(groupsBeside(p, s, q)).toBe(1);
    }
  }
  expect(seen).toBeGreaterThan(300);
  for (const kind of ['joins', 'parts', 'sets-up', 'grows', 'crowds', 'room'])
    expect(kinds, kind).toContain(kind);
});

test("the hint on a big board early says the move's idea, never that it is too early to know", () => {
  for (const record of ['square:12 f5 a3', 'hex:7 g7 f6', 'tri:8 h4 g4', 'beaker:6x7 c1 d1']) {
    const hint = coachHint(replayRecord(record));
    expect(hint.source, record).toBe('expert');
    expect(hint.idea, record).not.toBeNull();
    const [first, second] = hint.banner.split('\n');
    expect(first).toMatch(new RegExp(`^Try ${hint.move}[ :]`));
    expect(second).not.toMatch(/too early|good move/i);
    expect(second!.length).toBeLessThanOrEqual(44);
    expect(hint.text).toMatch(/The idea: it [^.]+\.$/);
  }
});

test("sets up: never on the mover's last move, where no next move comes (review 29: b1 at 42–33, 2 moves left)", () => {
  const last = 'square:4 a4 c4 b4 d4 a3 c3 b3 d3 b2 d2 c2 d1 c1 a2';
  const p = replayRecord(last);
  expect([p.score(1), p.score(2), p.movesLeft(), p.turn()]).toEqual([42, 33, 2, 1]);
  // b1 scores +10 now and would raise a1 to +6 for the mover, but the reply is the game's last move.
  expect(squareGains(p, at(p, 'b1')).gain).toBe(10);
  for (const name of ['b1', 'a1']) expect(ideaAt(last, name).kind).not.toBe('sets-up');
  expect(ideaAt(last, 'b1')).toEqual({ kind: 'grows', cells: 8 });
  // Two moves earlier the same kind of move still has a next one, and sets a square up.
  const earlier = 'square:4 a4 c4 b4 d4 a3 c3 b3 d3 b2 d2 c2 d1';
  const q = replayRecord(earlier);
  const ideas = q.legalMoveList().map((s) => hintIdea(q, s, squareGains(q, s)));
  expect(ideas.some((i) => i.kind === 'sets-up')).toBe(true);
});
