// A wrong try whose best reply alone does not show its cost names the other side's move further on
// that hurts ("a3 keeps up with the best move for now, then falls behind as the board fills"
// taught a new player nothing): "After a3 their best answer scores +2: later they take f6 for +8."
// The move comes from best play after the try (scripts/puzzle-later.ts), never the answer's square.
import { expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { laterReply, moveAndReply, replyExplains } from '../../../src/ai/puzzles/puzzle-reply.ts';
import { puzzleCount, puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { replyLine } from '../../../src/words/puzzle-reply-words.ts';

const TODAY = '2026-11-29';

test('every wrong move the reply does not explain names their later move, off the answer, in the words', () => {
  let named = 0;
  let unexplained = 0;
  for (let n = 1; n <= puzzleCount(); n++) {
    const puzzle = puzzleNumber(n)!;
    for (const s of puzzle.values.keys()) {
      if (s === puzzle.answerSquare) continue;
      const m = moveAndReply(puzzle, s);
      if (!m.reply) continue;
      const explains = replyExplains(puzzle, s);
      const later = laterReply(puzzle, s);
      // Only where the reply alone does not say it: one reason, never two.
      if (explains) {
        expect(later, `${n} ${m.name}`).toBeNull();
        continue;
      }
      unexplained++;
      if (!later) continue;
      named++;
      expect(later.name).not.toBe(puzzle.answer);
      expect(later.gain).toBeGreaterThan(1);
      const line = replyLine({ move: m.name, reply: m.reply, explains, later });
      expect(line).toMatch(new RegExp(`later they take ${later.name} for \\+${later.gain}\\.$`));
      expect(line).not.toMatch(/board fills/);
    }
  }
  // Nearly every such try has a move to name: the vague words are the rare fallback.
  expect(named).toBeGreaterThan(unexplained * 0.8);
});

test('the puzzle screen says it under the verdict after such a wrong try', () => {
  for (let n = 1; n <= 60; n++) {
    if (n === dailyNumber(TODAY)) continue;
    const puzzle = puzzleNumber(n)!;
    const wrong = [...puzzle.values.keys()].find(
      (s) => s !== puzzle.answerSquare && !replyExplains(puzzle, s) && laterReply(puzzle, s) !== null,
    );
    if (wrong === undefined) continue;
    const store = new Store(new MemoryStorage());
    const model = PuzzleModel.open({
      asked: n,
      client: new AgentClient(),
      store,
      today: () => TODAY,
      canShare: false,
    });
    expect(model.match.play(wrong)).toBe(true);
    model.landed();
    const later = laterReply(puzzle, wrong)!;
    const text = model.snapshot().verdict.text;
    expect(text).toContain(`later they take ${later.name} for +${later.gain}.`);
    expect(text).not.toMatch(/board fills/);
    expect(text).not.toContain(puzzle.answer);
    return;
  }
  throw new Error('no puzzle among the first 60 has such a wrong try');
});
