// The opponent's thinking time: 500–1,200 ms, varied, longer for stronger opponents; a watched
// game divides it by its speed and shows moves at once at its fastest; nothing at the tests' speed.
// And a match waits that long (less the search's own time) before it shows the move.
import { expect, test } from 'vitest';
import { AgentClient } from '../../src/ai/client.ts';
import { Match } from '../../src/game/match.ts';
import { THINK_MAX_MS, THINK_MIN_MS, thinkMs, thinkRange } from '../../src/game/think-time.ts';

const solo = (agent: string) => ({ agent, watching: false, speed: 1, pauses: 1 });
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

test('every opponent thinks between 500 and 1,200 ms, whatever the random draw', () => {
  for (const agent of [
    'random',
    'easy',
    'medium',
    'adaptive:0.4',
    'hard',
    'expert',
    'expert:20000',
    'perfect',
  ]) {
    for (const r of [0, 0.25, 0.5, 0.999999, 1, -3, 7]) {
      const ms = thinkMs(solo(agent), () => r);
      expect(ms).toBeGreaterThanOrEqual(THINK_MIN_MS);
      expect(ms).toBeLessThanOrEqual(THINK_MAX_MS);
    }
  }
});

test('stronger opponents think longer, at least and at most', () => {
  const order = ['easy', 'medium', 'hard', 'expert', 'perfect'].map(thinkRange);
  for (let i = 1; i < order.length; i++) {
    expect(order[i]!.min).toBeGreaterThan(order[i - 1]!.min);
    expect(order[i]!.max).toBeGreaterThanOrEqual(order[i - 1]!.max);
  }
  expect(thinkRange('easy')).toEqual({ min: 500, max: 800 });
  expect(thinkRange('perfect').max).toBe(1200);
});

test('the time varies from move to move', () => {
  const random = sequence(0.1, 0.9, 0.5);
  const times = [1, 2, 3].map(() => thinkMs(solo('hard'), random));
  expect(new Set(times).size).toBe(3);
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(200);
});

test('a watched game divides by its speed and is instant at its fastest; the tests speed is instant', () => {
  const watched = (speed: number) => thinkMs({ agent: 'hard', watching: true, speed, pauses: 1 }, () => 0.5);
  expect(watched(1)).toBe(850);
  expect(watched(2)).toBe(425);
  expect(watched(0.5)).toBe(1700);
  expect(watched(4)).toBe(0);
  expect(thinkMs({ agent: 'expert', watching: false, speed: 1, pauses: 0 }, () => 0.5)).toBe(0);
  expect(thinkMs({ agent: 'expert', watching: true, speed: 1, pauses: 0 }, () => 0.5)).toBe(0);
  // The speed of a watched game does not touch a game against a person.
  expect(thinkMs({ agent: 'hard', watching: false, speed: 4, pauses: 1 }, () => 0.5)).toBe(850);
});

test("a match shows the opponent's move no sooner than its thinking time", async () => {
  const asked: string[] = [];
  const match = new Match(
    { rules: 'square:4', players: ['easy', 'human'] },
    {
      client: new AgentClient(),
      thinkMs: (agent) => {
        asked.push(agent);
        return 300;
      },
    },
  );
  const started = Date.now();
  const shown = new Promise<number>((resolve) =>
    match.on((e) => {
      if (e.type === 'move') resolve(Date.now() - started);
    }),
  );
  match.start();
  expect(match.isThinking).toBe(true);
  const after = await shown;
  expect(after).toBeGreaterThanOrEqual(290);
  expect(asked).toEqual(['easy']);
  match.dispose();
});

test("the thinking shows, and its time counts, from the moment the person's move has finished on the board", async () => {
  const match = new Match(
    { rules: 'square:4', players: ['human', 'easy'] },
    { client: new AgentClient(), thinkMs: () => 300 },
  );
  const seen: string[] = [];
  let released = 0;
  const shown = new Promise<number>((resolve) =>
    match.on((e) => {
      if (e.type === 'thinking') seen.push(e.thinking ? 'thinking' : 'done');
      if (e.type === 'move' && !e.byOpponent) {
        // The board's view: the cell lands and divides for longer than the thinking time.
        seen.push('move');
        const release = match.hold();
        setTimeout(() => {
          seen.push('shown');
          released = Date.now();
          release();
        }, 400);
      }
      if (e.type === 'move' && e.byOpponent) resolve(Date.now() - released);
    }),
  );
  match.start();
  match.play(0);
  expect(match.isThinking).toBe(false);
  const after = await shown;
  expect(seen).toEqual(['move', 'shown', 'thinking', 'done']);
  expect(after).toBeGreaterThanOrEqual(290);
  match.dispose();
});
