// The moments a finished game makes (screens/results/moments.ts): what is new in the record because
// of it, from the kept games before it. Kept games are written out here as the history holds them
// (only their players, scores, rules, time and whether they count are read).
import { describe, expect, test } from 'vitest';
import type { KeptGame } from '../../../src/game/game-history.ts';
import { calendarDay, momentsOf, streakMark, type MomentGame } from '../../../src/screens/results/moments.ts';

const HOUR = 3_600_000;
/** Noon on 1 June 2026 and the days after it, on the device's calendar. */
const DAY0 = new Date(2026, 5, 1, 12).getTime();
const day = (n: number, hour = 0) => DAY0 + n * 24 * HOUR + hour * HOUR;

let made = 0;
/** A kept game of the person (player 1) against `opponent`, by `margin`, ended at `at`. */
function kept(opponent: string, margin: number, at: number, more: Partial<KeptGame> = {}): KeptGame {
  const scores: [number, number] = margin >= 0 ? [10 + margin, 10] : [10, 10 - margin];
  return {
    id: `g${made++}`,
    rules: 'square:5',
    players: ['human', opponent],
    names: ['You', opponent],
    scores,
    winner: margin > 0 ? 1 : margin < 0 ? 2 : 0,
    moves: [],
    endedAt: at,
    hints: false,
    counts: true,
    ...more,
  };
}

const game = (opponent: string, margin: number, endedAt: number, rules = 'square:5'): MomentGame => ({
  rules,
  opponent,
  margin,
  endedAt,
});
const kinds = (g: MomentGame, before: KeptGame[], room = 2) => momentsOf(g, before, room).map((m) => m.kind);

describe('a first win', () => {
  test("the first game ever, won: a first win against that opponent, and today's goal ticked", () => {
    const m = momentsOf(game('hard', 4, day(0)), [], 2);
    expect(m).toEqual([
      { kind: 'first-win', title: 'First win against Hard!', detail: 'One for your record' },
      { kind: 'goal', title: "Today's win ✓", detail: "A goal ticked: today's puzzle is the other" },
    ]);
  });

  test('a win with hints is no first win: it says so and what is still to win; the first win with none is', () => {
    const helped = { ...game('expert', 8, day(0)), hints: true };
    expect(momentsOf(helped, [], 2)).toEqual([
      { kind: 'coached-win', title: 'A win with the coach', detail: 'Next: beat Expert with no hints' },
      { kind: 'goal', title: "Today's win ✓", detail: "A goal ticked: today's puzzle is the other" },
    ]);
    const before = [kept('expert', 8, day(0), { hints: true })];
    expect(momentsOf({ ...helped, endedAt: day(0, 1) }, before, 2)[0]).toMatchObject({
      kind: 'coached-win',
      title: 'Another win with the coach',
    });
    // The headline says what is new: not a first win (one with hints came before) but the first on
    // the person's own.
    expect(momentsOf(game('expert', 2, day(0, 1)), before, 2)[0]).toEqual({
      kind: 'first-win',
      title: 'First win on your own against Expert!',
      detail: 'No hints this time',
    });
    // Once one is the person's own, a win with hints makes no first win nor best margin (a run of
    // wins is a run, however won); the next own win by more is a best margin.
    const own = [...before, kept('expert', 2, day(0, 1)), kept('easy', -1, day(0, 1))];
    expect(kinds({ ...helped, margin: 30, endedAt: day(0, 2) }, own)).toEqual([]);
    expect(kinds(game('expert', 30, day(0, 2)), own)).toEqual(['best-margin']);
  });

  test('the first game ever, lost or drawn: no ribbon', () => {
    expect(momentsOf(game('hard', -4, day(0)), [], 2)).toEqual([]);
    expect(momentsOf(game('hard', 0, day(0)), [], 2)).toEqual([]);
  });

  test('a win against another opponent before does not make this one a first; losses to it do not stop it', () => {
    const before = [kept('easy', 3, day(0, 1)), kept('hard', -2, day(0, 2))];
    expect(kinds(game('hard', 1, day(0, 3)), before)).toEqual(['first-win']);
    expect(kinds(game('easy', 1, day(0, 3)), before)).toEqual([]);
  });

  test('two people on one device, or a game that does not count, are not in the record', () => {
    const duo = kept('human', 5, day(0, 1));
    const retry = kept('hard', 5, day(0, 2), { counts: false });
    expect(kinds(game('hard', 1, day(0, 3)), [duo, retry])).toEqual(['first-win', 'goal']);
  });
});

