// When a game's ending begins after its last move (screens/results/ending.ts, endingBeginsBy): once
// the last move has landed, divided and been counted at the board's speed, with a little slack; on a
// busy device whose game clock crawls the board scene starts it by this wall-clock deadline. With
// the win's 1.5 s celebration and the sheet's rise, a player has the results about 2.5 s after the
// last cell landed on a square board; a loss and a draw a second sooner.
import { expect, test } from 'vitest';
import type { MoveEvent } from '../../../src/game/events.ts';
import { landTime, moveBeats } from '../../../src/screens/game/move-beats.ts';
import { resolveMove } from '../../../src/engine/index.ts';
import { endingDue } from '../../../src/ui/final-beat.ts';
import {
  BEGIN_SLACK_MS,
  endingBeginsBy,
  endingDeadline,
  endingPlan,
  CELEBRATE_MS,
  redivideMs,
  redivideSteps,
  WAVE_SPAN_MS,
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

test("a win's cells divide anew, whole to as they stand, cut by cut (one cut in 420 ms read as a wobble)", () => {
  expect(redivideSteps(0)).toEqual([]);
  expect(redivideSteps(1)).toEqual([0, 1]);
  expect(redivideSteps(0b101)).toEqual([0, 0b001, 0b101]);
  expect(redivideSteps(0b1111)).toEqual([0, 0b0001, 0b0011, 0b0111, 0b1111]);
  for (let p = 1; p < 256; p++) {
    const steps = redivideSteps(p);
    // From whole, one of the cell's own cuts more each step, to the cell as it stands.
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(p);
    for (let k = 1; k < steps.length; k++) {
      expect(steps[k]! & ~p).toBe(0);
      expect((steps[k]! & ~steps[k - 1]!).toString(2).replace(/0/g, '')).toBe('1');
    }
  }
});

test("the farthest of a win's cells, of a square board's four cuts, has divided whole before any number shows", () => {
  expect(WAVE_SPAN_MS).toBeGreaterThanOrEqual(500);
  expect(WAVE_SPAN_MS + redivideMs(0b1111)).toBeLessThanOrEqual(CELEBRATE_MS);
  expect(CELEBRATE_MS).toBeGreaterThanOrEqual(1500);
});

/** A match whose board says when its last move's beats have played, a HUD that never finishes its count, and a clock moved by hand. */
function dueRig() {
  let idle = () => {};
  const timers: { at: number; fn: () => void }[] = [];
  let now = 0;
  return {
    match: { whenIdle: () => new Promise<void>((done) => (idle = done)) },
    hud: { counted: () => new Promise<void>(() => {}) },
    wait: (ms: number, fn: () => void) => {
      timers.push({ at: now + ms, fn });
      return { remove: () => {} };
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.splice(0))
        if (t.at <= now) t.fn();
        else timers.push(t);
    },
    settle: () => idle(),
  };
}

/** Lets the promises waiting on what just happened run. */
const flush = () => new Promise((done) => setTimeout(done, 0));

test("a last move that captured is seen whole: the deadline waits for its beats, then cuts only the count's wait", async () => {
  // square:4/capture: a2 a1 b1 d4 b2 captures a1 (RULES.md section 11's example).
  const match = makeMatch('square:4/capture', ['human', 'human']);
  let last: MoveEvent | null = null;
  match.on((e) => {
    if (e.type === 'move') last = e;
  });
  for (const m of ['a2', 'a1', 'b1', 'd4', 'b2']) {
    const move = resolveMove(match.position, m);
    if ('error' in move) throw new Error(move.error);
    match.play(move.square);
  }
  const e = last! as MoveEvent;
  expect(e.converted.length).toBe(1);
  const beats = moveBeats(match.position.layout, e, 1);
  const times = { landMs: landTime('pop', 1, 1), beats };
  expect(endingDeadline(times)).toEqual({
    afterBeats: true,
    ms: Math.round(Math.max(0, beats.count.until - beats.settled) + BEGIN_SLACK_MS),
  });
  const rig = dueRig();
  let due = false;
  void endingDue(rig.match, rig.hud, times, rig.wait).then(() => (due = true));
  // Far past the old deadline from the game's end, the capture still plays: no ending.
  rig.advance(endingBeginsBy(times) * 10);
  await flush();
  expect(due).toBe(false);
  rig.settle();
  await flush();
  rig.advance(endingDeadline(times).ms);
  await flush();
  expect(due).toBe(true);
});

test('a plain last move keeps the deadline from the game end: a crawling board is drawn as it stands', async () => {
  const { layout, e } = lastMove('square:4');
  const times = { landMs: landTime('pop', 1, 1), beats: moveBeats(layout, e, 1) };
  expect(endingDeadline(times)).toEqual({ afterBeats: false, ms: endingBeginsBy(times) });
  const rig = dueRig();
  let due = false;
  void endingDue(rig.match, rig.hud, times, rig.wait).then(() => (due = true));
  rig.advance(endingBeginsBy(times));
  await flush();
  expect(due).toBe(true);
});
