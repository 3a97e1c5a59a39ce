// The coach model in Node, with the coach's own answers (no worker: they are made on the main
// thread): the hint and its words, the perfect-play overlay's values and when it is closed (and
// why), the gain preview, hints off against the expert until turned on, the hinted game counted,
// and the overlay kept through a board restart but off in a new game. These facts were checked in
// Chromium by coach, coach-closed-toggle, greyed-buttons and overlay-reset.
import { expect, test } from 'vitest';
import { parseRecordMoves } from './record.ts';
import { CursorModel } from '../../../src/screens/game/cursor.ts';
import { CoachKeep, type CoachSnapshot } from '../../../src/screens/game/coach-model.ts';
import { helpedMoves, usedHelp } from '../../../src/screens/game/help-gate.ts';
import { DEFAULT_SETTINGS, loadSettings } from '../../../src/game/settings.ts';
import { loadStats } from '../../../src/game/stats.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { CoachClient } from '../../../src/ai/coach/client.ts';
import { makeMatch, settle, sq, squareName } from './ports.ts';
import { coachOn, NEAR_END, tick, until } from './coach-rig.ts';

/** The exact overlay's values by square name, or null (none yet, or only the first guess). */
const values = (s: CoachSnapshot) =>
  s.overlay?.available && !s.overlay.refining
    ? Object.fromEntries(s.overlay.values.map((v) => [v.move, v.margin]))
    : null;
const best = (s: CoachSnapshot) => {
  const o = s.overlay;
  return o?.available ? o.values.filter((v) => o.best.includes(v.square)).map((v) => v.move) : [];
};

test("coach - near the end of square:5: the hint marks a square and says why; the overlay values every legal square, the hint among the best; a preview names a square's gain; a move takes the hint away", async () => {
  const match = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', NEAR_END));
  const { coach } = coachOn(match);
  coach.pressHint();
  expect(coach.snapshot().words).toBe('Hint: thinking…');
  const hint = await until(() => coach.snapshot().hint, 'the hint');
  // Medium wins this by 2 with best play from here: every move loses, and the hint names the one that
  // keeps it closest and a way on, not a verdict.
  expect(hint.text).toMatch(
    new RegExp(
      `^Try ${hint.move}: \\+\\d+ for you now(, and it blocks their \\+\\d+ there)?\\. Your cell .+\\. Every move loses if Medium plays perfectly from here, and this one loses least; Medium can still slip, so keep going\\.$`,
    ),
  );
  // One kind ending, never best play's "you lose by 2 points" before it.
  expect(hint.text).not.toMatch(/lose by|play perfectly from here, you/);
  // The banner shows two short lines; the full words are the screen reader's.
  expect(coach.snapshot().words).toBe(hint.banner);
  expect(hint.banner).toBe(
    `Try ${hint.move}: it keeps the game closest.\nMedium can still slip, so keep going.`,
  );

  expect(coach.snapshot().overlayEnabled).toBe(true);
  coach.toggleOverlay();
  const shown = await until(
    () => (coach.snapshot().overlay?.available ? coach.snapshot() : null),
    'the overlay',
  );
  expect(shown.overlayOn).toBe(true);
  expect(shown.overlaySelected).toBe(true);
  const v = values(shown)!;
  const played = match.position.moves().map((s) => squareName(match, s));
  expect(Object.keys(v)).toHaveLength(25 - played.length);
  for (const m of played) expect(v[m]).toBeUndefined();
  const top = Math.max(...Object.values(v));
  expect(best(shown).sort()).toEqual(
    Object.keys(v)
      .filter((k) => v[k] === top)
      .sort(),
  );
  expect(best(shown)).toContain(hint.move);

  // A preview names the square's gain; the hint's words come back after it; nothing is placed.
  const other = Object.keys(v).find((k) => k !== hint.move)!;
  coach.focus(sq(match, other));
  expect(coach.snapshot().words).toMatch(
    new RegExp(
      `^${other}: \\+\\d+ for you now(, and it blocks their \\+\\d+ there)?\\. (Your cell .+|(But then they can take|Then their best is) [a-e][1-5] for \\+\\d+)\\.( With best play after ${other}: .+\\.)?$`,
    ),
  );
  const looked = coach.snapshot().words!;
  // Held by a finger whose lift places, the words end by saying so; a hover's do not.
  coach.preview(sq(match, other), true);
  expect(coach.snapshot().words).toBe(`${looked} Lift to play here, or slide off to cancel.`);
  expect(looked).not.toMatch(/Lift/);
  coach.focus(-1);
  expect(coach.snapshot().words).toBe(hint.banner);
  expect(match.position.moves()).toHaveLength(played.length);

  // Playing the hinted square takes the hint away and closes Best moves (it was for that turn);
  // asked again, it follows the new position.
  expect(match.play(hint.square)).toBe(true);
  expect(coach.snapshot().hint).toBeNull();
  expect(coach.snapshot().hintEnabled).toBe(false);
  expect(coach.snapshot().overlayOn).toBe(false);
  await settle(match);
  expect(coach.snapshot().overlay).toBeNull();
  coach.toggleOverlay();
  const next = await until(
    () => (coach.snapshot().overlay?.available ? coach.snapshot() : null),
    'the next overlay',
  );
  expect(Object.keys(values(next)!)).toHaveLength(25 - played.length - 2);
  expect(next.hint).toBeNull();
}, 60_000);

