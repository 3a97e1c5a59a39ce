// When a game's ending begins after its last move (screens/results/ending.ts, endingBeginsBy): once
// the last move has landed, divided and been counted at the board's speed, with a little slack; on a
// busy device whose game clock crawls the board scene starts it by this wall-clock deadline. With
// the win's 1.5 s celebration and the sheet's rise, a player has the results about 2.5 s after the
// last cell landed on a square board; a loss and a draw a second sooner.
import { expect, test } from 'vitest';
import type { MoveEvent } from '../../../src/game/events.ts';
import { landTime, moveBeats } from '../../../src/screens/game/move-beats.ts';
import {
  BEGIN_SLACK_MS,
  endingBeginsBy,
  endingPlan,
  redivideFrom,
  sheetInPlaceAt,
} from '../../../src/screens/results/ending.ts';
import { makeMatch } from '../game/ports.ts';

/** A whole game on `rules` between two people, and its last move's event. */
function lastMove(rules: string): {
  layout: ReturnType<typeof makeMatch>['position']['layout'];
  e: MoveEvent;
} {
  const match = makeMatch(rules, ['human', 'human']);
  let last: MoveEvent | null = null;
  match.on((e) => {
    if (e.type === 'move') last = e;
  });
  for (let i = 0; !match.result; i++) {
    const legal = match.position.legalMoveList();
    match.play(legal[(i * 5) % legal.length]!);
  }
  return { layout: match.position.layout, e: last! };
}

test.each(['square:4', 'square:6', 'petri:7', 'beaker:6x7'])(
  'on %s the ending begins once the last move has landed, divided and been counted, and not much later',
  (rules) => {
    const { layout, e } = lastMove(rules);
    const beats = moveBeats(layout, e, 1);
    const landMs = landTime(layout.gravity ? 'drop' : 'pop', 3, 1);
    const by = endingBeginsBy({ landMs, beats });
    expect(by).toBeGreaterThanOrEqual(landMs + beats.settled);
    expect(by).toBeGreaterThanOrEqual(landMs + beats.count.until);
    expect(by).toBeLessThanOrEqual(landMs + Math.max(beats.settled, beats.count.until) + BEGIN_SLACK_MS + 1);
  },
);

test("at the tests' speed, or with no move shown, the ending begins after the slack alone", () => {
  const { layout, e } = lastMove('square:4');
  expect(endingBeginsBy({ landMs: landTime('pop', 1, 0), beats: moveBeats(layout, e, 0) })).toBe(
    BEGIN_SLACK_MS,
  );
  expect(endingBeginsBy(null)).toBe(BEGIN_SLACK_MS);
});

test('a win on a 4×4 board: the sheet stands within 3 s of the last tap, a loss and a draw within 2 s', () => {
  const { layout, e } = lastMove('square:4');
  const by = endingBeginsBy({ landMs: landTime('pop', 1, 1), beats: moveBeats(layout, e, 1) });
  expect(by + sheetInPlaceAt(endingPlan('win', false))).toBeLessThanOrEqual(3000);
  for (const kind of ['loss', 'draw'] as const)
    expect(by + sheetInPlaceAt(endingPlan(kind, false))).toBeLessThanOrEqual(2000);
  // The win is still celebrated first, at least 1.5 s.
  expect(
    sheetInPlaceAt(endingPlan('win', false)) - sheetInPlaceAt(endingPlan('loss', false)),
  ).toBeGreaterThan(900);
});

test('a gravity board: a cell falling further lands later, and the deadline waits for it', () => {
  expect(landTime('drop', 6, 1)).toBeGreaterThan(landTime('drop', 1, 1));
  expect(landTime('hop', 1, 1)).toBeGreaterThan(landTime('pop', 1, 1));
  expect(landTime('drop', 6, 0)).toBe(0);
});

test("a win's cells divide again along their last cut: one cut fewer, then back to the cell as it stands", () => {
  expect(redivideFrom(0)).toBeNull();
  expect(redivideFrom(1)).toBe(0);
  expect(redivideFrom(0b101)).toBe(0b001);
  expect(redivideFrom(0b1111)).toBe(0b0111);
  for (let p = 1; p < 256; p++) {
    const from = redivideFrom(p)!;
    // One cut fewer, and every cut it keeps is the cell's own.
    expect(from & ~p).toBe(0);
    expect((p & ~from).toString(2).replace(/0/g, '')).toBe('1');
  }
});