describe("today's goal", () => {
  test("the day's first win ticks it, once; a draw, a loss or a later win that day does not", () => {
    const lost = [kept('easy', -3, day(0, 1))];
    expect(kinds(game('easy', 0, day(0, 2)), lost)).toEqual([]);
    expect(kinds(game('easy', 2, day(0, 2)), lost)).toContain('goal');
    const won = [...lost, kept('easy', 2, day(0, 2))];
    expect(kinds(game('easy', 2, day(0, 3)), won)).not.toContain('goal');
    // The next day's first win ticks the next day's goal (its run of days says the day instead).
    expect(kinds(game('medium', 2, day(1, 1)), won, 9)).toContain('days');
    expect(kinds(game('medium', 2, day(1, 1)), won, 9)).not.toContain('goal');
    expect(kinds(game('medium', 2, day(3, 1)), won, 9)).toContain('goal');
  });
});

describe('a run of wins', () => {
  test('the marks: 2, 3, 5, 10, then every fifth', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 10, 11, 14, 15, 20].filter(streakMark)).toEqual([2, 3, 5, 10, 15, 20]);
  });

  test('the edges: 2 and 3 are said, 4 is not (unless it is the best run), a draw or a loss ends the run', () => {
    const wins = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => kept('easy', 2, day(0, from + i)));
    // One win before: this one makes 2, with what the next mark asks.
    const two = momentsOf(game('easy', 2, day(0, 9)), wins(1, 0), 2);
    expect(two).toEqual([{ kind: 'streak', title: '2 wins in a row', detail: 'Win the next one for 3' }]);
    // Past the best run before (2): the best run yet.
    expect(momentsOf(game('easy', 2, day(0, 9)), wins(2, 0), 2)[0]).toMatchObject({
      title: '3 wins in a row',
      detail: 'Your best run yet',
    });
    // Short of a longer run before: what the next mark asks.
    const again = [...wins(4, 0), kept('easy', -1, day(0, 5)), ...wins(2, 6)];
    expect(momentsOf(game('easy', 2, day(0, 9)), again, 2)[0]).toMatchObject({
      title: '3 wins in a row',
      detail: 'Win the next 2 for 5',
    });
    // A run of 4 after a longer one before: not a mark, not a best run.
    const longer = [...wins(5, 0), kept('easy', 0, day(0, 6)), ...wins(3, 7)];
    expect(kinds(game('easy', 2, day(0, 11)), longer)).toEqual([]);
    // The same 4 after a run of 3 only: the best run yet.
    const shorter = [...wins(3, 0), kept('easy', -1, day(0, 4)), ...wins(3, 7)];
    expect(momentsOf(game('easy', 2, day(0, 11)), shorter, 2)[0]).toEqual({
      kind: 'streak',
      title: '4 wins in a row',
      detail: 'Your best run yet',
    });
    // A draw just before: the run starts again, no ribbon for 1.
    expect(kinds(game('easy', 2, day(0, 11)), [...wins(4, 0), kept('easy', 0, day(0, 6))])).toEqual([]);
  });

  test('a run of 10 passing the best says the best run', () => {
    const nine = Array.from({ length: 9 }, (_, i) => kept('easy', 2, day(0, i)));
    expect(momentsOf(game('easy', 2, day(0, 10)), nine, 2)[0]).toMatchObject({
      title: '10 wins in a row',
      detail: 'Your best run yet',
    });
  });
});

describe('a best margin against an opponent on a board family', () => {
  test('wider than every win before against it there: said with the old best', () => {
    const before = [
      kept('medium', 4, day(0, 1)),
      kept('medium', -1, day(0, 2)),
      kept('medium', 6, day(0, 3)),
    ];
    // Not a run: the loss between; a best margin.
    const m = momentsOf(game('medium', 9, day(0, 5)), [...before, kept('medium', -3, day(0, 4))], 2);
    expect(m).toEqual([
      {
        kind: 'best-margin',
        title: 'Your biggest win against Medium',
        detail: 'By 9 on the square board: your best was 6',
      },
    ]);
  });

  test('a tie with the old best is no new best', () => {
    const before = [kept('medium', 6, day(0, 1)), kept('medium', -1, day(0, 2))];
    expect(kinds(game('medium', 6, day(0, 5)), before)).toEqual([]);
  });

  test('a wider win on another family or against another opponent is not compared', () => {
    const before = [kept('medium', 12, day(0, 1), { rules: 'hex:4' }), kept('hard', 15, day(0, 2))];
    before.push(kept('medium', 3, day(0, 3)), kept('medium', -1, day(0, 4)));
    expect(kinds(game('medium', 5, day(0, 5)), before)).toEqual(['best-margin']);
    // On the hexagon the 12 stands.
    expect(kinds(game('medium', 5, day(0, 5), 'hex:5'), before)).toEqual([]);
  });
});

