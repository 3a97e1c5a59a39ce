// The threat a hint blocks, on the board: "blocks their +3" beside an empty square read as
// abstract to a new player, and a faint cell of theirs on the hinted square read as an enemy cell.
// Where the banner names a block, the coach asks the view for a tag beside the square saying
// "their +3" (never a cell); where it names none, nothing.
import { expect, test } from 'vitest';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import { hintBanner } from '../../../src/ai/coach/hint.ts';
import { hintThreat } from '../../../src/screens/game/hint-threat.ts';
import { makeMatch } from './ports.ts';
import { parseRecordMoves } from './record.ts';
import { coachOn, until } from './coach-rig.ts';

const p = new Position(parseRules('square:4'));
const at = (name: string) => p.layout.squareAt[(+name[1]! - 1) * 4 + name.charCodeAt(0) - 97]!;

test('the threat marked is the block the banner names: their points on the hinted square, by the other side', () => {
  const q = p.clone();
  for (const name of ['a1', 'a2', 'c1', 'b2']) q.play(at(name));
  const g = squareGains(q, at('b1'));
  const banner = hintBanner(g, 2);
  expect(banner).toMatch(/^Try b1: \+\d+ now, blocks their \+(\d+)\n/);
  const points = Number(/blocks their \+(\d+)/.exec(banner)![1]);
  expect(hintThreat(q, { gains: g }, at('b1'))).toEqual({
    square: at('b1'),
    points,
    by: 2,
    words: `their +${points}`,
  });
  // The second player to move: the threat is the first player's.
  const r = q.clone();
  r.play(at('d4'));
  const h = squareGains(r, at('b1'));
  expect(hintBanner(h, 2)).toMatch(/blocks their/);
  expect(hintThreat(r, { gains: h }, at('b1'))?.by).toBe(1);
  // A square whose banner blocks nothing (their lone cell's +1 is no block): nothing marked.
  const lone = squareGains(p, at('a1'));
  expect(hintBanner(lone, 2)).not.toMatch(/blocks/);
  expect(hintThreat(p, { gains: lone }, at('a1'))).toBeNull();
});

test('coach - a hint that says "blocks their +3" asks the view to mark it; one that blocks nothing marks nothing', async () => {
  // square:5, ten moves in: the hint is d2, "+8 now, blocks their +3".
  const blocks = makeMatch(
    'square:5',
    ['human', 'easy'],
    parseRecordMoves('square:5', 'e2 b2 a3 e4 c4 d5 d1 e5 d4 e1'),
  );
  const one = coachOn(blocks);
  one.coach.pressHint();
  const hint = await until(() => one.coach.snapshot().hint, 'the hint');
  // Ladder step 1 (Easy on 5×5): the free first hint's line stands over the banner's own.
  const said = /^Try ([a-e][1-5]): \+\d+ now, blocks their \+(\d+)/m.exec(hint.banner);
  expect(said, hint.banner).not.toBeNull();
  expect(hint.threat).toEqual({
    square: hint.ringed,
    points: Number(said![2]),
    by: 2,
    words: `their +${said![2]}`,
  });
  expect(one.seen.drawn.at(-1)!.hint!.threat).toEqual(hint.threat);
  // Played, the hint goes and its threat with it.
  blocks.play(hint.square);
  expect(one.coach.snapshot().hint).toBeNull();
  // square:5, ten moves in: the hint is d4, "+10 now" and no block.
  const plain = makeMatch(
    'square:5',
    ['human', 'easy'],
    parseRecordMoves('square:5', 'c3 a3 c4 b2 b3 a2 b4 b1 d3 b5'),
  );
  const two = coachOn(plain);
  two.coach.pressHint();
  const other = await until(() => two.coach.snapshot().hint, 'the hint');
  expect(other.banner).not.toMatch(/blocks/);
  expect(other.threat).toBeNull();
});