test("coach - early in square:5 the overlay is closed with its reason, and its press says why; the keyboard's square previews its gain", async () => {
  const match = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', 'a1 e5'));
  const settings = { ...structuredClone(DEFAULT_SETTINGS), screenReader: true };
  const { coach, seen } = coachOn(match, { settings });
  const s = coach.snapshot();
  expect(s.overlayEnabled).toBe(false);
  // 23 moves left, open from 15: its state reads without a press, as a count of moves to go.
  expect(s.overlayLabel).toBe('Best moves, for the last 15 moves, opens in 8 moves');
  // On its greyed icon a badge of the count beside its own name ("Best later" told a new player nothing).
  expect(s.overlayBadge).toBe('in 8');
  expect(s.reason).toBe('opens in 8 moves: before then there are too many ways to check');
  // A press on the closed toggle: the reason in the coach's bubble (it stays: a brief notice was gone
  // before a phone player read it), read out with the screen readers' mode on; nothing turns on.
  coach.refusedOverlay();
  const REASON = 'Best moves opens in 8 moves: before then there are too many ways to check.';
  expect(coach.snapshot().words).toBe(REASON);
  expect(seen.drawn.at(-1)!.words).toBe(REASON);
  expect(seen.refused).toEqual([]);
  expect(seen.heard).toEqual([REASON]);
  expect(coach.snapshot().overlayOn).toBe(false);
  expect(coach.explainsRefusals()).toBe(true);
  // The first → shows the keyboard's cursor, and its square is previewed as a hover would be.
  const cursor = new CursorModel({ position: () => match.position, play: (q) => match.play(q) });
  cursor.move(1, 0);
  coach.focus(cursor.target);
  // One move ahead: what the other side can take straight back, where more than a lone cell.
  expect(coach.snapshot().words).toMatch(
    /^[a-e][1-5]: \+1 for you now\. (Your cell stands alone \(\+1\)|But then they can take [a-e][1-5] for \+\d+)\.$/,
  );
  expect(match.position.moves()).toHaveLength(2);
});

test("coach - after two moves each on square:5 the closed toggle names the book's reach", () => {
  const match = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', 'b4 d3 c4 c3'));
  const { coach } = coachOn(match);
  expect(coach.snapshot()).toMatchObject({
    overlayEnabled: false,
    overlayLabel: 'Best moves, for the last 15 moves, opens in 6 moves',
    reason: 'opens in 6 moves: before then there are too many ways to check',
    // Closed, a badge of the count on its greyed icon; a tap says when it opens, and why.
    overlayBadge: 'in 6',
  });
});

test('coach - no badge on Best moves where it is open, nor at the end of a game', () => {
  const open = makeMatch('hex:3', ['human', 'easy']);
  expect(coachOn(open).coach.snapshot()).toMatchObject({
    overlayEnabled: true,
    overlayBadge: null,
  });
  const done = makeMatch('grid:2x2', ['human', 'easy'], parseRecordMoves('grid:2x2', 'a1 b1 a2 b2'));
  expect(done.position.isOver()).toBe(true);
  expect(coachOn(done).coach.snapshot()).toMatchObject({
    overlayEnabled: false,
    overlayBadge: null,
  });
});

