// on a slow phone a try in today's puzzle showed nothing for seconds: its verdict waited for
// the cells to land and divide. Now a touch is answered at once, as lichess's puzzles are: the press
// lights its square, and the release's judged try shows its tick or cross and its words before the
// board has drawn the move (the buttons, the reply's ghost and a solve's streak wait for the board).
import { expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { squareName } from '../../../src/engine/index.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { PressModel } from '../../../src/screens/game/press.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { NOT_QUITE_WORDS } from '../../../src/words/puzzle-try-words.ts';
import { finger, handClock, indexBoard, recordingPressView } from '../game/ports.ts';

const TODAY = '2026-12-07';

function rig() {
  const model = PuzzleModel.open({
    asked: 366,
    client: new AgentClient(),
    store: new Store(new MemoryStorage()),
    today: () => TODAY,
    canShare: false,
  });
  let drawn = 0;
  model.attach({ changed: () => drawn++ });
  const match = model.match;
  const view = recordingPressView();
  const clock = handClock();
  const press = new PressModel({ match, board: indexBoard(match), view, clock: clock.now });
  press.drawn();
  clock.advance(500);
  const at = (name: string) => {
    for (let s = 0; s < match.position.layout.size; s++)
      if (squareName(match.position.layout, s) === name) return s;
    throw new Error(name);
  };
  return { model, match, press, view, clock, at, drawn: () => drawn };
}

test('a touch down lights its square at once: the cell to come shows on it before the lift', () => {
  const { press, view, clock, at } = rig();
  press.down(finger(at('c1'), clock.now()), false);
  expect(view.ghosts.at(-1)).toEqual([at('c1'), 0.75]);
});

test('a wrong try is answered on its release: crossed, "Not quite" with what it ends against the best, before its cells land', () => {
  const { model, match, press, clock, at, drawn } = rig();
  const p = finger(at('c1'), clock.now());
  press.down(p, false);
  press.up(p);
  // Judged: the view was asked to draw at once, though the board has not landed the cell.
  expect(model.awaitingVerdict).toBe(true);
  expect(drawn()).toBe(1);
  const shown = model.snapshot();
  expect(shown.mark).toEqual({ square: at('c1'), right: false });
  expect(shown.verdict.text).toMatch(
    new RegExp(
      `^${NOT_QUITE_WORDS} c1 wins by only 4 with best play; one move wins by 7\\. Try another: 2 tries left\\.`,
    ),
  );
  // Its buttons wait for the board: Try again comes once the split has been seen.
  expect(shown.actions.map((a) => a.id)).toEqual(['menu', 'share', 'answer']);
  model.landed();
  expect(model.snapshot().actions.map((a) => a.id)).toEqual(['menu', 'share', 'again', 'answer']);
  expect(model.snapshot().verdict.text).toBe(shown.verdict.text);
  expect(match.tries).toBe(1);
});

test('the right try is answered on its release: ticked and "Right!", the streak once its cells have landed', () => {
  const { model, match, press, clock, at } = rig();
  const answer = at(match.puzzle.answer);
  const p = finger(answer, clock.now());
  press.down(p, false);
  press.up(p);
  const shown = model.snapshot();
  expect(shown.mark).toEqual({ square: answer, right: true });
  expect(shown.verdict).toEqual({ text: `Right! ${match.puzzle.answer} wins by 7.`, tone: 'accent' });
  model.landed();
  expect(model.snapshot().verdict.text).toMatch(/^Right! \w+ wins by 7\. .+/);
  expect(model.snapshot().mark).toEqual({ square: answer, right: true });
});
