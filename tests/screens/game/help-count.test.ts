// "N moves with help" on the results counts the person's own moves played with a hint or Best moves
// in sight: not presses, not help whose answer came on the opponent's turn, not the game before a Restart.
import { expect, test } from 'vitest';
import { helpOf, markHelped } from '../../../src/screens/game/help-gate.ts';
import { coachOn } from './coach-rig.ts';
import { makeMatch, settle } from './ports.ts';

/** A legal square of the position in play. */
const anyMove = (match: ReturnType<typeof makeMatch>) => match.position.legalMoveList()[0]!;

test('help count - two presses on one move, help that lands on the opponent turn and a taken-back move count as the person moves they helped', async () => {
  const match = makeMatch('hex:3', ['human', 'easy']);
  coachOn(match);
  // Two presses (a hint, then Best moves) before the first move: one move with help.
  markHelped(match);
  markHelped(match);
  expect(match.play(anyMove(match))).toBe(true);
  // An answer asked before the move that shows after it, on the opponent's turn.
  markHelped(match);
  await settle(match);
  expect(match.position.ply).toBe(2);
  markHelped(match);
  expect(match.play(anyMove(match))).toBe(true);
  await settle(match);
  expect(match.play(anyMove(match))).toBe(true);
  await settle(match);
  const personMoves = Math.ceil(match.position.ply / 2);
  expect(personMoves).toBe(3);
  expect(helpOf(match)).toEqual({ usedHelp: true, helpedMoves: 2 });

  // Help on the last move, then that move taken back: the move it helped is no longer on the board.
  markHelped(match);
  expect(match.undo()).toBe(true);
  expect(match.position.ply).toBe(4);
  expect(helpOf(match).helpedMoves).toBe(2);
  expect(helpOf(match).helpedMoves).toBeLessThanOrEqual(Math.ceil(match.position.ply / 2));

  // Restart: a new game, none of the help before it.
  match.restart();
  await settle(match);
  expect(helpOf(match)).toEqual({ usedHelp: false, helpedMoves: 0 });
});