test("coach - hex:3 is valued from move 1 (19 squares, best +8); Best moves is for one turn: the person's move closes it, and each turn it was open is a helped move; the empty square:5 closed until its count (25 squares)", async () => {
  const hex = makeMatch('hex:3', ['human', 'easy']);
  const h = coachOn(hex).coach;
  expect(h.snapshot().overlayEnabled).toBe(true);
  h.toggleOverlay();
  const first = await until(() => values(h.snapshot()), 'hex:3 overlay');
  expect(Object.keys(first)).toHaveLength(19);
  expect(Math.max(...Object.values(first))).toBe(8);
  expect(hex.play(sq(hex, best(h.snapshot())[0]!))).toBe(true);
  await settle(hex);
  expect(hex.position.ply).toBe(2);
  // Closed after the move it helped with: no numbers on the board, the toggle off.
  expect(h.snapshot().overlayOn).toBe(false);
  expect(h.snapshot().overlay).toBeNull();
  expect([...helpedMoves(hex)]).toEqual([0]);
  // Asked again on the next turn: open again, and that move is helped too once a best move is played.
  h.toggleOverlay();
  const after = await until(() => values(h.snapshot()), 'hex:3 overlay after two moves');
  expect(h.snapshot().overlayOn).toBe(true);
  expect(Object.keys(after)).toHaveLength(17);
  expect([...helpedMoves(hex)]).toEqual([0]);
  expect(hex.play(sq(hex, best(h.snapshot())[0]!))).toBe(true);
  expect([...helpedMoves(hex)]).toEqual([0, 2]);

  // The empty square:5 (25 moves): the book knows its first move, but Best moves keeps one rule, its
  // count from 15 moves left, so it is closed from the first move on and never "opens again".
  const square = makeMatch('square:5', ['human', 'medium']);
  const q = coachOn(square).coach;
  expect(q.snapshot()).toMatchObject({
    overlayEnabled: false,
    overlayBadge: 'in 10',
    reason: 'opens in 10 moves: before then there are too many ways to check',
  });
  q.toggleOverlay();
  expect(q.snapshot().overlay).toBeNull();
}, 60_000);

test('coach - hex:3 after d4 a1, off the book: the first guess shows at once, said as a guess, then the exact numbers replace it', async () => {
  // The rest of the game is worked out whole here (seconds on a loaded tablet; petri 5 with stem
  // cells took 18 s): Best moves never stands at "working it out" meanwhile.
  const match = makeMatch('hex:3', ['human', 'easy'], parseRecordMoves('hex:3', 'd4 a1'));
  const { coach, seen } = coachOn(match);
  coach.toggleOverlay();
  const exact = await until(() => values(coach.snapshot()), 'the exact numbers');
  const shown = seen.drawn.filter((d) => d.overlay?.available);
  const guess = shown[0]!;
  expect(guess.overlay).toMatchObject({ available: true, estimated: true, refining: true });
  expect(guess.words).toMatch(
    /^First guess: [a-e]\d.* \(about (\d+ ahead|\d+ behind|level) with best play\)\n[^]*\nTap Best moves again to see every hexagon$/,
  );
  const last = shown.at(-1)!;
  expect(last.overlay).not.toHaveProperty('refining');
  expect(last.overlay).not.toHaveProperty('estimated');
  expect(last.words).toMatch(
    /^Best moves?: [a-e]\d.* \((you win by \d+|you lose by \d+|a draw) with best play\)\n[^]*\nTap Best moves again to see every hexagon$/,
  );
  // One to three squares marked with a star, all of them best.
  expect(last.bestMarks.length).toBeGreaterThanOrEqual(1);
  expect(last.bestMarks.length).toBeLessThanOrEqual(3);
  for (const s of last.bestMarks) expect((last.overlay as { best: number[] }).best).toContain(s);
  expect(Object.keys(exact)).toHaveLength(17);
}, 60_000);

