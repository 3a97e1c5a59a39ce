// Hint pressed again on the same position, in Node with the coach's own answers: the same hint
// shown afresh at once (a "thinking…" that came back with the same square read as the button
// doing nothing), and asked anew on a new position; pressed again while it is worked out, the one
// question goes on (asked anew, the search began again and a player pressing often got no square).
import { expect, test } from 'vitest';
import { parseRecordMoves } from './record.ts';
import { makeMatch, settle } from './ports.ts';
import { coachOn, NEAR_END, until } from './coach-rig.ts';
import { answerCoach } from '../../../src/ai/coach/answer.ts';
import { CoachClient, type CoachWorkerLike } from '../../../src/ai/coach/client.ts';
import type { CoachToWorker } from '../../../src/ai/coach/messages.ts';
import { CoachKeep } from '../../../src/screens/game/coach-model.ts';

test('coach - Hint pressed again on the same position shows the same hint afresh at once, never "thinking…" again; a new position asks anew', async () => {
  const match = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', NEAR_END));
  const { coach, seen } = coachOn(match);
  seen.heard.length = 0;
  coach.pressHint();
  const hint = await until(() => coach.snapshot().hint, 'the hint');
  expect(hint.presses).toBe(1);
  const drawn = seen.drawn.length;
  coach.pressHint();
  // No question in flight: the same square and words, drawn again with one more press.
  expect(coach.snapshot().words).toBe(hint.banner);
  expect(coach.snapshot().hint).toEqual({ ...hint, presses: 2 });
  expect(seen.drawn.length).toBeGreaterThan(drawn);
  expect(seen.drawn.slice(drawn).some((s) => s.words === 'Hint: thinking…')).toBe(false);
  // A new position's hint is asked for again.
  expect(match.play(hint.square)).toBe(true);
  await settle(match);
  await until(() => (coach.snapshot().hintEnabled ? true : null), 'the person to move');
  coach.pressHint();
  expect(coach.snapshot().words).toBe('Hint: thinking…');
  expect((await until(() => coach.snapshot().hint, 'the next hint')).presses).toBe(1);
}, 60_000);

test('coach - Hint pressed again while the hint is worked out lets it go on: one question, its worker never stopped', async () => {
  const match = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', NEAR_END));
  const posted: CoachToWorker[] = [];
  let stops = 0;
  // A worker that answers only when told: the hint is still being worked out between presses.
  let answer: () => void = () => undefined;
  const worker: CoachWorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message: CoachToWorker) {
      posted.push(message);
      if (message.type === 'coach-hint') answer = () => this.onmessage?.({ data: answerCoach(message) });
    },
    terminate: () => stops++,
  };
  const keep = new CoachKeep();
  keep.client(() => new CoachClient(() => worker));
  const { coach } = coachOn(match, { keep });
  coach.pressHint();
  coach.pressHint();
  coach.pressHint();
  expect(coach.snapshot().words).toBe('Hint: thinking…');
  expect(posted.filter((m) => m.type === 'coach-hint')).toHaveLength(1);
  expect(stops).toBe(0);
  answer();
  const hint = await until(() => coach.snapshot().hint, 'the hint');
  expect(match.position.isLegal(hint.square)).toBe(true);
});
