// The habit a player repeated, named (screens/review/lone-habit.ts): a reviewer lost an 8×8 game to
// Hard by 84 after scattering about 15 lone cells away from their own, and the review said "No one
// move lost it … the other 63 went a little at a time", opened on move 2 at 1–1, and skipped every
// scattered move. Scripted 8×8 games against Hard, in Node: a scatterer is told the habit, counted
// from the record, with the better one, on the key moment (a move that mattered, never move 2); a
// player who grows beside their own cells is told nothing of the kind.
import { describe, expect, test } from 'vitest';
import { analyseRecord } from '../../../src/ai/coach/analyse.ts';
import { createAgent } from '../../../src/ai/index.ts';
import { neighbourScript } from '../../../src/ai/neighbour-script.ts';
import { parseRules, Position, writeRecord } from '../../../src/engine/index.ts';
import { GameReview } from '../../../src/game/review.ts';
import { reviewOf as reviewOfValues } from '../../game/review-of.ts';
import { loneHabit } from '../../../src/screens/review/lone-habit.ts';
import { openedReview } from './reviewed-game.ts';

/** A player who places most cells away from their own (none of theirs next to the square), seeded. */
function scatterer(seed: number) {
  let state = seed * 2654435761;
  const next = () => ((state = (state * 1103515245 + 12345) >>> 0) % 1000) / 1000;
  return (p: Position): number => {
    const empty = p.legalMoveList();
    const away = empty.filter((m) => p.overlap(1, m) === 0);
    // Four moves in five away from their own where there is room, else anywhere.
    const from = away.length > 0 && next() < 0.8 ? away : empty;
    return from[Math.floor(next() * from.length)]!;
  };
}

/** An 8×8 game of `person` (player 1) against Hard, played out; its record. */
function played(person: (p: Position) => number): string {
  const p = new Position(parseRules('square:8'));
  const hard = createAgent('hard');
  while (!p.isOver()) p.play(p.turn() === 1 ? person(p) : hard.choose(p).square);
  return writeRecord(p);
}

/** The record's review with every move called best: what loneHabit reads is the record itself. */
function plainReviewOf(record: string): GameReview {
  const n = new GameReview(record).moves.length;
  return reviewOfValues(record, Array(n).fill(0), Array(n).fill(0));
}

/** The game's review, every move judged quickly (the expert's estimate, a small budget). */
function reviewOf(record: string) {
  const moves = [...analyseRecord(record, { nodes: 200, exactNodes: 2000, deepNodes: 0 })];
  const review = new GameReview(record);
  for (const r of moves) review.add(r);
  return { review, moves };
}

describe('the habit a player repeated, named', () => {
  test('a scatterer who lost to Hard on 8×8 is told the lone cells, counted, with the better habit', async () => {
    for (const seed of [1, 2]) {
      const record = played(scatterer(seed));
      const { review, moves } = reviewOf(record);
      const [one, two] = review.scores.at(-1)!;
      expect(two, `seed ${seed}: Hard wins`).toBeGreaterThan(one);
      const habit = loneHabit(review, 1)!;
      expect(habit, `seed ${seed}`).not.toBeNull();
      // Counted from the record: each of those moves had none of the person's cells beside it.
      expect(habit.count).toBeGreaterThanOrEqual(6);
      expect(habit.plies).toHaveLength(habit.count);
      expect(habit.each).toBeLessThan(habit.besideEach);
      // The review says it on its key moment, a move that mattered, never the opening's move 2.
      const model = await openedReview(record, 'hard', 64, moves);
      model.openAtKeyMoment();
      const shot = model.snapshot();
      expect(shot.ply).toBeGreaterThan(2);
      expect(shot.ply).toBe(shot.keyPly);
      // The key moment first, then the lesson, short, on the last line.
      expect(shot.line.words).toMatch(new RegExp(`^Move ${shot.ply}: [a-h]\\d (gave away|turned the game)`));
      expect(shot.line.words.split('\n').at(-1)).toBe(
        `Lesson: grow next to your own cells. There yours scored ${habit.besideEach} point${habit.besideEach === 1 ? '' : 's'} each; lone ones scored ${habit.each}.`,
      );
      expect(shot.line.words).not.toMatch(/No one move lost it|a little at a time/);
    }
  }, 120_000);

  test('a player who grows beside their own cells is told no such habit', () => {
    for (const seed of [1, 2, 3]) {
      const script = neighbourScript(seed);
      const record = played((p) => script.choose(p).square);
      expect(loneHabit(plainReviewOf(record), 1), `seed ${seed}`).toBeNull();
    }
  }, 120_000);
});
