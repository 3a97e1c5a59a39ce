// The line under the review's chart where it and the score disagree: one side ahead on points while
// best play from there has the other side winning (or a draw). Said only then, in a player's words
// (words/chart-words.ts), for the move shown.
import { expect, test } from 'vitest';
import { parseRules, Position, squareName } from '../../../src/engine/index.ts';
import { chartAside } from '../../../src/screens/review/review-chart.ts';
import { ReviewModel } from '../../../src/screens/review/review-model.ts';
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { reviewOf } from '../../game/review-of.ts';
import { givenAnalyst, until } from './reviewed-game.ts';

/** A whole game on square:4, each move the first legal one: its record. */
function record(): string {
  const p = new Position(parseRules('square:4'));
  const names: string[] = [];
  while (!p.isOver()) {
    const m = p.legalMoveList()[0]!;
    names.push(squareName(p.layout, m));
    p.play(m);
  }
  return `square:4 ${names.join(' ')}`;
}

const RECORD = record();
const NAMES = ['You', 'Medium'] as const;
const plies = (n: number) => Array.from({ length: n }, (_, ply) => ply);

/** Player 1's lead on the board after `ply` moves. */
const leadAt = (record: string, ply: number) => {
  const [one, two] = reviewOf(record, [], []).scores[ply]!;
  return one - two;
};

test('chart aside - said where the lead and best play name different sides, with both numbers; never where they agree or the score is level', () => {
  const n = reviewOf(RECORD, [], []).moves.length;
  const leads = plies(n).map((ply) => leadAt(RECORD, ply));
  expect(leads.some((l) => l > 0)).toBe(true);
  expect(leads.some((l) => l === 0)).toBe(true);
  const costs = plies(n).map(() => 0);
  // Best play from each move ends the other way round, by 3 more than the lead (or by 5 from level).
  const against = reviewOf(
    RECORD,
    leads.map((l) => (l === 0 ? 5 : -l - 3 * Math.sign(l))),
    costs,
  );
  const along = reviewOf(
    RECORD,
    leads.map((l) => (l === 0 ? -5 : l + 2 * Math.sign(l))),
    costs,
  );
  for (const ply of plies(n)) {
    const lead = leads[ply]!;
    expect(chartAside(along, ply, NAMES)).toBeNull();
    const said = chartAside(against, ply, NAMES);
    if (lead === 0) {
      expect(said).toBeNull();
      continue;
    }
    const [ahead, winner] = lead > 0 ? ['You lead', 'Medium wins'] : ['Medium leads', 'you win'];
    expect(said).toBe(
      `${ahead} by ${Math.abs(lead)}, but late moves score most: if neither slips, ${winner} by ${Math.abs(lead) + 3}.`,
    );
  }
});

test('chart aside - a draw with best play from a lead is said as level; a guess is said as about', () => {
  const n = reviewOf(RECORD, [], []).moves.length;
  const leads = plies(n).map((ply) => leadAt(RECORD, ply));
  const ply = leads.findIndex((l) => l !== 0);
  const costs = plies(n).map(() => 0);
  const level = reviewOf(
    RECORD,
    leads.map(() => 0),
    costs,
  );
  expect(chartAside(level, ply, NAMES)).toMatch(/^(You lead|Medium leads) by \d+, .*it ends level\.$/);
  const guessed = reviewOf(
    RECORD,
    leads.map((l) => -l - 4 * Math.sign(l)),
    costs,
    false,
  );
  expect(chartAside(guessed, ply, NAMES)).toMatch(/wins? by about \d+\.$/);
  // Not reviewed yet: nothing said.
  expect(chartAside(reviewOf(RECORD, [], []), ply, NAMES)).toBeNull();
});

test('chart aside - the review model gives it for the move shown, and none for a move where chart and score agree', async () => {
  const done = reviewOf(RECORD, [], []);
  const n = done.moves.length;
  const leads = plies(n).map((ply) => leadAt(RECORD, ply));
  const disagree = leads.findIndex((l) => l !== 0);
  // Best play agrees with the board everywhere but at `disagree`.
  const values = leads.map((l, ply) => (ply === disagree ? -l * 2 : l === 0 ? 1 : l));
  const moves: MoveReview[] = values.map((value, index) => ({
    index,
    mover: index % 2 === 0 ? 1 : 2,
    square: done.moves[index]!,
    move: '',
    best: [],
    cost: 0,
    exact: true,
    value,
  }));
  const model = new ReviewModel(() => givenAnalyst(moves));
  let ended = false;
  model.open(
    { record: () => RECORD, players: ['human', 'medium'], position: { ply: n }, result: null },
    undefined,
    { changed: (now) => void (now && (ended = true)) },
  );
  await until(() => ended, 'the review');
  for (const ply of plies(n)) {
    model.go(ply);
    const aside = model.snapshot().chart.aside;
    if (ply === disagree) expect(aside).toContain('but late moves score most');
    else expect(aside).toBeNull();
  }
});