describe('the most games in a day', () => {
  // An earlier day of 3 games, lost and won.
  const monday = [kept('easy', -1, day(0, 1)), kept('easy', 2, day(0, 2)), kept('easy', -2, day(0, 3))];

  test('said when today passes the most of an earlier day, once', () => {
    const today = [kept('easy', -1, day(2, 1)), kept('easy', -1, day(2, 2)), kept('easy', -3, day(2, 3))];
    const fourth = momentsOf(game('easy', 0, day(2, 4)), [...monday, ...today], 2);
    expect(fourth).toEqual([{ kind: 'day-record', title: '4 games today', detail: 'Your most in a day' }]);
    // The fifth is one more, not a new moment.
    const said = [...monday, ...today, kept('easy', 0, day(2, 4))];
    expect(kinds(game('easy', 0, day(2, 5)), said)).toEqual([]);
  });

  test('a record broken by a loss is said by the next game that is no loss', () => {
    const today = [kept('easy', -1, day(2, 1)), kept('easy', -1, day(2, 2)), kept('easy', -3, day(2, 3))];
    // The fourth game was lost: it showed nothing.
    expect(kinds(game('easy', -2, day(2, 4)), [...monday, ...today])).toEqual([]);
    const lost = [...monday, ...today, kept('easy', -2, day(2, 4))];
    expect(kinds(game('easy', 0, day(2, 5)), lost)).toEqual(['day-record']);
  });

  test('on the first day, or after days of one game, there is no record to beat', () => {
    const first = [kept('easy', -1, day(0, 1)), kept('easy', -1, day(0, 2)), kept('easy', -1, day(0, 3))];
    expect(kinds(game('easy', 0, day(0, 4)), first)).toEqual([]);
    expect(
      kinds(game('easy', 0, day(3, 2)), [
        kept('easy', -1, day(1)),
        kept('easy', -1, day(2)),
        kept('easy', -1, day(3, 1)),
      ]),
    ).toEqual([]);
  });

  test('days are the calendar days of the device', () => {
    expect(calendarDay(day(0, 13))).toBe(calendarDay(day(0)) + 1);
    expect(calendarDay(day(0, -11))).toBe(calendarDay(day(0)));
  });
});

describe('at most the room given, most telling first', () => {
  test('a first win, a run and a day record together: the first two', () => {
    const before = [
      kept('easy', -1, day(0, 1)),
      kept('easy', -1, day(0, 2)),
      kept('easy', 2, day(2, 1)),
      kept('easy', 2, day(2, 2)),
    ];
    expect(kinds(game('hard', 3, day(2, 3)), before, 3)).toEqual(['first-win', 'streak', 'day-record']);
    expect(kinds(game('hard', 3, day(2, 3)), before)).toEqual(['first-win', 'streak']);
    expect(kinds(game('hard', 3, day(2, 3)), before, 1)).toEqual(['first-win']);
    expect(kinds(game('hard', 3, day(2, 3)), before, 0)).toEqual([]);
  });

  test("the day's first game that carries on a run of days says the run and asks for tomorrow; a later one today, a loss or a gap does not", () => {
    const before = [kept('easy', -2, day(0, 1)), kept('easy', -1, day(1, 1)), kept('medium', 5, day(2, 1))];
    const first = momentsOf(game('hard', 0, day(3, 2)), before, 2);
    expect(first).toEqual([
      { kind: 'days', title: '4 days in a row!', detail: 'Play tomorrow to make it 5' },
    ]);
    expect(kinds(game('hard', 0, day(3, 4)), [...before, kept('easy', 3, day(3, 2))])).not.toContain('days');
    expect(kinds(game('hard', -3, day(3, 2)), before)).toEqual([]);
    expect(kinds(game('hard', 0, day(4, 2)), before)).toEqual([]);
    expect(kinds(game('easy', 0, day(1, 2)), [kept('easy', 1, day(0, 1))])).toEqual(['days']);
  });
});
