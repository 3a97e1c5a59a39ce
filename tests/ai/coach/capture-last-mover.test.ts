// Capture's last mover (RULES.md section 11, docs/capture-last-mover.md): on hexagon 37 with capture
// and stem cells the fresh reviewer led 78–59 with two moves left and lost 0–223. What the board
// says in that position must be true: the forecast and the hint say the loss, the preview and the
// hint name the other player's capture that follows, and the last move's preview says its capture.
import { expect, test } from 'vitest';
import { forecastOf, forecastValuer } from '../../../src/ai/coach/forecast.ts';
import { byName, previewText, squareGains } from '../../../src/ai/coach/gains.ts';
import { coachHint } from '../../../src/ai/coach/hint.ts';
import { readSquareName, replayRecord, type Position } from '../../../src/engine/index.ts';
import { forecastWords } from '../../../src/screens/game/forecast-model.ts';
import { leadWords } from '../../../src/ui/lead-words.ts';

const REVIEWER =
  'hex:4/capture/stem c4 f4 e4 b5 d5 c3 e5 f6 d3 a2 b4 c6 e6 a3 c2 e3 c5 f7 f5 b3 a4 c1 g4 e7 d6 e2 b2 d7 d2 b1 g5 f3 g6 a1 g7 d1';
const upTo = (plies: number) =>
  replayRecord(
    REVIEWER.split(' ')
      .slice(0, plies + 1)
      .join(' '),
  );
const sq = (p: Position, name: string) => {
  const read = readSquareName(p.layout, name);
  if (!('square' in read)) throw new Error(`${name} is not a square`);
  return read.square;
};

/** The squares that change hands when the player to move plays `name`. */
function capturedBy(p: Position, name: string): number {
  const before = Uint8Array.from(p.owner);
  const q = p.turn();
  p.play(sq(p, name));
  let n = 0;
  for (let s = 0; s < before.length; s++) if (before[s] !== 0 && before[s] !== q && p.owner[s] === q) n++;
  p.undo();
  return n;
}

test('78–59 with two moves left: the forecast says the person loses by 223, not that they lead', () => {
  const p = upTo(34);
  expect([p.score(1), p.score(2), p.movesLeft(), p.turn()]).toEqual([78, 59, 2, 1]);
  const f = forecastOf(p, forecastValuer());
  expect(f).toEqual({ margin: -223, exact: true });
  expect(forecastWords(f, ['You', 'Easy'], 0)).toBe('Best play from here: you lose by 223');
  // The lead's notice is for the first half of the game only: nothing calls this lead good.
  const moment = { players: ['human', 'expert'] as const, names: ['You', 'Expert'] as const };
  expect(leadWords({ ...moment, scores: [78, 59], ply: 34, movesLeft: 2, size: 37 })).toBeNull();
});

test('78–59: each preview names the whole-board capture that follows it, with the engine’s count', () => {
  const p = upTo(34);
  for (const [mine, theirs] of [
    ['g7', 'd1'],
    ['d1', 'g7'],
  ] as const) {
    const g = squareGains(p, sq(p, mine));
    p.play(sq(p, mine));
    const cells = capturedBy(p, theirs);
    p.undo();
    expect(g.replyCapture).toEqual({ move: theirs, captured: cells });
    expect(previewText(g)).toContain(`Then they can capture ${cells} cells with ${theirs}.`);
  }
  // Between two people the other player is named.
  const g = squareGains(p, sq(p, 'g7'));
  expect(previewText(g)).not.toContain('Ben');
  const hint = coachHint(p);
  expect(hint.margin).toBe(-223);
  expect(hint.banner.split('\n')[1]).toBe('If neither of you slips, you lose by 223.');
  expect(hint.text).toMatch(/Then they can capture \d+ cells with (d1|g7)\./);
  expect(byName('Ann', 'Ben').they).toBe('Ben');
});

test('the last move’s preview says how many cells it captures: the engine’s count', () => {
  const p = upTo(35);
  const g = squareGains(p, sq(p, 'd1'));
  const cells = capturedBy(p, 'd1');
  expect(cells).toBe(24);
  expect(g.captured).toBe(cells);
  expect(previewText(g)).toContain('It captures 24 cells.');
  // The game ends with it: nothing follows.
  expect(g.replyCapture).toBeNull();
  p.play(sq(p, 'd1'));
  expect([p.score(1), p.score(2)]).toEqual([0, 223]);
});

test('without capture nothing is said of a reply', () => {
  const p = replayRecord('square:4 a1 b2');
  expect(squareGains(p, sq(p, 'c3')).replyCapture).toBeNull();
});
