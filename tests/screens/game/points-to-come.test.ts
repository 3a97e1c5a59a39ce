// The points still to come beside a big lead: the estimate against games the opponents play out,
// the rule for saying it, and the status line's words.
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/ai/index.ts';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { pointsToCome, roundedToCome, toComeNote } from '../../../src/screens/game/points-to-come.ts';
import { statusLine, type StatusInput } from '../../../src/ui/status-line.ts';
import { standingWords } from '../../../src/ui/move-words.ts';

/** A game between two opponents from the start, stopped once `stop` says so; the position there. */
function played(id: string, kinds: [string, string], salt: number, stop: (p: Position) => boolean): Position {
  const p = new Position(parseRules(id));
  const agents = kinds.map((k, i) => createAgent(k, { salt: salt * 2 + i }));
  while (!p.isOver() && !stop(p)) p.play(agents[p.toMove()! - 1]!.choose(p).square);
  return p;
}

const total = (p: Position) => p.score(1) + p.score(2);

describe('the points still to come', () => {
  it('is of the right size: at two thirds of played games, the points both then add come to 0.6 to 1.15 of it', () => {
    const seen: string[] = [];
    for (const id of ['square:12', 'square:8', 'petri:12', 'hex:6', 'tri:8'])
      for (const kinds of [
        ['easy', 'medium'],
        ['hard', 'medium'],
        ['medium', 'medium'],
      ] as [string, string][])
        for (const salt of [1, 2]) {
          let estimate = 0;
          let then = 0;
          const p = played(id, kinds, salt, (q) => {
            if (q.ply * 3 >= 2 * q.totalMoves && estimate === 0)
              [estimate, then] = [pointsToCome(q), total(q)];
            return false;
          });
          const ratio = (total(p) - then) / estimate;
          seen.push(`${id} ${kinds.join('-')} ${salt}: ${ratio.toFixed(2)}`);
          expect(ratio, seen.at(-1)).toBeGreaterThan(0.6);
          expect(ratio, seen.at(-1)).toBeLessThan(1.15);
        }
    console.log(seen.join('\n'));
  });

  it('counts each empty square at the most a cell there could score: 8 inside, 6 in a corner; none on a full board', () => {
    const p = new Position(parseRules('square:3'));
    expect(pointsToCome(p)).toBe(4 * 6 + 4 * 8 + 8);
    p.play(4);
    expect(pointsToCome(p)).toBe(4 * 6 + 4 * 8);
    while (!p.isOver()) p.play(p.legalMoveList()[0]!);
    expect(pointsToCome(p)).toBe(0);
  });

  it('counts only the moves left where equal moves leave a square empty', () => {
    const p = new Position(parseRules('square:3/equal'));
    expect(p.movesLeft()).toBe(8);
    expect(pointsToCome(p)).toBe(5 * 8 + 3 * 6);
  });

  it('rounds to 10, to 5 under 50, never to 0', () => {
    expect(roundedToCome(234)).toBe(230);
    expect(roundedToCome(236)).toBe(240);
    expect(roundedToCome(23)).toBe(25);
    expect(roundedToCome(2)).toBe(5);
  });
});

describe('when the status line says it', () => {
  const lead = (p: Position) => Math.abs(p.score(1) - p.score(2));

  it('says it beside a big lead on a big board from a third of the game, and not before', () => {
    // Hard against Medium on 12x12 builds a lead the size of revP1's (81 at move 96).
    const p = played('square:12', ['hard', 'medium'], 2, (q) => q.ply * 3 >= 2 * q.totalMoves);
    expect(lead(p)).toBeGreaterThanOrEqual(29);
    const note = toComeNote(p);
    expect(note).toBe(roundedToCome(pointsToCome(p)));
    expect(note!).toBeGreaterThan(lead(p));
    // The screen reader's standing says it too, as the status line does.
    const who = { names: ['Hard', 'Medium'] as [string, string], viewer: null };
    expect(standingWords(p, who)).toMatch(new RegExp(`moves left, about ${note} points to come\\.$`));
    const early = played('square:12', ['hard', 'medium'], 2, (q) => q.ply * 3 >= q.totalMoves - 3);
    expect(toComeNote(early)).toBeNull();
  });

  it('keeps quiet over a small lead, a finished game, captures and scoring by connections', () => {
    const small = played('square:12', ['medium', 'medium'], 1, (q) => q.ply >= 60 && lead(q) < 10);
    expect(lead(small)).toBeLessThan(10);
    expect(toComeNote(small)).toBeNull();
    const over = played('square:8', ['easy', 'hard'], 1, () => false);
    expect(toComeNote(over)).toBeNull();
    for (const id of ['square:8/capture', 'square:8/connections']) {
      const p = played(id, ['easy', 'hard'], 1, (q) => q.ply * 3 >= 2 * q.totalMoves);
      expect(toComeNote(p), id).toBeNull();
    }
  });

  it('keeps quiet once the lead is larger than all the points still to come', () => {
    const p = played('square:8', ['easy', 'hard'], 2, (q) => q.movesLeft() <= 2);
    expect(lead(p)).toBeGreaterThan(pointsToCome(p));
    expect(toComeNote(p)).toBeNull();
  });
});

describe('the status line', () => {
  const input: StatusInput = {
    names: ['You', 'Medium'],
    scores: [372, 275],
    movesLeft: 31,
    cellsPlaced: 113,
    viewer: 0,
  };

  it('says the points still to come after the score and the moves left', () => {
    expect(statusLine({ ...input, toCome: 230 })).toBe('372–275, 31 moves left, about 230 points to come');
    expect(statusLine(input)).toBe('372–275, 31 moves left');
  });

  it('says only the result once the game is over', () => {
    expect(statusLine({ ...input, scores: [436, 430], movesLeft: 0, toCome: 10 })).toBe('You won by 6');
  });
});
