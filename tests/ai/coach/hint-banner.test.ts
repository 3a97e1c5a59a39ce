// The hint's banner on a phone: two short sentences a person would say (what the square gives now
// and blocks, then what best play gives), the details left to the full words the screen reader says.
import { expect, test } from 'vitest';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { byName, squareGains } from '../../../src/ai/coach/gains.ts';
import { coachHint, hintBanner, hintText } from '../../../src/ai/coach/hint.ts';
import { greedyWhy } from '../../../src/ai/coach/greedy-why.ts';
import { hintIdea } from '../../../src/ai/coach/hint-idea.ts';

/** At 13 CSS px on an upright 390-px phone the banner holds about 44 letters a line. */
const SHORT_LINE = 44;

/** Positions part-way through seeded games on a few boards, with a legal square's gains. */
function* gainsOnBoards() {
  for (const rules of [
    'square:5',
    'square:8',
    'square:12',
    'hex:4',
    'hex:7',
    'tri:8',
    'petri:7',
    'beaker:6x7',
    'hex:5/connections',
    'square:6/capture',
  ]) {
    for (let seed = 1; seed <= 6; seed++) {
      const p = new Position(parseRules(rules));
      let s = seed * 7919;
      const stop = Math.floor(p.totalMoves * (seed / 7));
      while (p.ply < stop && !p.isOver()) {
        const legal = p.legalMoveList();
        s = (s * 1103515245 + 12345) % 2147483648;
        p.play(legal[s % legal.length]!);
      }
      if (p.isOver()) continue;
      for (const square of p.legalMoveList().slice(0, 8)) {
        const g = squareGains(p, square);
        yield { g, idea: hintIdea(p, square, g) };
      }
    }
  }
}

test('the banner is at most two short lines, whatever the board, the margin and who plays', () => {
  let seen = 0;
  for (const { g, idea } of gainsOnBoards()) {
    for (const margin of [12, 0, -3, idea]) {
      for (const to of [undefined, byName('Ana', 'Benjamin')]) {
        const lines = hintBanner(g, margin, to).split('\n');
        expect(lines.length).toBeLessThanOrEqual(2);
        for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(SHORT_LINE);
        // The full words say more: how the cells split.
        expect(hintText(g, margin, to).length).toBeGreaterThan(lines.join(' ').length);
      }
      seen++;
    }
  }
  expect(seen).toBeGreaterThan(900);
});

test("the banner's words: the square's points now, what it blocks, and best play's end", () => {
  const p = new Position(parseRules('square:4'));
  for (const name of ['a1', 'a2', 'c1', 'b2'])
    p.play(p.layout.squareAt[(+name[1]! - 1) * 4 + name.charCodeAt(0) - 97]!);
  const g = squareGains(p, p.layout.squareAt[1]!);
  expect(hintBanner(g, 2)).toBe(
    'Try b1 for 4, and it blocks their 8.\nIf neither of you slips, you win by 2.',
  );
  expect(hintBanner(g, 0)).toBe(
    "Try b1 for 4, and it blocks their 8.\nIf neither of you slips, it's a draw.",
  );
  expect(hintBanner(g, -1, byName('Ann', 'Ben'))).toBe(
    "Try b1 for 4, and it blocks Ben's 8.\nIf neither of you slips, Ann loses by 1.",
  );
  // Where best play is not known, the move's idea: b1 joins the mover's a1 and c1.
  expect(hintBanner(g, hintIdea(p, p.layout.squareAt[1]!, g))).toBe(
    'Try b1 for 4, and it blocks their 8.\nIt joins two of your groups.',
  );
  // A square that blocks nothing says its points as points.
  expect(hintBanner(squareGains(p, p.layout.squareAt[15]!), 2).split('\n')[0]).toMatch(
    /^Try d4 for \d+ points?\.$/,
  );
});

