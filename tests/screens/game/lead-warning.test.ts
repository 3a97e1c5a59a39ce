// The warning that the score will swing, on its model with the real forecast: said once a game where
// the person leads on the score or is level but best play from here has the computer ahead, from
// the middle game (a fifth of the moves) on; not where the forecast agrees with the score, not
// where the score already has the person behind, not outside its window, not where the bar shows
// or the player turned the forecast off; "Show the forecast" turns the bar on.
import { expect, test } from 'vitest';
import type { Match } from '../../../src/game/match.ts';
import {
  leadWarningAllowed,
  leadWarningAgain,
  leadWarningDue,
} from '../../../src/screens/game/lead-warning.ts';
import { makeMatch, settle, sq } from './ports.ts';
import { parseRecordMoves } from './record.ts';
import { PETRI_TURNED, rig, said } from './lead-warning-rig.ts';

// Hard as the person led Expert by 26 after these 12 moves of 36; best play has them about 5 behind.
const LEAD_LOST = 'c4 e5 e3 b2 d3 e2 d4 b5 c3 e4 d5 c5';
// The Expert as player 1 led Easy by 29 with 6 moves left, and best play keeps it ahead by 44.
const LEAD_KEPT = 'b5 a5 e5 b6 b2 a6 e2 c5 d5 e4 e3 f2 b4 f3 d2 d4 d3 c4 c2 c3 b3 f5 e6 f4 d6 b1 a2 e1 a3 c6';
// Easy standing in for a person against Medium, level after 10 moves of 36 (ply 10, the middle
// game): Medium's cells touch 15 open squares, the person's 10, and best play has Medium about 12 ahead.
const LEVEL_LOST = 'a5 d6 a6 b5 a1 b4 b6 c4 d5 c1';
// Medium standing in against Hard, 5 ahead after 10 moves, best play has Hard about 14 ahead; the room about even.
const SMALL_LEAD_LOST = 'b1 c4 f3 d2 f2 e4 e3 e2 c3 c5';
// Medium standing in against Hard, 3 ahead after 12 moves, and best play keeps them ahead.
const SMALL_LEAD_KEPT = 'd3 c5 a5 b3 c4 d4 c3 d5 c2 d2 b5 b4';

/** The open squares of a square board next to `player`'s cells, counted by their names (8 around each). */
function openBeside(match: Match, size: number, player: 1 | 2): number[] {
  const name = (c: number, r: number) => `${String.fromCharCode(97 + c)}${r + 1}`;
  const open: number[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (match.position.owner[sq(match, name(c, r))] !== 0) continue;
      const beside = [-1, 0, 1].some((dr) =>
        [-1, 0, 1].some((dc) => {
          const [rr, cc] = [r + dr, c + dc];
          if ((dr === 0 && dc === 0) || rr < 0 || cc < 0 || rr >= size || cc >= size) return false;
          return match.position.owner[sq(match, name(cc, rr))] === player;
        }),
      );
      if (beside) open.push(sq(match, name(c, r)));
    }
  return open.sort((a, b) => a - b);
}

test('a lead the forecast says will go: the words come once, with why (the room to grow) and the way to the forecast', async () => {
  const { model, drawn, answered, match, clock } = rig(LEAD_LOST);
  expect(match.position.score(1) - match.position.score(2)).toBe(26);
  model.start();
  await answered();
  expect(said(drawn)).toHaveLength(1);
  const words = said(drawn)[0]!;
  // Easy's cells have far more open squares beside them than the person's: that is the why, counted,
  // and those squares are the ones marked on the board.
  const theirs = openBeside(match, 6, 2);
  const yours = openBeside(match, 6, 1);
  expect(theirs.length).toBeGreaterThan(yours.length + 5);
  expect(words.words).toBe(
    `Careful: Easy has more room to grow:\n${theirs.length} open squares touch its cells, ${yours.length} yours.\n` +
      'With best play Easy would end ahead.',
  );
  expect([...words.room].sort((a, b) => a - b)).toEqual(theirs);
  expect(words.action).toBe('Show the forecast ›');
  // Read (half a minute on), the person's move takes it from sight; the lead still there on their next turn is not said again.
  clock.now += 30_000;
  match.play(sq(match, 'a1'));
  await settle(match);
  await answered();
  expect(model.snapshot().words).toBeNull();
  match.undo();
  await answered();
  expect(said(drawn)).toHaveLength(1);
});

test('a warning the person never saw (the board busy till they moved) is not said: it comes again on their next turn', async () => {
  const { model, drawn, answered, match } = rig(LEAD_LOST, { quiet: false });
  model.start();
  await answered();
  expect(said(drawn)).toHaveLength(1);
  match.play(sq(match, 'a1'));
  // Gone with the person's move; Easy's reply leaves the lead and the forecast as they were.
  expect(model.snapshot().words).toBeNull();
  await settle(match);
  await answered();
  expect(said(drawn)).toHaveLength(2);
});

