// The warning in figures ("You lead by 22, but best play from here has Easy winning by about 5."),
// on its model with the real forecast: late (the last third) for a lead of 8+ best play turns, and
// after the first third where best play has the opponent 4+ ahead; said in the status line
// at once, once a game unless the picture changes sign.
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import { forecastOf, forecastValuer } from '../../../src/ai/coach/forecast.ts';
import { leadTruthDue, leadWarningAgain } from '../../../src/screens/game/lead-warning.ts';
import { makeMatch, settle } from './ports.ts';
import { parseRecordMoves } from './record.ts';
import { PETRI_TURNED, rig, said } from './lead-warning-rig.ts';

test('after the first third, a lead of 8+ best play has 4+ the other way is said in figures, once a game', async () => {
  const moves = parseRecordMoves('petri:6', PETRI_TURNED);
  // After 16 of 32 moves, before the last third, the person leads; best play has Easy clearly ahead.
  const match = makeMatch('petri:6', ['human', 'human'], moves.slice(0, 16));
  const lead = match.position.score(1) - match.position.score(2);
  const finish = forecastOf(
    replayRecord(`petri:6 ${PETRI_TURNED.split(' ').slice(0, 16).join(' ')}`),
    forecastValuer(),
  );
  expect(lead).toBeGreaterThanOrEqual(8);
  expect(Math.round(finish.margin)).toBeLessThanOrEqual(-4);
  const { model, drawn, answered, clock } = rig('', { match });
  model.start();
  await answered();
  const by = Math.round(-finish.margin);
  expect(said(drawn)).toHaveLength(1);
  expect(said(drawn)[0]!.words).toBeNull();
  expect(said(drawn)[0]!.stands).toBe(
    `You lead by ${lead}, but best play from here has Easy winning by ${finish.exact ? '' : 'about '}${by}.`,
  );
  // Read, then the game goes on to its end with best play never having the person ahead: not again.
  for (let ply = 16; ply < 30; ply++) {
    clock.now += 30_000;
    match.play(moves[ply]!);
    await settle(match);
    await answered();
  }
  expect(said(drawn)).toHaveLength(1);
});

test('figures are due: a lead of 8+, after the first third best play 4+ behind, in the last third any amount behind', () => {
  const at = (lead: number, ply: number) => ({ lead, ply, totalMoves: 36 });
  expect(leadTruthDue(at(8, 13), -4)).toBe(true);
  expect(leadTruthDue(at(8, 13), -3)).toBe(false);
  expect(leadTruthDue(at(7, 13), -10)).toBe(false);
  // The first third: the general words only.
  expect(leadTruthDue(at(20, 12), -10)).toBe(false);
  // The last third: a point behind is enough, as before.
  expect(leadTruthDue(at(8, 24), -1)).toBe(true);
  expect(leadTruthDue(at(8, 24), 0)).toBe(false);
  // Said in figures: again only once the picture changed sign.
  const said = { ply: 14, gap: 18, late: false, truth: true };
  expect(leadWarningAgain(said, at(20, 26), -10)).toBe(false);
  expect(leadWarningAgain({ ...said, turned: true }, at(20, 26), -10)).toBe(true);
  // Said in general words before: in figures once they are due, three of the person's moves on.
  expect(leadWarningAgain({ ...said, truth: false }, at(10, 20), -8)).toBe(true);
});

test("late, a lead of 8 or more is said with the forecast's figures: the lead and best play's finish", async () => {
  const moves = parseRecordMoves('petri:6', PETRI_TURNED);
  // After 24 of 32 moves (the last third) the person leads by 9; best play has Easy ahead.
  const match = makeMatch('petri:6', ['human', 'human'], moves.slice(0, 24));
  const { model, drawn, answered } = rig('', { match });
  model.start();
  await answered();
  // In the status line (stands), not the banner's words: nothing else in sight can keep it out of view.
  expect(said(drawn).at(-1)!.words).toBeNull();
  const words = said(drawn).at(-1)!.stands!;
  const finish = forecastOf(
    replayRecord(`petri:6 ${PETRI_TURNED.split(' ').slice(0, 24).join(' ')}`),
    forecastValuer(),
  );
  const by = Math.round(-finish.margin);
  expect(by).toBeGreaterThanOrEqual(1);
  expect(words).toMatch(
    new RegExp(
      `^You lead by 9, but best play from here has Easy winning by ${finish.exact ? '' : 'about '}${by}\\.`,
    ),
  );
  // Earlier (after 8 moves, not yet the last third) the general words, though the lead is 10.
  const early = rig('', { match: makeMatch('petri:6', ['human', 'human'], moves.slice(0, 8)) });
  early.model.start();
  await early.answered();
  expect(said(early.drawn)[0]!.words).not.toMatch(/^You lead by/);
});

// 17 up with 5 to go against Adaptive (a tablet), 18 up with 8 to go against Expert (a
// desktop), and neither saw the warning: the banner waited for a quiet board (a tip stood in the
// notices' place all game, each reply's cell was still landing) and the player answered within a
// second of each reply, which took the warning away unseen.
test('a quick player on a board never quiet: the late truth stands in the status line at once, till their next move', async () => {
  const moves = parseRecordMoves('petri:6', PETRI_TURNED);
  // After 24 of 32 moves the person leads by 9 and best play has Easy ahead; the board is never quiet.
  const match = makeMatch('petri:6', ['human', 'human'], moves.slice(0, 24));
  const { model, drawn, answered, clock, keep } = rig('', { match, quiet: false });
  model.start();
  await answered();
  const stood = drawn.filter((s) => !!s.stands);
  expect(stood).toHaveLength(1);
  expect(stood[0]!.stands).toMatch(
    /^You lead by 9, but best play from here has Easy winning by (about )?\d+\.$/,
  );
  expect(stood[0]!.action).toBe('Show the forecast ›');
  // In sight from the moment it is drawn: the status line does not wait for the board to be quiet.
  expect(keep.warnedIn).toBe(match);
  // A second later the person moves: the line goes back to the score, and a second is too short to
  // read it, so it is not yet said (it comes again on their next turn while it holds).
  clock.now += 1000;
  match.play(moves[24]!);
  await settle(match);
  expect(drawn.at(-1)!.stands).toBeNull();
  expect(keep.warnedIn).toBeNull();
  expect(keep.readFor).toBe(1000);
});

test("the late truth read long enough over a quick player's turns counts as said", async () => {
  const moves = parseRecordMoves('petri:6', PETRI_TURNED);
  const match = makeMatch('petri:6', ['human', 'human'], moves.slice(0, 24));
  const { model, answered, clock, keep } = rig('', { match, quiet: false });
  // Two seconds of it in sight on an earlier turn, then the rest of its reading time on this one.
  keep.readFor = 2000;
  model.start();
  await answered();
  clock.now += Math.max(0, keep.readingMs - 2000);
  match.play(moves[24]!);
  await settle(match);
  expect(keep.warnedIn).toBe(match);
  expect(keep.said?.late).toBe(true);
});