test('coach - the exact numbers never come after a first guess (past the coach time): the guess stays, said as an estimate', async () => {
  const match = makeMatch('hex:3', ['human', 'easy'], parseRecordMoves('hex:3', 'd4 a1'));
  const keep = new CoachKeep();
  const real = new CoachClient();
  keep.client(() => ({
    hint: (r) => real.hint(r),
    overlay: (r, guess) =>
      guess ? real.overlay(r, true) : Promise.resolve({ error: 'no answer within 30 s' }),
    cancelHint: () => real.cancelHint(),
    cancelOverlay: () => real.cancelOverlay(),
  }));
  const { coach } = coachOn(match, { keep });
  coach.toggleOverlay();
  const words = await until(
    () => (/^Likely best: /.test(coach.snapshot().words ?? '') ? coach.snapshot().words : null),
    'the estimate said as one',
  );
  expect(words).toMatch(
    /^Likely best: [a-e]\d.* \(about (\d+ ahead|\d+ behind|level) with best play\)\n[^]*\nTap Best moves again to see every hexagon$/,
  );
  expect(coach.snapshot().overlay).toMatchObject({ available: true, estimated: true });
  expect(coach.snapshot().overlay).not.toHaveProperty('refining');
}, 60_000);

test('coach - Hint is greyed while the opponent moves, and its press says whose move to wait for and asks nothing', async () => {
  const match = makeMatch('square:6', ['human', 'hard']);
  const { coach, seen } = coachOn(match);
  expect(coach.snapshot().hintEnabled).toBe(true);
  expect(match.play(sq(match, 'c3'))).toBe(true);
  expect(match.isThinking).toBe(true);
  expect(coach.snapshot().hintEnabled).toBe(false);
  coach.refusedHint();
  expect(seen.refused).toEqual(["Hints are for your moves: wait for Hard's move."]);
  coach.pressHint();
  await settle(match);
  await tick();
  expect(coach.snapshot().hint).toBeNull();
  expect(coach.snapshot().hintEnabled).toBe(true);
  // Past the book, Perfect play is closed until 15 moves are left: its press says from when it opens.
  coach.refusedOverlay();
  expect(coach.snapshot().words).toMatch(/^Best moves opens in \d+ moves: before then/);
  // With a hint's words in the bubble, the reason takes the bubble (no notice laid over the hint's
  // words); the hint stays, and its words come back after a hold or a press on Hint.
  coach.pressHint();
  const hint = await until(() => coach.snapshot().hint, 'the hint');
  const refused = seen.refused.length;
  coach.refusedOverlay();
  expect(seen.refused).toHaveLength(refused);
  expect(coach.snapshot().words).toMatch(/^Best moves opens in \d+ moves: before then/);
  expect(coach.snapshot().hint).toEqual(hint);
  coach.restoreWords();
  expect(coach.snapshot().words).toBe(hint.banner);
});

// Moved from the browser's screen-reader-overlay-closed: a board past its book's reach names only
// when the overlay opens, and every press of the closed toggle is said again, not only the first.
test('coach - on an empty square:6 the closed overlay names when it opens (now 36), and each press says it again', () => {
  const match = makeMatch('square:6', ['human', 'easy']);
  const settings = { ...structuredClone(DEFAULT_SETTINGS), screenReader: true };
  const { coach, seen } = coachOn(match, { settings });
  const s = coach.snapshot();
  expect(s.overlayEnabled).toBe(false);
  expect(s.overlayLabel).toMatch(/^Best moves, for the last \d+ moves, opens in \d+ moves$/);
  coach.refusedOverlay();
  coach.refusedOverlay();
  const said = /^Best moves opens in \d+ moves: before then there are too many ways to check\.$/;
  expect(seen.heard).toHaveLength(2);
  for (const line of [...seen.heard, coach.snapshot().words]) expect(line).toMatch(said);
  // The reason stays in the bubble until the position changes.
  expect(match.play(sq(match, 'c3'))).toBe(true);
  expect(coach.snapshot().words).toBeNull();
  expect(coach.snapshot().overlayOn).toBe(false);
});

const EXPERT_END = 'a1 b2 c3 a3 c1 b1 b3';
const EXPERT_CHOICE = 'a1 b2 c3 a3 c1';