test('a warning in sight for a moment only (the person moved at once) comes again on their next turn, till it stays to be read', async () => {
  const { model, drawn, answered, match, clock } = rig(LEAD_LOST);
  model.start();
  await answered();
  expect(said(drawn)).toHaveLength(1);
  // A third of a second later the person has moved: too soon to have read two lines.
  clock.now += 300;
  match.play(sq(match, 'a1'));
  expect(model.snapshot().words).toBeNull();
  await settle(match);
  await answered();
  expect(match.position.score(1) - match.position.score(2)).toBeGreaterThanOrEqual(6);
  expect(said(drawn)).toHaveLength(2);
  // This time it stands long enough to read before the move: that counts, and it is said no more.
  clock.now += 30_000;
  match.play(match.position.legalMoveList()[0]!);
  await settle(match);
  await answered();
  expect(said(drawn)).toHaveLength(2);
});

test('a level score in the middle game where the opponent has clearly more room to grow: said before any lead, with its room ringed', async () => {
  const { model, drawn, answered, match } = rig(LEVEL_LOST);
  expect(match.position.score(1) - match.position.score(2)).toBe(0);
  model.start();
  await answered();
  expect(said(drawn)).toHaveLength(1);
  const theirs = openBeside(match, 6, 2);
  const yours = openBeside(match, 6, 1);
  expect([theirs.length, yours.length]).toEqual([15, 10]);
  expect(said(drawn)[0]!.words).toBe(
    'Close, but Easy has more room to grow:\n15 open squares touch its cells, 10 yours.\n' +
      'Its cells would divide late and end ahead.',
  );
  expect([...said(drawn)[0]!.room].sort((a, b) => a - b)).toEqual(theirs);
  expect(said(drawn)[0]!.action).toBe('Show the forecast ›');
});

test('a small lead best play says will go, the room about even: said, in words for a close score', async () => {
  const { model, drawn, answered, match } = rig(SMALL_LEAD_LOST);
  expect(match.position.score(1) - match.position.score(2)).toBe(5);
  model.start();
  await answered();
  expect(said(drawn).map((s) => [s.words, s.room])).toEqual([
    ['Close, but big cells still divide.\nWith best play from here, Easy would finish ahead.', []],
  ]);
});

test('a small lead best play keeps, or a score already behind: nothing is said', async () => {
  const kept = rig(SMALL_LEAD_KEPT);
  expect(kept.match.position.score(1) - kept.match.position.score(2)).toBe(3);
  kept.model.start();
  await kept.answered();
  expect(kept.asked).toHaveLength(1);
  expect(said(kept.drawn)).toHaveLength(0);
  // Behind on the score, the score says it already: the forecast is not even asked.
  const behind = rig('a5 d6 a6 b5 a1 b4 b6 c4 d5 c1 d4');
  behind.match.play(sq(behind.match, 'f1'));
  await settle(behind.match);
  expect(behind.match.position.score(1)).toBeLessThan(behind.match.position.score(2));
  behind.model.start();
  await behind.answered();
  expect(behind.asked).toHaveLength(0);
});

test('a lead the forecast agrees with, or before the middle game: nothing is said', async () => {
  const kept = rig(LEAD_KEPT);
  expect(kept.match.position.score(1) - kept.match.position.score(2)).toBeGreaterThanOrEqual(6);
  kept.model.start();
  await kept.answered();
  expect(kept.asked).toHaveLength(1);
  expect(said(kept.drawn)).toHaveLength(0);
  // Seven moves into 36 (short of a fifth) the game is not yet weighed: nothing is even asked.
  const early = rig('c4 e5 e3 b2 d3 e2');
  early.model.start();
  await early.answered();
  expect(early.asked).toHaveLength(0);
});

test('under capture, where a capture could swing more than the estimate sees, nothing is said', async () => {
  // The same moves with capture: the person leads by 26 and the estimate has them behind, but a
  // capture could take more than either (the bar says "too close to call" there).
  const match = makeMatch('square:6/capture', ['human', 'easy'], parseRecordMoves('square:6', LEAD_LOST));
  const { model, drawn, answered, asked } = rig(LEAD_LOST, { match });
  expect(match.position.score(1) - match.position.score(2)).toBe(26);
  model.start();
  await answered();
  expect(asked).toHaveLength(1);
  expect(said(drawn)).toHaveLength(0);
});

test('the warning stays in sight across a restart of the board, and Show the forecast turns the bar on', async () => {
  const first = rig(LEAD_LOST);
  first.model.start();
  await first.answered();
  first.model.stop();
  const again = rig(LEAD_LOST, { keep: first.keep, match: first.match });
  again.model.start();
  expect(again.drawn[0]!.words).not.toBeNull();
  again.model.showForecast();
  expect(again.turnedOn()).toBe(1);
  expect(again.model.snapshot().words).toBeNull();
});

