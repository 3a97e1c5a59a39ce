// Hint pressed again on the same position, in Node with the coach's own answers: the same hint
// shown afresh at once (a "thinking…" that came back with the same square read as the button
// doing nothing), and asked anew on a new position.
import { expect, test } from 'vitest';
import { parseRecordMoves } from './record.ts';
import { makeMatch, settle } from './ports.ts';
import { coachOn, NEAR_END, until } from './coach-rig.ts';

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
