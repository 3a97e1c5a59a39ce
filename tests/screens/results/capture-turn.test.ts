// The results explain a capture that moved the score (screens/results/capture-turn.ts): the
// winner's capture that swung the margin most, when it is at least half the final margin; a loss by
// it says what to watch; a capture that decided nothing, a draw or a game without capture say nothing.
import { expect, test } from 'vitest';
import { Position, parseRules, resolveMove } from '../../../src/engine/index.ts';
import type { MatchResult } from '../../../src/game/events.ts';
import { describeMatch } from '../../../src/game/match-description.ts';
import type { PlayerId } from '../../../src/game/players.ts';
import { capturesOf, captureTurnLine } from '../../../src/screens/results/capture-turn.ts';
import { resultsOf } from './results-of.ts';

/** docs/capture-last-mover.md's game: player 1 captures 7 on move 15, player 2 the whole board on 16. */
const LAST_MOVER = 'square:4/capture b1 d3 b4 c2 a2 c3 a1 d1 b3 b2 c1 c4 d2 d4 a3 a4';

/** The finished game of `record` between `players`, with both scores after every move. */
function finished(record: string, players: [PlayerId, PlayerId]): MatchResult {
  const [id, ...moves] = record.split(' ');
  const position = new Position(parseRules(id!));
  const history: [number, number][] = [[0, 0]];
  for (const m of moves) {
    const move = resolveMove(position, m);
    if ('error' in move) throw new Error(move.error);
    position.playUnchecked(move.square);
    history.push([position.score(1), position.score(2)]);
  }
  const scores = history.at(-1)!;
  return {
    winner: scores[0] === scores[1] ? 0 : scores[0] > scores[1] ? 1 : 2,
    scores,
    players,
    rules: id!,
    scoring: 'divisions',
    history,
    record,
  };
}

test('every capture of a record is counted, with its mover and move', () => {
  expect(capturesOf(LAST_MOVER)).toEqual([
    { mover: 1, move: 15, cells: 7, last: false, all: true },
    { mover: 2, move: 16, cells: 15, last: true, all: true },
  ]);
  expect(capturesOf('square:4/capture a2 a1 b1 d4 b2')).toEqual([
    { mover: 1, move: 5, cells: 1, last: false, all: false },
  ]);
  expect(capturesOf('square:4 a2 a1 b1 d4 b2')).toEqual([]);
  expect(capturesOf('not-a-board a1')).toEqual([]);
});

test("a loss to the opponent's last move: who filled the last square, how many of your cells, what to watch", () => {
  const lost = finished(LAST_MOVER, ['human', 'hard']);
  expect(lost.winner).toBe(2);
  const line = captureTurnLine(lost);
  expect(line).toBe(
    "Hard's last move filled the last square and captured all 15 of your cells, worth 114 points. Near the end, keep your groups away from the last empty squares.",
  );
  // The points are what the panels counted away: the person's score before the last move, and after.
  expect(lost.history.at(-2)![0] - lost.history.at(-1)![0]).toBe(114);
  // The results say it in the kind words under the score, in place of the general advice.
  const snap = resultsOf(lost).snapshot();
  expect(snap.kind[0]).toBe(line);
  expect(snap.under).toContain(line);
});

test("a win by capture is said from the person's side, with no tip; two watched opponents by name", () => {
  // The person's own capture is said as their panel counted it (+120: the move's "+N"), not as what the
  // cells were worth to Medium (114): a "+24" on the board beside "worth 1 point" read as a contradiction.
  const won = finished(LAST_MOVER, ['medium', 'human']);
  expect(captureTurnLine(won)).toBe(
    "Your last move filled the last square and captured all 15 of Medium's cells, +120 for you.",
  );
  expect(won.history.at(-1)![1] - won.history.at(-2)![1]).toBe(120);
  const watched = finished(LAST_MOVER, ['easy', 'hard']);
  const [easy, hard] = describeMatch(watched.players).names;
  expect(captureTurnLine(watched)).toBe(
    `${hard}'s last move filled the last square and captured all 15 of ${easy}'s cells, worth 114 points.`,
  );
});

test('a capture before the last move is named by its move, and a loss by it says to keep a free square', () => {
  // Player 1's b2 captures a1 and then wins the game by less than twice that swing.
  const game = finished('square:3/capture a2 a1 b1 c3 b2', ['hard', 'human']);
  const line = captureTurnLine({ ...game, winner: 1, scores: [20, 12] });
  expect(line).toMatch(
    /^Hard's capture on move 5 took one of your cells, worth \d+ points?\. Keep a free square next to your groups\.$/,
  );
});

test('nothing to say: no capture, a draw, or a capture far smaller than the margin', () => {
  const plain = finished('square:4 a2 a1 b1 d4 b2', ['human', 'hard']);
  expect(captureTurnLine(plain)).toBeNull();
  const game = finished(LAST_MOVER, ['human', 'hard']);
  expect(captureTurnLine({ ...game, winner: 0 })).toBeNull();
  // The same capture in a game won by far more than it swung: not what decided it.
  expect(captureTurnLine({ ...game, scores: [0, 1000] })).toBeNull();
  // The loser's capture is not the reason they lost.
  const small = finished('square:4/capture a2 a1 b1 d4 b2', ['human', 'hard']);
  expect(captureTurnLine({ ...small, winner: 2, scores: [10, 12] })).toBeNull();
});
