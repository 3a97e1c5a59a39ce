// When the HUD's scores count a move, decided by the board's model from the match's move events:
// as the cell lands on a plain move; where the move turns the other player's cells over (a
// capture), once they have turned, so the score and the cells change together (the reviewer saw
// a score of 0 while the captured cells were still green).
import { expect, test } from 'vitest';
import type { MoveEvent } from '../../../src/game/events.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { makeMatch } from './ports.ts';

/** The board scene's order for one move: what the HUD shows as the cell lands and once the cells it turns have turned. */
function shownAlong(model: BoardModel, e: MoveEvent, before: [number, number]) {
  const counts = model.countsWhen(e);
  const atLanding = counts === 'landed' ? e.scores : before;
  const atTurned = e.scores;
  return { atLanding, atTurned };
}

test('a plain move counts as its cell lands; a capture waits for its captured cells to turn, then counts', () => {
  const match = makeMatch('square:5/capture', ['human', 'human']);
  const model = new BoardModel({
    match,
    names: ['Ann', 'Ben'],
    viewer: null,
    mode: 'duo',
    view: { turn: () => {}, notice: () => {} },
  });
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  // Plays the first legal move each time, then the one that captures once a capture is on offer.
  let capture: { e: MoveEvent; before: [number, number] } | null = null;
  for (let i = 0; i < 25 && !capture && !match.result; i++) {
    const before = match.scores();
    const moves = match.position.legalMoveList();
    let played = false;
    for (const m of moves) {
      const trial = makeMatch('square:5/capture', ['human', 'human'], [...match.position.moves(), m]);
      if (trial.position.owner.some((o, s) => o !== 0 && o !== match.position.owner[s] && s !== m)) {
        match.play(m);
        played = true;
        break;
      }
    }
    if (!played) match.play(moves[(i * 7) % moves.length]!);
    const e = events.at(-1)!;
    if (e.converted.length > 0) capture = { e, before };
    else {
      expect(model.countsWhen(e), `move ${e.ply}`).toBe('landed');
      expect(shownAlong(model, e, before).atLanding).toEqual(e.scores);
    }
  }
  expect(capture, 'a capture was played').not.toBeNull();
  const { e, before } = capture!;
  expect(model.countsWhen(e)).toBe('turned');
  // As the capturing cell lands the HUD still shows the scores before the move, as the board
  // still shows the captured cells in their old colour; once they have turned, the new scores.
  const shown = shownAlong(model, e, before);
  expect(shown.atLanding).toEqual(before);
  expect(shown.atTurned).toEqual(e.scores);
  expect(e.scores[e.player === 1 ? 1 : 0]).toBeLessThan(before[e.player === 1 ? 1 : 0]!);
});
