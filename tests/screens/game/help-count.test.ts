// "N moves with help" on the results counts the person's own moves played as a hint or Best moves
// pointed: not presses, not help whose answer came on the opponent's turn, not the game before a Restart.
import { expect, test } from 'vitest';
import { helpOf, markHelped, sawHelp, usedHelp } from '../../../src/screens/game/help-gate.ts';
import { coachOn, until } from './coach-rig.ts';
import { makeMatch, settle } from './ports.ts';

/** A legal square of the position in play. */
const anyMove = (match: ReturnType<typeof makeMatch>) => match.position.legalMoveList()[0]!;

test('help count - a hint played counts once however often pressed; a hint looked at and not followed, help on the opponent turn and a taken-back move do not', async () => {
  const match = makeMatch('hex:3', ['human', 'easy']);
  coachOn(match);
  // Two presses (a hint, then Best moves) naming the move then played: one move with help.
  const first = anyMove(match);
  markHelped(match, [first], 'hint');
  markHelped(match, [first], 'hint');
  expect(match.play(first)).toBe(true);
  // An answer asked before the move that shows after it, on the opponent's turn.
  markHelped(match, [anyMove(match)], 'hint');
  await settle(match);
  expect(match.position.ply).toBe(2);
  // A hint looked at, and another square played: looked at, no help.
  const moves = match.position.legalMoveList();
  markHelped(match, [moves[1]!], 'hint');
  expect(match.play(moves[0]!)).toBe(true);
  await settle(match);
  const followed = anyMove(match);
  markHelped(match, [followed], 'hint');
  expect(match.play(followed)).toBe(true);
  await settle(match);
  expect(Math.ceil(match.position.ply / 2)).toBe(3);
  expect(helpOf(match)).toMatchObject({ usedHelp: true, helpedMoves: 2, lookedAt: 1 });

  // Help on the last move, then that move taken back: the move it helped is no longer on the board.
  markHelped(match, [anyMove(match)], 'hint');
  expect(match.undo()).toBe(true);
  expect(match.position.ply).toBe(4);
  expect(helpOf(match)).toMatchObject({ helpedMoves: 1, lookedAt: 1 });

  // Restart: a new game, none of the help before it.
  match.restart();
  await settle(match);
  expect(helpOf(match)).toMatchObject({ usedHelp: false, helpedMoves: 0, lookedAt: 0 });
});

test('help count - one hint looked at on move 3 and not played leaves the win the person own: no help, said as looked at', async () => {
  const match = makeMatch('square:4', ['human', 'easy']);
  coachOn(match);
  expect(match.play(anyMove(match))).toBe(true);
  await settle(match);
  const moves = match.position.legalMoveList();
  markHelped(match, [moves[0]!], 'hint');
  expect(sawHelp(match)).toBe(true);
  expect(match.play(moves[1]!)).toBe(true);
  await settle(match);
  expect(usedHelp(match)).toBe(false);
  expect(helpOf(match)).toMatchObject({ usedHelp: false, helpedMoves: 0, lookedAt: 1 });
  // The same move hinted and played again later is help.
  const next = anyMove(match);
  markHelped(match, [next], 'hint');
  expect(match.play(next)).toBe(true);
  expect(usedHelp(match)).toBe(true);
});

test('help count - Best moves that sets no move above another ("every first move loses") helps no move; numbers that single out moves, and a hint that names a square, do', async () => {
  // flask:4x1's first move: every square ends the same with best play.
  const flask = makeMatch('flask:4x1', ['human', 'easy']);
  const { coach } = coachOn(flask);
  coach.toggleOverlay();
  const even = await until(() => {
    const s = coach.snapshot();
    return s.overlay?.available && !s.overlay.refining ? s : null;
  }, 'the flask overlay');
  expect(even.words).toMatch(/^Every first move loses by/);
  expect(even.bestMarks).toEqual([]);
  expect(flask.play(anyMove(flask))).toBe(true);
  await settle(flask);
  expect(helpOf(flask)).toMatchObject({ usedHelp: false, helpedMoves: 0, lookedAt: 0 });

  // square:3's first move: some squares end better than others, ringed as best: a helped move.
  const square = makeMatch('square:3', ['human', 'easy']);
  const second = coachOn(square);
  second.coach.toggleOverlay();
  const marked = await until(() => {
    const s = second.coach.snapshot();
    return s.overlay?.available && !s.overlay.refining ? s : null;
  }, 'the square overlay');
  expect(marked.bestMarks.length).toBeGreaterThan(0);
  expect(square.play(marked.bestMarks[0]!)).toBe(true);
  await settle(square);
  expect(helpOf(square)).toMatchObject({ usedHelp: true, helpedMoves: 1, lookedAt: 0 });

  // A hint counts once its square is shown, on the move it named.
  second.coach.pressHint();
  const hint = await until(() => second.coach.snapshot().hint, 'the hint');
  expect(square.play(hint.square)).toBe(true);
  await settle(square);
  expect(helpOf(square)).toMatchObject({ usedHelp: true, helpedMoves: 2, lookedAt: 0 });
});
