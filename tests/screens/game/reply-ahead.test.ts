// The preview's look one move ahead: after a square, the other player's best scoring reply, checked
// against the score itself on a copy of the position (a play of each reply), over random games on
// several boards; and the preview's words say it where it outscores the move.
import { expect, test } from 'vitest';
import { moveName, parseRules, Position, randomIndex, seededRandom } from '../../../src/engine/index.ts';
import { replyAhead } from '../../../src/screens/game/reply-ahead.ts';
import { previewWords } from '../../../src/screens/game/coach-model.ts';

/** The reply's best gain found by playing every reply on a copy and reading the score. */
function bruteReply(position: Position, square: number): { gain: number; moves: string[] } | null {
  const after = position.clone();
  const other = after.turn() === 1 ? 2 : 1;
  after.play(square);
  if (after.isOver()) return null;
  let most = -Infinity;
  let moves: string[] = [];
  for (const s of after.legalMoveList()) {
    const copy = after.clone();
    const before = copy.score(other);
    copy.play(s);
    const gain = copy.score(other) - before;
    if (gain > most) [most, moves] = [gain, [moveName(after, s)]];
    else if (gain === most) moves.push(moveName(after, s));
  }
  return { gain: most, moves };
}

/** Each square's worth two moves deep, by playing on copies: its gain less the best reply's. */
function twoDeepByPlay(position: Position): Map<number, number> {
  const out = new Map<number, number>();
  const me = position.turn();
  for (const s of position.legalMoveList()) {
    const copy = position.clone();
    const before = copy.score(me);
    copy.play(s);
    out.set(s, copy.score(me) - before - (bruteReply(position, s)?.gain ?? 0));
  }
  return out;
}

test('reply-ahead - the other side’s best reply after a square is the one scoring them most at once', () => {
  for (const rules of ['square:5', 'hex:4', 'beaker:5x6', 'square:6/connections', 'petri:5']) {
    const random = seededRandom(rules.length * 31);
    const position = new Position(parseRules(rules));
    let checked = 0;
    while (!position.isOver()) {
      const deep = twoDeepByPlay(position);
      const best = Math.max(...deep.values());
      for (const s of position.legalMoveList()) {
        const found = replyAhead(position, s);
        const brute = bruteReply(position, s);
        if (brute === null) expect(found).toBeNull();
        else {
          expect(found?.gain).toBe(brute.gain);
          expect(brute.moves).toContain(found!.move);
          // It warns when the square, less its reply, is 3 or more behind the best square counted so.
          expect(found!.warns).toBe(best - deep.get(s)! >= 3);
        }
        checked++;
      }
      const list = position.legalMoveList();
      position.play(list[randomIndex(random, list.length)]!);
    }
    expect(checked).toBeGreaterThan(20);
  }
});

test('reply-ahead - the preview warns of a reply that outscores the move where the square comes out clearly behind another, in place of how the cells split; else it is not said', () => {
  // Seek squares on random square:5 games that warn, and squares whose reply is a lone cell or no warning.
  const random = seededRandom(7);
  let warned = 0;
  let plain = 0;
  for (let game = 0; game < 6; game++) {
    const position = new Position(parseRules('square:5'));
    while (!position.isOver()) {
      for (const s of position.legalMoveList()) {
        const reply = replyAhead(position, s);
        const words = previewWords(position, s);
        const name = moveName(position, s);
        if (reply && reply.warns && reply.gain > 1 && reply.gain > position.deltaScore(position.turn(), s)) {
          expect(words).toMatch(
            new RegExp(`^${name}: .+ now.*\\. But then they can take ${reply.move} for \\+${reply.gain}\\.$`),
          );
          expect(words).not.toMatch(/splits|stands alone/);
          warned++;
        } else if (!reply || !reply.warns || reply.gain <= 1) {
          expect(words).not.toMatch(/then/i);
          plain++;
        }
      }
      const list = position.legalMoveList();
      position.play(list[randomIndex(random, list.length)]!);
    }
  }
  expect(warned).toBeGreaterThan(10);
  expect(plain).toBeGreaterThan(10);
});

test('reply-ahead - capture and jumps keep their own words: no reply is looked for', () => {
  const position = new Position(parseRules('square:5/capture'));
  expect(replyAhead(position, 12)).toBeNull();
});
