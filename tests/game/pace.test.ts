// A watched game's pace: paused, no opponent move is shown; a step shows exactly one; resuming
// plays on; the speed steps through its choices; skip to the end plays the rest at once.
import { expect, test } from 'vitest';
import { Match } from '../../src/game/match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { Pace, SKIP_RATE } from '../../src/game/pace.ts';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

function watched(): Match {
  return new Match(
    { rules: 'square:3', players: ['easy', 'random'] },
    { client: new AgentClient(), minThinkMs: 0 },
  );
}

test('pace - paused match shows no move; a step shows one; resume plays to the end', async () => {
  const match = watched();
  match.pace.setPaused(true);
  match.start();
  await tick();
  expect(match.position.ply).toBe(0);
  match.pace.step();
  await tick();
  expect(match.position.ply).toBe(1);
  await tick();
  expect(match.position.ply).toBe(1);
  expect(match.pace.paused).toBe(true);
  match.pace.step();
  await tick();
  expect(match.position.ply).toBe(2);
  match.pace.setPaused(false);
  await tick(200);
  expect(match.position.isOver()).toBe(true);
});

test('pace - step while running pauses after the next move', async () => {
  const pace = new Pace();
  pace.step();
  expect(pace.paused).toBe(true);
  let shown = 0;
  void pace.ready().then(() => shown++);
  void pace.ready().then(() => shown++);
  await tick(5);
  expect(shown).toBe(1);
});

test('pace - speed steps through its choices and comes round', () => {
  const pace = new Pace();
  expect(pace.speed).toBe(1);
  expect([pace.nextSpeed(), pace.nextSpeed(), pace.nextSpeed(), pace.nextSpeed()]).toEqual([2, 4, 0.5, 1]);
});

test('pace - skip to the end: a paused game with slow thinkers plays out to its ending at once', async () => {
  // Each opponent thinks 2 s a move at 1×: nine moves would take 18 s; skipping, they come at once.
  const match = new Match(
    { rules: 'square:3', players: ['easy', 'random'] },
    { client: new AgentClient(), thinkMs: (_agent, speed) => (speed >= 4 ? 0 : 2000 / speed) },
  );
  match.pace.setPaused(true);
  match.start();
  await tick();
  expect(match.position.ply).toBe(0);
  match.pace.skipToEnd();
  expect(match.pace.rate).toBe(SKIP_RATE);
  for (let i = 0; i < 50 && !match.result; i++) await tick(20);
  expect(match.position.isOver()).toBe(true);
  expect(match.result).not.toBeNull();
});

test('pace - the skip stops at Pause, a step, a new speed or a restart; the speed is kept', () => {
  const pace = new Pace();
  pace.nextSpeed();
  const stops: ((p: Pace) => void)[] = [
    (p) => p.setPaused(true),
    (p) => p.step(),
    (p) => p.nextSpeed(),
    (p) => p.clear(),
  ];
  for (const stop of stops) {
    pace.skipToEnd();
    expect([pace.skipping, pace.paused, pace.rate]).toEqual([true, false, SKIP_RATE]);
    stop(pace);
    expect(pace.skipping).toBe(false);
    expect(pace.rate).toBe(pace.speed);
    pace.setPaused(false);
  }
});