test('beside a square that scores more now, a hint that blocks nothing gives a reason the board shows', () => {
  const p = new Position(parseRules('square:4'));
  const at = (name: string) => p.layout.squareAt[(+name[1]! - 1) * 4 + name.charCodeAt(0) - 97]!;
  // a1 on the empty board: +1 now, and a lone cell's +1 is no block.
  const g = squareGains(p, at('a1'));
  const plain = { move: 'b2', gain: 3, worse: 2, exact: true, why: { reply: null, room: null } };
  // Solved: the end is the reason; not solved and nothing on the board to name, the plain lesson.
  expect(hintBanner(g, 1, undefined, plain)).toBe(
    "Try a1 for 1: it's best by the end.\nb2: +3 now, but costs 2 by the end.",
  );
  const idea = hintIdea(p, at('a1'), g);
  expect(hintBanner(g, idea, undefined, { ...plain, exact: false })).toBe(
    'Try a1 for 1: room counts more early on.\nb2: +3 now, but costs about 2 by the end.',
  );
  expect(hintText(g, idea, undefined, plain)).toContain(
    'Early on, room to grow matters more than points now.',
  );
  // The room each square leaves, counted on the board: more open squares beside the mover's cells,
  // said on the banner as the open space around the square ("more room to grow" beside a lone
  // square read as no reason) and counted in the full words with what room to grow means.
  const why = greedyWhy(p, at('a1'), at('b2'));
  const counted = { ...plain, exact: false, why: { reply: null, room: { hint: 9, greedy: 5 } } };
  expect(hintBanner(g, idea, undefined, counted)).toBe(
    'Try a1 for 1, with open space around it.\nb2: +3 now, but costs about 2 by the end.',
  );
  expect(hintText(g, idea, undefined, counted)).toContain(
    'After a1, 9 empty squares touch your cells; after b2, 5. A cell placed on one of them later connects and divides: that is room to grow.',
  );
  // A corner cell touches fewer open squares than a middle one: no room claimed for a1 over b2.
  expect(why.room).toBeNull();
  // The greedy square's reply is the reason where it hands the other side more: said on its own line.
  const reply = { ...plain, exact: false, why: { reply: { move: 'c3', gain: 5 }, room: null } };
  expect(hintBanner(g, idea, undefined, reply)).toBe(
    'Try a1 for 1 point.\nb2 scores 3, but gives them 5 at c3.',
  );
  expect(hintText(g, idea, undefined, reply)).toContain('After b2, they could take +5 at c3 next.');
  // Where the cost by the end is worked out, the banner says it; the full words still name the reply.
  expect(hintBanner(g, 1, undefined, { ...reply, exact: true })).toBe(
    "Try a1 for 1: it's best by the end.\nb2: +3 now, but costs 2 by the end.",
  );
  // A hint that blocks keeps its block as its reason.
  for (const name of ['a1', 'a2', 'c1', 'b2']) p.play(at(name));
  expect(hintBanner(squareGains(p, at('b1')), 2, undefined, plain)).toBe(
    'Try b1 for 4, and it blocks their 8.\nb2: +3 now, but costs 2 by the end.',
  );
});

test('early hints on 12x12 and 6x6 beside a greedier square name a reason computed from the board', () => {
  // Seeded openings (as the reviewer's move 3 of 12x12): every such hint names a reason on its first
  // line or the greedy square's reply on its second, within two short lines.
  let named = 0;
  for (const rules of ['square:12', 'square:6']) {
    for (let seed = 1; seed <= 4; seed++) {
      const p = new Position(parseRules(rules));
      let s = seed * 7919;
      for (let i = 0; i < 2 + (seed % 3) * 2; i++) {
        const legal = p.legalMoveList();
        s = (s * 48271) % 2147483647;
        p.play(legal[s % legal.length]!);
      }
      const hint = coachHint(p);
      const lines = hint.banner.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(SHORT_LINE);
      expect(hint.banner).not.toMatch(/better by the end/);
      if (!hint.greedier) continue;
      named++;
      const why = hint.greedier.why;
      // The room said is the room counted: more open squares beside the mover's cells after the hint.
      if (why.room) expect(why.room.hint).toBeGreaterThan(why.room.greedy);
      expect(hint.banner).toMatch(
        /(, with open space around it|, and it (joins|keeps|sets up|grows|crowds|blocks) [^\n]*|: room counts more early on|: it's best by the end)\.\n|gives them \d+ at /,
      );
    }
  }
  expect(named).toBeGreaterThan(0);
});

test('under capture, a hint that leaves the mover behind says the last squares decide, not the count now', () => {
  // A reviewer followed the hint for five moves on square:6 with capture and stood 7–24: from there
  // the expert against itself ends 0–280, as it does from a 28–7 opening. The count now decides nothing.
  const p = new Position(parseRules('square:6/capture'));
  const at = (name: string) => p.layout.squareAt[(+name[1]! - 1) * 6 + name.charCodeAt(0) - 97]!;
  for (const name of 'b5 d4 e5 b3 b2 d2 e2 c4 c2 c3'.split(' ')) p.play(at(name));
  expect([p.score(1), p.score(2)]).toEqual([7, 24]);
  const g = squareGains(p, at('b4'));
  const idea = hintIdea(p, at('b4'), g);
  expect(hintBanner(g, idea).split('\n')).toEqual([
    expect.stringMatching(/^Try b4[ :]/),
    'With capture, the last squares decide it.',
  ]);
  expect(hintText(g, idea)).toMatch(
    / With capture the last squares decide the game: whoever fills the last one takes every group of the other colour it touches, so the count now matters less than keeping your groups clear of the last empty squares\.$/,
  );
  // Where best play is known, its margin says it; without capture, or not behind, the move's idea.
  expect(hintBanner(g, -280).split('\n')[1]).toBe('If neither of you slips, you lose by 280.');
  const ahead = new Position(parseRules('square:6/capture'));
  const g1 = squareGains(ahead, ahead.layout.squareAt[14]!);
  expect(hintBanner(g1, hintIdea(ahead, ahead.layout.squareAt[14]!, g1)).split('\n')[1]).not.toMatch(
    /^With capture/,
  );
  const plain = new Position(parseRules('square:6'));
  for (const name of 'b5 d4 e5 b3 b2 d2 e2 c4 c2 c3'.split(' '))
    plain.play(plain.layout.squareAt[(+name[1]! - 1) * 6 + name.charCodeAt(0) - 97]!);
  const g2 = squareGains(plain, at('b4'));
  expect(hintText(g2, hintIdea(plain, at('b4'), g2))).not.toMatch(/With capture/);
});