test('coach - hints are off against the expert until the player turns them on; the finished game records hint use', async () => {
  const store = new Store(new MemoryStorage());
  const match = makeMatch('square:3', ['human', 'expert'], parseRecordMoves('square:3', EXPERT_END), store);
  await settle(match);
  expect(match.position.ply).toBe(8);
  const { coach, seen } = coachOn(match, { store });
  // "Hint" under its icon, off or on ("Hint off" read as a fault); a press says why they are off.
  expect(coach.snapshot().hintCaption).toBe('Hint');
  coach.pressHint();
  expect(seen.asked.map((q) => q.question)).toEqual(['Hints are off against Expert']);
  // Its reason and its cost, in one line: off so a win is the person's own; a hinted move played is help.
  expect(seen.asked[0]!.detail).toMatch(
    /^They start off so a win is all your own\. .*hinted move you play counts as help\.$/,
  );
  expect(coach.snapshot().hint).toBeNull();
  seen.asked[0]!.onYes();
  const hint = await until(() => coach.snapshot().hint, 'the hint');
  expect(coach.snapshot().hintCaption).toBe('Hint');
  expect(loadSettings(store).hints).toEqual({ expert: true });
  // Looked at, not yet help: playing its square makes it so.
  expect(usedHelp(match)).toBe(false);
  expect(match.play(hint.square)).toBe(true);
  expect(usedHelp(match)).toBe(true);
  await settle(match);
  expect(match.position.isOver()).toBe(true);
  expect(loadStats(store)['square:3']?.expert).toMatchObject({ games: 1, hinted: 1 });
}, 30_000);

test('coach - Perfect play against the expert asks as Hint does: kept off, nothing on or saved; turned on, the values show and the game counts as hinted', async () => {
  const store = new Store(new MemoryStorage());
  // Three squares left to the person, not all worth the same: Best moves sets one above another.
  const match = makeMatch(
    'square:3',
    ['human', 'expert'],
    parseRecordMoves('square:3', EXPERT_CHOICE),
    store,
  );
  await settle(match);
  const { coach, seen } = coachOn(match, { store });
  coach.toggleOverlay();
  expect(seen.asked.map((q) => q.question)).toEqual(['Hints are off against Expert']);
  expect(seen.asked[0]!.detail).toBe(
    'Best moves is help too: turn hints on for your games against this opponent?',
  );
  // "Keep off": the question goes, nothing else happens.
  expect(coach.snapshot().overlayOn).toBe(false);
  expect(loadSettings(store).hints).toEqual({});
  coach.toggleOverlay();
  seen.asked[1]!.onYes();
  expect(coach.snapshot().overlayOn).toBe(true);
  const v = await until(() => values(coach.snapshot()), 'the overlay');
  expect(loadSettings(store).hints).toEqual({ expert: true });
  expect(new Set(Object.values(v)).size).toBeGreaterThan(1);
  expect(match.play(sq(match, best(coach.snapshot())[0]!))).toBe(true);
  await settle(match);
  // The game played out: the finished game records the help.
  while (!match.position.isOver()) {
    expect(match.play(match.position.legalMoveList()[0]!)).toBe(true);
    await settle(match);
  }
  expect(loadStats(store)['square:3']?.expert?.hinted).toBe(1);
  // The results read this to say "this one with hints".
  expect(usedHelp(match)).toBe(true);
}, 30_000);

test('overlay - kept through a board restart (the kept state), off after a restart of the game and in a new game', async () => {
  const keep = new CoachKeep();
  const match = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', NEAR_END));
  const first = coachOn(match, { keep }).coach;
  first.toggleOverlay();
  await until(() => values(first.snapshot()), 'the overlay');
  first.stop();
  // The board laid out again (a resize): a new model on the same match and kept state.
  const again = coachOn(match, { keep }).coach;
  expect(again.snapshot().overlayOn).toBe(true);
  await until(() => values(again.snapshot()), 'the overlay after the restart');
  // A restart of the game turns it off, with its values and words.
  match.restart();
  const after = again.snapshot();
  expect(after.overlayOn).toBe(false);
  expect(values(after)).toBeNull();
  expect(after.words).toBeNull();
  // A new game from the menu: a new match, off.
  const other = makeMatch('square:5', ['human', 'medium'], parseRecordMoves('square:5', NEAR_END));
  first.stop();
  const fresh = coachOn(other, { keep }).coach;
  expect(fresh.snapshot().overlayOn).toBe(false);
  expect(values(fresh.snapshot())).toBeNull();
}, 60_000);
