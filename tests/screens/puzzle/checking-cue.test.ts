// Between a try and its verdict (which waits for the cells to land and divide) the puzzle says
// "Checking your move…", but only once the wait passes CHECKING_DELAY_MS: a quick verdict comes
// without a flash. The clock is run by hand.
import { describe, expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { CHECKING_DELAY_MS, type PuzzleClock } from '../../../src/screens/puzzle/checking-cue.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { PUZZLE_CHECKING } from '../../../src/words/puzzle-checking-words.ts';

const TODAY = '2026-11-29';

/** A clock run by hand: `run(ms)` moves it on and runs what came due. */
function handClock(): PuzzleClock & { run(ms: number): void } {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    after(ms, fn) {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    run(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
}

function rig(asked = 17) {
  const clock = handClock();
  const model = PuzzleModel.open({
    asked,
    client: new AgentClient(),
    store: new Store(new MemoryStorage()),
    today: () => TODAY,
    canShare: false,
    clock,
  });
  let drawn = 0;
  model.attach({ changed: () => drawn++ });
  const puzzle = puzzleNumber(asked)!;
  const wrong = [...puzzle.values.keys()].find((s) => s !== puzzle.answerSquare)!;
  return { clock, model, puzzle, wrong, drawn: () => drawn };
}

describe('"Checking your move…"', () => {
  test('a try whose board takes long: nothing at first, the cue after the delay, then the verdict', () => {
    const { clock, model, wrong, drawn } = rig();
    expect(model.match.play(wrong)).toBe(true);
    // The try is judged, but its verdict waits for the board: the band is empty, the row as it was.
    let shown = model.snapshot();
    expect(model.awaitingVerdict).toBe(true);
    expect(shown.checking).toBe(false);
    expect(shown.verdict.text).toBe('');
    expect(shown.actions.map((a) => a.id)).toEqual(['menu', 'share', 'answer']);
    clock.run(CHECKING_DELAY_MS - 1);
    expect(model.snapshot().checking).toBe(false);
    expect(drawn()).toBe(0);
    clock.run(1);
    shown = model.snapshot();
    expect(shown.checking).toBe(true);
    expect(shown.verdict).toEqual({ text: PUZZLE_CHECKING, tone: 'dim' });
    expect(shown.actions.map((a) => a.id)).toEqual(['menu', 'share', 'answer']);
    // The view was told to draw it.
    expect(drawn()).toBe(1);
    model.landed();
    shown = model.snapshot();
    expect(shown.checking).toBe(false);
    expect(shown.verdict.text).toMatch(
      / Try another\.\nAfter \w+ (they answer \w+|their best answer scores)/,
    );
    expect(shown.actions.map((a) => a.id)).toEqual(['menu', 'share', 'again', 'answer']);
  });

  test('a quick verdict never shows the cue, and a late timer does not bring it back', () => {
    const { clock, model, puzzle, drawn } = rig();
    expect(model.match.play(puzzle.answerSquare)).toBe(true);
    clock.run(CHECKING_DELAY_MS / 2);
    expect(model.landed()).toBe(true);
    clock.run(CHECKING_DELAY_MS * 10);
    const shown = model.snapshot();
    expect(shown.checking).toBe(false);
    expect(shown.verdict.text.startsWith('Right!')).toBe(true);
    expect(drawn()).toBe(0);
  });

  test('Show answer is no try: no cue while the answer is played out', () => {
    const { clock, model } = rig();
    model.showAnswer(-1);
    clock.run(CHECKING_DELAY_MS * 2);
    expect(model.awaitingVerdict).toBe(false);
    expect(model.snapshot().checking).toBe(false);
    expect(model.snapshot().verdict.text.startsWith('The answer: ')).toBe(true);
  });

  test('each try has its own wait: after Try again, the next try waits the delay afresh', () => {
    const { clock, model, wrong, drawn } = rig();
    model.match.play(wrong);
    clock.run(CHECKING_DELAY_MS);
    model.landed();
    model.tryAgain();
    expect(model.snapshot().checking).toBe(false);
    model.match.play(wrong);
    clock.run(CHECKING_DELAY_MS - 1);
    expect(model.snapshot().checking).toBe(false);
    clock.run(1);
    expect(model.snapshot().checking).toBe(true);
    expect(drawn()).toBe(2);
  });

  test('a screen let go of is not drawn; the one attached after a restart is, and a solve is kept once', () => {
    const { clock, model, puzzle } = rig();
    let before = 0;
    let after = 0;
    const detach = model.attach({ changed: () => before++ });
    model.match.play(puzzle.answerSquare);
    detach();
    model.attach({ changed: () => after++ });
    clock.run(CHECKING_DELAY_MS);
    expect([before, after]).toEqual([0, 1]);
    // The restarted screen lands the move; the first screen's landing, coming late, celebrates nothing.
    expect(model.landed()).toBe(true);
    expect(model.landed()).toBe(false);
  });
});
