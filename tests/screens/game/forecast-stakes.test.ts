// Under capture an estimated forecast a capture could overturn says so (forecast-stakes.ts): a
// broken ring's capture (RULES.md section 11's example) or a group still open to capture swinging
// more than the estimate's margin makes it "too close to call" with the bar level; an exact
// forecast, a bigger lead or a game without capture keeps its margin.
import { expect, test } from 'vitest';
import type { ForecastResult } from '../../../src/ai/coach/client.ts';
import { replayRecord } from '../../../src/engine/index.ts';
import { ForecastModel, type ForecastSnapshot } from '../../../src/screens/game/forecast-model.ts';
import {
  biggestCapture,
  biggestOpenGroup,
  captureInDoubt,
} from '../../../src/screens/game/forecast-stakes.ts';

// Section 11's example one move short: player 1 filling b2 takes player 2's lone cell on a1.
const RING = 'square:4/capture a2 a1 b1 d4';

test("a broken ring's capture swings the taker's gain and the owner's loss", () => {
  const p = replayRecord(RING);
  const taken = biggestCapture(p);
  // Player 1's b2 makes the 2 × 2 block a1 a2 b1 b2 (24) from a2 and b1 (4): +20, and player 2 loses a1's 1.
  expect(p.scores[1]).toBe(4);
  expect(taken).toEqual({ swing: 21, points: 1 });
  expect(biggestCapture(replayRecord('square:4/capture a2 d4'))).toBeNull();
});

test('an estimate the ring could overturn is too close to call; an exact one or a bigger lead stands', () => {
  const p = replayRecord(RING);
  expect(captureInDoubt({ margin: -20, exact: false }, p)).toEqual({ swing: 21, points: 1 });
  expect(captureInDoubt({ margin: 21, exact: false }, p)).not.toBeNull();
  expect(captureInDoubt({ margin: -20, exact: true }, p)).toBeNull();
  const open = biggestOpenGroup(p)!;
  expect(captureInDoubt({ margin: Math.max(22, open.swing + 1), exact: false }, p)).toBeNull();
  expect(captureInDoubt({ margin: -2, exact: false }, replayRecord('square:4 a2 a1 b1 d4'))).toBeNull();
});

test('a group still open to capture counts twice its points; its owner could lose it and the taker gain it', () => {
  // Player 1's a1 a2 b1 b2 block has free squares beside it: no ring yet, but it could still be closed in.
  const p = replayRecord('square:5/capture a1 e5 a2 e4 b1 d5 b2');
  expect(biggestCapture(p)).toBeNull();
  const open = biggestOpenGroup(p)!;
  expect(open.points).toBe(24);
  expect(open.swing).toBe(48);
  expect(captureInDoubt({ margin: 40, exact: false }, p)).toEqual(open);
  expect(captureInDoubt({ margin: 49, exact: false }, p)).toBeNull();
});

function rig(record: string) {
  const asked: { record: string; answer: (r: ForecastResult) => void }[] = [];
  const drawn: ForecastSnapshot[] = [];
  const model = new ForecastModel({
    match: { position: replayRecord(record) },
    ask: (r) => new Promise((answer) => asked.push({ record: r, answer })),
    shown: true,
    names: ['You', 'Hard'],
    viewer: 0,
    draw: (s) => drawn.push(s),
  });
  return { model, asked, drawn };
}

test('the board says too close to call with the bar level, and a margin once the forecast is exact', async () => {
  const { model, asked, drawn } = rig(RING);
  model.refresh();
  asked[0]!.answer({ forecast: { margin: -11, exact: false }, ms: 1 });
  await Promise.resolve();
  let s = drawn.at(-1)!;
  expect(s.words).toBe('Too close to call: a capture could take 1');
  expect(s.tooClose).toBe(true);
  expect(s.share).toBe(0.5);

  const exact = rig(RING);
  exact.model.refresh();
  exact.asked[0]!.answer({ forecast: { margin: -11, exact: true }, ms: 1 });
  await Promise.resolve();
  s = exact.drawn.at(-1)!;
  expect(s.words).toBe('Best play from here: you lose by 11');
  expect(s.tooClose).toBe(false);
  expect(s.share).toBeLessThan(0.5);
});
