// The menu's hub on its model: the big card is Play, Resume or (on a first visit, until answered)
// the guided game's offer; the ladder's card offers the next step with its stars and what it
// teaches; today's puzzle's card says the streak without repeating its heading.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';

test('a first visit: the big card offers the guided game, Enter starts it; answered, it is Play again', () => {
  const rig = menuRig();
  expect(rig.model.hub(TODAY)).toMatchObject({ primary: 'play', offer: null, enterDoes: 'play' });
  rig.model.offerGuidedGame();
  const hub = rig.model.hub(TODAY);
  expect(hub.primary).toBe('welcome');
  expect(hub.offer).toEqual({
    words: expect.stringMatching(/^Welcome to Cell Division! .*guided game/),
    later: { id: 'tutorial:later', label: 'No thanks' },
    start: { id: 'tutorial:start', label: 'Show me' },
  });
  expect(hub.enterDoes).toBe('start the one-minute guided game');
  rig.model.answerOffer();
  expect(rig.model.hub(TODAY)).toMatchObject({ primary: 'play', offer: null, enterDoes: 'play' });
});

test('the offer not answered: once a game is finished or kept to resume, the big card is the next step, not the welcome', () => {
  const finished = menuRig();
  finished.model.offerGuidedGame();
  expect(finished.model.hub(TODAY).primary).toBe('welcome');
  keepGame(finished.store, personGame('square:4', 'easy', 'win', 1));
  expect(finished.model.hub(TODAY)).toMatchObject({ primary: 'play', offer: null, enterDoes: 'play' });
  const kept = menuRig();
  kept.model.offerGuidedGame();
  kept.store.write('match', {
    rules: 'square:5',
    players: ['human', 'easy'],
    record: 'square:5 c3',
    over: false,
  });
  expect(kept.model.hub(TODAY)).toMatchObject({
    primary: 'resume',
    offer: null,
    enterDoes: 'resume the saved game',
  });
  // Given up once, the offer does not come back when the kept game is gone.
  kept.store.remove('match');
  expect(kept.model.hub(TODAY).primary).toBe('play');
});

test('a kept game makes the big card Resume', () => {
  const rig = menuRig(
    {},
    { match: { rules: 'square:5', players: ['human', 'easy'], record: 'square:5 c3', over: false } },
  );
  expect(rig.model.hub(TODAY).primary).toBe('resume');
});

test("the ladder's card: the next step in one tap, its stars so far and what it teaches", () => {
  const rig = menuRig();
  const first = rig.model.hub(TODAY).ladder;
  expect(first).toMatchObject({
    id: 'ladder-next',
    heading: 'Ladder',
    teaches: LADDER[0]!.teaches,
    stars: 0,
    go: 'Play ›',
    start: { rules: LADDER[0]!.rules, players: ['human', 'easy'] },
  });
  expect(first.line).toMatch(/Easy/);
  keepGame(rig.store, personGame(LADDER[0]!.rules, 'easy', 'win', 1000, { hints: true }));
  const next = rig.model.hub(TODAY).ladder;
  expect(next.start).toEqual({ rules: LADDER[1]!.rules, players: ['human', 'easy'] });
  expect(next.teaches).toBe(LADDER[1]!.teaches);
});

test("today's puzzle's card: the streak in words under its heading, not after a second 'Daily puzzle'", () => {
  const rig = menuRig();
  const waiting = rig.model.hub(TODAY).puzzle;
  expect(waiting).toMatchObject({ id: 'puzzle', heading: "Today's puzzle", go: 'Solve ›' });
  expect(waiting.line).not.toMatch(/^Daily puzzle/i);
  expect(waiting.line.charAt(0)).toBe(waiting.line.charAt(0).toUpperCase());
  recordPuzzle(rig.store, 1, { day: TODAY, tries: 0, solved: true, daily: true });
  expect(rig.model.hub(TODAY).puzzle.line).toMatch(/1 day/);
});
