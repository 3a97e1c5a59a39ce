// A watched game's pace: paused, no opponent move is shown; a step shows exactly one; resuming
// plays on; the speed steps through its choices.
import { expect, test } from 'vitest';
import { Match } from '../../src/game/match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { Pace } from '../../src/game/pace.ts';

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
