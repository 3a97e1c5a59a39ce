// Today's puzzle says what is at stake as it opens (issue 29): its tries and the streak a finish
// makes; after a wrong try the tries left, once over how it ended; another puzzle or a replay says
// what "best" means instead.
import { expect, test } from 'vitest';
import { newcomersDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dayAfter } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { puzzleGoalLine } from '../../../src/ui/puzzle-words.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';

const TODAY = '2026-11-29';

function open(asked?: number, store = new Store(new MemoryStorage())) {
  const model = PuzzleModel.open({
    asked,
    client: new AgentClient(),
    store,
    today: () => TODAY,
    canShare: false,
  });
  return { model, store };
}

// A daily hook says what is at stake: it opens saying its tries and
// the streak a finish makes; another puzzle, or today's once finished, says none.
test('the daily says what is at stake as it opens: its tries and the streak a finish makes', () => {
  const daily = puzzleNumber(newcomersDaily(TODAY))!;
  const goal = puzzleGoalLine(daily.value, daily.position.layout.grid);
  expect(open().model.snapshot().goal).toBe('3\u00a0tries: finish it to start a streak.');
  const yesterday = dayAfter(TODAY, -1);
  const store = new Store(new MemoryStorage());
  recordPuzzle(store, newcomersDaily(yesterday), { day: yesterday, tries: 0, solved: true, daily: true });
  const model = open(undefined, store).model;
  expect(model.snapshot().goal).toBe('3\u00a0tries: finish it to make your streak 2 days.');
  model.match.play(daily.answerSquare);
  model.landed();
  // Once solved the line says so, with the streak it made.
  expect(model.snapshot().goal).toBe('Solved: streak 2 days');
  // Played again today: practice, nothing at stake.
  expect(open(undefined, store).model.snapshot().goal).toBe(goal);
  const other = puzzleNumber(daily.number === 1 ? 2 : 1)!;
  expect(open(other.number).model.snapshot().goal).not.toMatch(/tries|streak/);
});

test('the stakes line follows the daily: the tries left after each wrong one, the answer shown after the last', () => {
  const daily = puzzleNumber(newcomersDaily(TODAY))!;
  const { model } = open();
  const wrongs = [...daily.values.keys()].filter((s) => s !== daily.answerSquare);
  const said: string[] = [];
  for (const wrong of wrongs.slice(0, 3)) {
    model.match.play(wrong);
    model.landed();
    said.push(model.snapshot().goal);
    if (model.match.state === 'wrong') model.tryAgain();
  }
  expect(said).toEqual(['2\u00a0tries left', '1\u00a0try left', 'Answer shown: streak 1 day']);
});
