// A big lead that melted to a close finish: when the results say so, with the board's figures, and
// the line in the results' words on games the opponents play out.
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/ai/index.ts';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { leadMelted } from '../../../src/screens/results/lead-melted.ts';
import { resultWords } from '../../../src/screens/results/result-words.ts';

/** Score histories from a list of [yours, theirs] after each move, the person moving first. */
const history = (...scores: [number, number][]): [number, number][] => [[0, 0], ...scores];

/** revP1's shape on 12x12: up 372–275 with 31 to go, won 436–430 (144 moves, only the ones that matter spelled out). */
function revP1(): [number, number][] {
  const h: [number, number][] = [[0, 0]];
  for (let k = 1; k <= 113; k++) h.push([Math.round((372 * k) / 113), Math.round((275 * k) / 113)]);
  for (let k = 1; k <= 31; k++) h.push([372 + Math.round((64 * k) / 31), 275 + Math.round((155 * k) / 31)]);
  return h;
}

describe('a lead that melted', () => {
  it("revP1's game: up 97 with 31 to go, won by 6: the 31 moves scored 219 between both", () => {
    expect(leadMelted({ history: revP1(), person: 0, rules: 'square:12' })).toEqual({
      lead: 97,
      movesLeft: 31,
      scored: 219,
      won: true,
    });
  });

  it('says nothing over a lead that held, a lead small for the board, or one before the first third', () => {
    const held = revP1().map(([a, b]) => [a + Math.round(a / 5), b] as [number, number]);
    expect(leadMelted({ history: held, person: 0, rules: 'square:12' })).toBeNull();
    // 20 is small on 144 squares (29 is large), though large on 25.
    const small = history([10, 0], [20, 0], [20, 10], [25, 15], [25, 25], [26, 25]);
    expect(leadMelted({ history: small, person: 0, rules: 'square:12' })).toBeNull();
    expect(leadMelted({ history: small, person: 0, rules: 'square:5' })?.lead).toBe(20);
    const early = history([40, 0], [40, 38], [41, 40], [42, 41], [43, 42], [44, 43]);
    expect(leadMelted({ history: early, person: 0, rules: 'square:5' })).toBeNull();
  });

  it("reads the person's side, and keeps away from captures and connections", () => {
    const theirs = revP1().map(([a, b]) => [b, a] as [number, number]);
    expect(leadMelted({ history: theirs, person: 1, rules: 'square:12' })?.lead).toBe(97);
    expect(leadMelted({ history: theirs, person: 0, rules: 'square:12' })).toBeNull();
    for (const rules of ['square:12/capture', 'square:12/connections', 'no-such-board'])
      expect(leadMelted({ history: revP1(), person: 0, rules }), rules).toBeNull();
  });

  it('is said under the score after a win or a loss (a draw says who led already), in the board figures', () => {
    const words = (h: [number, number][], winner: 0 | 1 | 2) =>
      resultWords({
        names: ['You', 'Medium'],
        mode: 'solo',
        person: 0,
        winner,
        scores: h.at(-1)!,
        players: ['human', 'medium'],
        rules: 'square:12',
        history: h,
      }).line;
    // A win held on, and says so first; a loss says the melt.
    expect(words(revP1(), 1)).toBe(
      'You led by 97 and held on: the last 31 moves scored 219 between you, and late moves score the most.',
    );
    const lost = revP1();
    lost[144] = [428, 430];
    expect(words(lost, 2)).toBe(
      'You led by 97, but the last 31 moves scored 211 between you: late moves score the most.',
    );
    const held = revP1().map(([a, b]) => [a + Math.round(a / 5), b] as [number, number]);
    expect(words(held, 1)).toBeNull();
  });

  it('comes in games the opponents play out on 12x12, and only where the lead was at least twice the final margin', () => {
    let said = 0;
    for (const salt of [1, 2, 3, 4, 5, 6]) {
      const p = new Position(parseRules('square:12'));
      const agents = [createAgent('easy', { salt }), createAgent('medium', { salt: salt + 100 })];
      const h: [number, number][] = [[0, 0]];
      while (!p.isOver()) {
        p.play(agents[p.toMove()! - 1]!.choose(p).square);
        h.push([p.score(1), p.score(2)]);
      }
      for (const person of [0, 1] as const) {
        const m = leadMelted({ history: h, person, rules: 'square:12' });
        if (!m) continue;
        said++;
        const margin = h[144]![person] - h[144]![1 - person];
        expect(Math.abs(margin) * 2).toBeLessThanOrEqual(m.lead);
        expect(m.scored).toBeGreaterThan(m.lead);
        console.log(
          `salt ${salt} seat ${person}: led ${m.lead} with ${m.movesLeft} to go, ${m.scored} scored after, final margin ${margin}`,
        );
      }
    }
    expect(said).toBeGreaterThan(0);
  });
});
