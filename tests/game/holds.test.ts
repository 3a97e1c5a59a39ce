// Animation holds: a move that arrives during an animation is played once, when the last hold is
// released; a release from before a clear does nothing; whenIdle waits for both.
import { describe, expect, test } from 'vitest';
import { Holds, type WaitingMove } from '../../src/game/holds.ts';

function makeHolds() {
  const played: WaitingMove[] = [];
  return { played, holds: new Holds((m) => played.push(m)) };
}

describe('holds', () => {
  test('playWhenIdle - plays at once when nothing animates', () => {
    const { holds, played } = makeHolds();
    holds.playWhenIdle({ square: 3, byOpponent: true });
    expect(played).toEqual([{ square: 3, byOpponent: true }]);
  });

  test('playWhenIdle - waits for the last of two holds, then plays once', () => {
    const { holds, played } = makeHolds();
    const a = holds.hold();
    const b = holds.hold();
    holds.playWhenIdle({ square: 1, byOpponent: false });
    a();
    a();
    expect(played).toEqual([]);
    expect(holds.moveWaiting).toBe(true);
    b();
    expect(played).toEqual([{ square: 1, byOpponent: false }]);
    expect(holds.active).toBe(false);
  });

  test('clear - drops the waiting move, and an older release does nothing', () => {
    const { holds, played } = makeHolds();
    const old = holds.hold();
    holds.playWhenIdle({ square: 1, byOpponent: false });
    holds.clear();
    const fresh = holds.hold();
    old();
    expect(holds.active).toBe(true);
    fresh();
    expect(played).toEqual([]);
  });

  test('whenIdle - resolves once the holds are released, not before', async () => {
    const { holds } = makeHolds();
    const release = holds.hold();
    let idle = false;
    void holds.whenIdle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    release();
    await Promise.resolve();
    expect(idle).toBe(true);
  });
});

test('afterAnimation - told at once when nothing animates, else once the last hold is released or cleared', () => {
  const { holds } = makeHolds();
  const told: string[] = [];
  holds.afterAnimation(() => told.push('now'));
  expect(told).toEqual(['now']);
  const a = holds.hold();
  const b = holds.hold();
  holds.afterAnimation(() => told.push('released'));
  a();
  expect(told).toEqual(['now']);
  b();
  expect(told).toEqual(['now', 'released']);
  holds.hold();
  holds.afterAnimation(() => told.push('cleared'));
  holds.clear();
  expect(told).toEqual(['now', 'released', 'cleared']);
});