test('not said where it is not allowed: the bar shows, or the player turned the forecast off', async () => {
  const off = rig(LEAD_LOST, { allowed: false });
  off.model.start();
  await off.answered();
  expect(said(off.drawn)).toHaveLength(0);
  expect(leadWarningAllowed({ forecast: {} }, 'solo')).toBe(true);
  expect(leadWarningAllowed({ forecast: { solo: true } }, 'solo')).toBe(false);
  expect(leadWarningAllowed({ forecast: { solo: false } }, 'solo')).toBe(false);
  expect(leadWarningAllowed({ forecast: {} }, 'duo')).toBe(false);
  expect(leadWarningAllowed({ forecast: {} }, 'watch')).toBe(false);
});

test('due: level or ahead from a fifth of the game with a few moves left, best play behind, a swing of 6 or more', () => {
  const at = (lead: number, ply: number) => ({ lead, ply, totalMoves: 36 });
  expect(leadWarningDue(at(6, 12), -1)).toBe(true);
  expect(leadWarningDue(at(6, 12), -0.4)).toBe(false);
  // No clear lead: a level score or a small one, best play a clear way behind.
  expect(leadWarningDue(at(5, 12), -10)).toBe(true);
  expect(leadWarningDue(at(0, 8), -6)).toBe(true);
  expect(leadWarningDue(at(0, 8), -5)).toBe(false);
  expect(leadWarningDue(at(3, 8), -3)).toBe(true);
  expect(leadWarningDue(at(3, 8), -2)).toBe(false);
  // Behind on the score already: the score says it.
  expect(leadWarningDue(at(-1, 12), -20)).toBe(false);
  // The window: from a fifth of the moves (ply 7.2 of 36) to 4 moves from the end.
  expect(leadWarningDue(at(20, 7), -10)).toBe(false);
  expect(leadWarningDue(at(20, 8), -10)).toBe(true);
  expect(leadWarningDue(at(20, 32), -10)).toBe(true);
  expect(leadWarningDue(at(20, 33), -10)).toBe(false);
});

test("a lead that grows while best play still has the opponent ahead: said again, at most once in three of the person's moves", async () => {
  const moves = parseRecordMoves('petri:6', PETRI_TURNED);
  // Both seats played from the record: the model speaks for the first.
  const match = makeMatch('petri:6', ['human', 'human'], moves.slice(0, 8));
  const { model, drawn, answered, clock } = rig('', { match });
  model.start();
  await answered();
  expect(said(drawn)).toHaveLength(1);
  const at: number[] = [8];
  for (let ply = 8; ply < 30; ply++) {
    // Read each time: half a minute before every move.
    clock.now += 30_000;
    const before = said(drawn).length;
    match.play(moves[ply]!);
    await settle(match);
    await answered();
    if (said(drawn).length > before) at.push(match.position.ply);
  }
  // After 16 moves, past the first third, the lead is 8 or more and best play has Easy 4 or more
  // ahead: said again, in figures; then not again, the picture never changing sign (the last
  // third, after 24, says nothing new); never two within three of the person's moves.
  expect(at).toEqual([8, 16]);
  expect(said(drawn)[1]!.stands).toMatch(/^You lead by \d+, but best play from here has Easy winning by/);
  expect(said(drawn)[1]!.action).toBe('Show the forecast ›');
});

test("again: only while it holds, three of the person's moves on, the gap grown by 4 or the last third first reached", () => {
  const at = (lead: number, ply: number) => ({ lead, ply, totalMoves: 36 });
  const said = { ply: 10, gap: 20, late: false };
  expect(leadWarningAgain(null, at(10, 10), -10)).toBe(true);
  // Three of the person's moves later, the gap 4 larger: again; 3 larger or sooner: not.
  expect(leadWarningAgain(said, at(14, 16), -10)).toBe(true);
  expect(leadWarningAgain(said, at(20, 16), -3)).toBe(false);
  expect(leadWarningAgain(said, at(20, 14), -10)).toBe(false);
  // The last third (ply 24 of 36) reached with it still holding: once more, the gap as before.
  expect(leadWarningAgain(said, at(10, 24), -10)).toBe(true);
  expect(leadWarningAgain({ ...said, late: true }, at(10, 30), -10)).toBe(false);
  // Said in the last third: not again as the gap grows (it does not nag), only once best play had
  // the person ahead in between (the picture changed sign).
  expect(leadWarningAgain({ ...said, ply: 24, late: true }, at(20, 30), -10)).toBe(false);
  expect(leadWarningAgain({ ...said, ply: 24, late: true, turned: true }, at(20, 30), -10)).toBe(true);
  // No longer holding (best play has the person ahead): never.
  expect(leadWarningAgain(said, at(30, 24), 1)).toBe(false);
});
