// A jump's words add up to the points they promise (RULES.md section 13). Review 56: a hexagon jump
// hint said "+4 for you now … your cell splits along 2 lines (+4), and one of your cells splits again
// (+2)", parts of +6, the square it left unsaid; on triangle 6 "Try the jump from f3 to i2: +4 now"
// left f3 to the other player, who took it for +8 at once, unwarned.
import { expect, test } from 'vitest';
import { parseRules, Position, randomIndex, replayRecord, seededRandom } from '../../../src/engine/index.ts';
import { byName, squareGains, termSentences } from '../../../src/ai/coach/gains.ts';
import { coachHint, hintBanner } from '../../../src/ai/coach/hint.ts';
import { allMoves } from '../../../src/ai/expert/root-moves.ts';

/** At 13 CSS px on an upright 390-px phone the banner holds about 44 letters a line (tests/ai/coach/hint-banner.test.ts). */
const SHORT_LINE = 44;

function at(position: Position, name: string): number {
  return allMoves(position).find((m) => squareGains(position, m).move === name)!;
}

function jumps(position: Position): number[] {
  const out: number[] = [];
  const n = position.legalJumps(out);
  return out.slice(0, n);
}

/** The points the words name in brackets, "(+4)", "(−2)", summed. */
function partsSum(words: string): number {
  let sum = 0;
  for (const [, sign, n] of words.matchAll(/\(([+\u2212])(\d+)\)/g))
    sum += (sign === '+' ? 1 : -1) * Number(n);
  return sum;
}

test('the triangle jump f3 to i2: +4, said as its parts, the cost of leaving f3 and the +8 it opens there', () => {
  const p = replayRecord('tri:6/jumps c3 e3 d2 g3 e1 e2 f4 f2 g4 g2 f3 h2');
  const g = squareGains(p, at(p, 'f3xi2'));
  expect(g.gain).toBe(4);
  expect(g.left).toEqual({ square: 'f3', cost: 4, opens: 8 });
  const words = termSentences(g);
  expect(words).toBe(
    'It jumps over g3 and converts it (+4). Your cell splits along 1 line (+2), and one of your cells splits again (+2). Leaving f3 costs 4 of your pieces (\u22124) and opens it for their +8.',
  );
  expect(partsSum(words)).toBe(g.gain);
  // The banner, all a phone shows: the square it opens in place of "better by the end", on one
  // line of an upright 390-px phone (at 57 letters "Try the jump from f3 to i2: +4 now, opens f3 for
  // their +8" wrapped, and the banner took three lines).
  expect(hintBanner(g, -3).split('\n')[0]).toBe('Jump f3\u2192i2 for 4, but it gives them 8 at f3.');
  expect(hintBanner(g, -3, byName('Ann', 'Ben')).split('\n')[0]).toBe(
    'Jump f3\u2192i2 for 4, but it gives Ben 8 at f3.',
  );
  for (const to of [undefined, byName('Ann', 'Ben')])
    for (const line of hintBanner(g, -3, to).split('\n'))
      expect(line.length, line).toBeLessThanOrEqual(SHORT_LINE);
  // The whole hint from this position is that jump, and its words say so.
  const hint = coachHint(p);
  expect(hint.move).toBe('f3xi2');
  expect(hint.text).toContain('Leaving f3 costs 4 of your pieces (\u22124) and opens it for their +8.');
  expect(hint.text).toContain('turns it into one of your cells.');
});

test.each([
  'square:6/jumps',
  'hex:4/jumps',
  'tri:6/jumps',
  'hex:4/connections/jumps',
  'tri:5/connections/jumps',
])('%s: every jump in seeded games names parts that add up to its gain', (rules) => {
  let seen = 0;
  let opened = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const p = new Position(parseRules(rules));
    const random = seededRandom(seed);
    while (!p.isOver()) {
      for (const m of jumps(p)) {
        const g = squareGains(p, m);
        const words = termSentences(g);
        expect(partsSum(words), `${rules} ${g.move}: ${words}`).toBe(g.gain);
        if (g.left!.opens > 0) {
          opened++;
          // Their best square next: nowhere gains them more.
          p.play(m);
          const best = Math.max(...p.legalMoveList().map((s) => p.deltaScore(p.turn(), s)));
          expect(g.left!.opens, `${rules} ${g.move}`).toBe(best);
          p.undo();
        }
        seen++;
      }
      // Placements only, so that the games go on with jumps to make.
      const legal = p.legalMoveList();
      p.play(legal[randomIndex(random, legal.length)]!);
    }
  }
  expect(seen).toBeGreaterThan(20);
  expect(opened).toBeGreaterThan(0);
});
