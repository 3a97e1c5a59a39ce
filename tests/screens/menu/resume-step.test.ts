// A game left unfinished on a ladder step still counts for that step when resumed, and the menu says
// so (a reviewer reloaded mid-game and read "Finish your game: You vs Medium, 12 moves", with no
// word of the ladder): the big card's heading is "Ladder step 4 of 14" as a new step's game is, and
// the today card's offer names the step. A retried game, two people's game or a step still locked
// is not said to be one.
import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { savedGameStep } from '../../../src/screens/menu/ladder-follow.ts';
import { personGame, storeRig } from '../history/history-rig.ts';
import { randomGame } from '../../e2e/random-games.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
const STEP4 = LADDER[3]!;
const wonThree = () =>
  LADDER.slice(0, 3).map((s, i) => personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin));

/** The menu with steps 1 to 3 won and a game of `players` on `rules` left after 12 moves. */
function menuWithSaved(players: [string, string], rules = STEP4.rules, more: Record<string, unknown> = {}) {
  const record = [rules, ...randomGame(rules, 3).slice(0, 12)].join(' ');
  const rig = menuRig(
    {},
    { tutorial: { offered: true, answered: true }, match: { rules, players, record, over: false, ...more } },
  );
  for (const g of wonThree()) keepGame(rig.store, g);
  return rig;
}

test('a game left on step 4: the card is headed "Ladder step 4 of 14", the today card offers to finish step 4', () => {
  const hub = menuWithSaved(['human', STEP4.opponent]).model.hub(TODAY, 10);
  expect(hub.play).toMatchObject({ resume: { id: 'resume' } });
  expect(hub.card).toMatchObject({ heading: 'Ladder step 4 of 14', who: 'You vs Medium' });
  expect(hub.card.note).toMatch(/12 moves$/);
  // Resume is not a new step's Play: the ladder's card keeps its own way to the path.
  expect(hub.card.step).toBeNull();
  expect(hub.today?.offer).toMatchObject({
    why: 'resume',
    words: 'Finish ladder step 4: You vs Medium, 12 moves',
    short: 'Finish ladder step 4',
  });
});

test('a game of its own left unfinished is told as before, with no step', () => {
  const hub = menuWithSaved(['human', 'hard']).model.hub(TODAY, 10);
  expect(hub.card.heading).toBeNull();
  expect(hub.today?.offer).toMatchObject({
    words: 'Finish your game: You vs Hard, 12 moves',
    short: 'Finish your game',
  });
});

describe('savedGameStep', () => {
  const { store } = storeRig();
  for (const g of wonThree()) keepGame(store, g);
  const kept = loadHistory(store);
  test('the step a person plays against its opponent, in either seat', () => {
    expect(savedGameStep({ rules: STEP4.rules, players: ['human', STEP4.opponent] }, kept)).toBe(4);
    expect(savedGameStep({ rules: STEP4.rules, players: [STEP4.opponent, 'human'] }, kept)).toBe(4);
    // A step already won can be played again for its stars: it is still that step.
    expect(savedGameStep({ rules: LADDER[0]!.rules, players: ['human', LADDER[0]!.opponent] }, kept)).toBe(1);
  });

  test('none for a retry, two people, another opponent, or a step still locked', () => {
    expect(
      savedGameStep({ rules: STEP4.rules, players: ['human', STEP4.opponent], retryOf: 5 }, kept),
    ).toBeNull();
    expect(savedGameStep({ rules: STEP4.rules, players: ['human', 'human'] }, kept)).toBeNull();
    expect(savedGameStep({ rules: STEP4.rules, players: ['human', 'expert'] }, kept)).toBeNull();
    const step7 = LADDER[6]!;
    expect(savedGameStep({ rules: step7.rules, players: ['human', step7.opponent] }, kept)).toBeNull();
    expect(savedGameStep({ rules: STEP4.rules, players: ['human', STEP4.opponent] }, [])).toBeNull();
  });
});
