// One Play on the menu: for a player on the ladder the big card's Play is the ladder's next step
// (the card names it, and the ladder's card opens the path instead of offering a second Play); a
// player who chose a game of their own keeps it, and the ladder's step stays one tap away on its
// card in words of its own; a ladder button puts them back on the ladder.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { personGame, randomGame } from '../history/history-rig.ts';
import { menuRig, SETUP } from './menu-ports.ts';

const TODAY = '2026-03-10';
const ANSWERED = { tutorial: { offered: true, answered: true } };
const [STEP1, STEP2, STEP3] = [LADDER[0]!, LADDER[1]!, LADDER[2]!];

const playStarts = (rig: ReturnType<typeof menuRig>) => {
  const starts = rig.model.setup.play(rig.model.view);
  return starts.kind === 'new' ? starts.setup : null;
};

test("a newcomer's Play is the ladder's first step, and the ladder's card opens the path with no Play of its own", () => {
  const rig = menuRig({}, ANSWERED);
  rig.model.open();
  const hub = rig.model.hub(TODAY);
  expect(hub.card).toMatchObject({
    step: 'Ladder step 1 of 14',
    heading: 'Ladder step 1 of 14',
    who: 'You vs Easy',
  });
  expect(hub.play).toEqual({ id: 'play', label: 'Play' });
  expect(playStarts(rig)).toEqual({ rules: STEP1.rules, players: ['human', 'easy'] });
  expect(hub.ladder).toMatchObject({ play: null, go: 'Your path ›', opens: 'map' });
  expect(hub.ladder.path.map((s) => s.state)).toEqual(['next', ...Array(LADDER.length - 1).fill('locked')]);
});

test('a win on the step moves Play on to the next step, kept for a reload; a loss keeps it where it is', () => {
  const rig = menuRig({}, ANSWERED);
  rig.model.open();
  keepGame(rig.store, personGame(STEP1.rules, 'easy', 'win', 1000));
  rig.model.open();
  const hub = rig.model.hub(TODAY);
  expect(hub.card).toMatchObject({ step: 'Ladder step 2 of 14', who: 'You vs Easy' });
  expect(hub.card.board).toMatch(/Petri dish/);
  expect(playStarts(rig)).toEqual({ rules: STEP2.rules, players: ['human', 'easy'] });
  expect(rig.saved().layouts.petri).toBe('petri:5');
  expect(rig.saved().family).toBe('petri');
  expect(hub.ladder.play).toBeNull();
  expect(hub.ladder.path.slice(0, 3).map((s) => s.state)).toEqual(['won', 'next', 'locked']);
  // The big button carries on the climb by the step's number (the first step's is the plain Play).
  expect(hub.play).toEqual({ id: 'play', label: 'Play step 2' });
  // A loss on step 2: Play is step 2 again.
  keepGame(rig.store, personGame(STEP2.rules, 'easy', 'loss', 2000));
  rig.model.open();
  expect(playStarts(rig)).toEqual({ rules: STEP2.rules, players: ['human', 'easy'] });
  expect(rig.model.hub(TODAY).card.step).toBe('Ladder step 2 of 14');
});

test("a game chosen on the setup page is the player's Play from then on, said as theirs; the ladder's step stays one tap away, named by its number", () => {
  const rig = menuRig({}, ANSWERED);
  rig.model.open();
  rig.model.setup.choose(SETUP, 'opponent:hard');
  rig.model.open({ ...SETUP, page: 'home' });
  rig.model.open();
  const hub = rig.model.hub(TODAY);
  expect(hub.play).toEqual({ id: 'play', label: 'Play' });
  expect(hub.card.step).toBeNull();
  expect(hub.card.heading).toBe('Your chosen game');
  expect(hub.card.who).toBe('You vs Hard');
  expect(hub.ladder).toMatchObject({
    // Step 1, never played: the button names it, not "Next step".
    go: 'Play step 1 ›',
    play: { id: 'ladder-play', label: "Play the ladder's step 1 of 14" },
    start: { rules: STEP1.rules, players: ['human', 'easy'] },
  });
  // Winning the ladder's step elsewhere (the results' next step) does not take the player's own game away.
  keepGame(rig.store, personGame(STEP1.rules, 'easy', 'win', 1000));
  rig.model.open();
  expect(rig.model.hub(TODAY).card.who).toBe('You vs Hard');
  expect(rig.model.hub(TODAY).ladder.go).toBe('Play step 2 ›');
  expect(playStarts(rig)?.players).toEqual(['human', 'hard']);
  // A loss on step 2 leaves it the step to play: still named by its number.
  keepGame(rig.store, personGame(STEP2.rules, 'easy', 'loss', 1500));
  rig.model.open();
  expect(rig.model.hub(TODAY).ladder.go).toBe('Play step 2 ›');
  // Choosing the first step again by hand is the player's own game too: Play stays there.
  rig.model.setup.choose(SETUP, 'opponent:easy');
  rig.model.open();
  expect(playStarts(rig)).toEqual({ rules: STEP1.rules, players: ['human', 'easy'] });
  expect(rig.model.hub(TODAY).card.step).toBeNull();
});

test("the ladder card's Play step › puts the player back on the ladder: Play follows it again", () => {
  const rig = menuRig({}, ANSWERED);
  rig.model.setup.choose(SETUP, 'opponent:medium');
  rig.model.open();
  keepGame(rig.store, personGame(STEP1.rules, 'easy', 'win', 1000));
  rig.model.open();
  const offered = rig.model.hub(TODAY).ladder.start!;
  expect(offered).toEqual({ rules: STEP2.rules, players: ['human', 'easy'] });
  rig.model.climb(offered);
  expect(playStarts(rig)).toEqual(offered);
  keepGame(rig.store, personGame(STEP2.rules, 'easy', 'win', 2000));
  rig.model.open();
  expect(playStarts(rig)).toEqual({ rules: STEP3.rules, players: ['human', 'medium'] });
  expect(rig.model.hub(TODAY).card.step).toBe('Ladder step 3 of 14');
  // A game that is no ladder step (a gentler game on another board) changes nothing.
  rig.model.climb({ rules: 'hex:5', players: ['human', 'easy'] });
  expect(playStarts(rig)).toEqual({ rules: STEP3.rules, players: ['human', 'medium'] });
});

test("a player from before keeps the game they chose; one still on the menu's first game follows the ladder", () => {
  const chose = menuRig({ opponent: 'hard', family: 'hex' }, ANSWERED);
  keepGame(chose.store, personGame(STEP1.rules, 'easy', 'win', 1000));
  chose.model.open();
  expect(chose.model.hub(TODAY).card).toMatchObject({ who: 'You vs Hard', step: null });
  const first = menuRig({ sound: false }, ANSWERED);
  keepGame(first.store, personGame(STEP1.rules, 'easy', 'win', 1000));
  first.model.open();
  expect(first.model.hub(TODAY).card.step).toBe('Ladder step 2 of 14');
});

test('a kept game on the big card names no step, and every step climbed leaves the Play as it was', () => {
  const kept = menuRig(
    {},
    {
      ...ANSWERED,
      match: { rules: 'square:5', players: ['human', 'easy'], record: 'square:5 c3', over: false },
    },
  );
  kept.model.open();
  expect(kept.model.hub(TODAY).card.step).toBeNull();
  const rig = menuRig({}, ANSWERED);
  rig.model.open();
  LADDER.forEach((s, i) => keepGame(rig.store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin)));
  rig.model.open();
  const hub = rig.model.hub(TODAY);
  expect(hub.ladder).toMatchObject({ play: null, go: null, start: null });
  expect(hub.ladder.path.every((s) => s.state === 'won')).toBe(true);
});

test("two people at one device: the card names them, with no line saying whose game it is (the ladder is one person's)", () => {
  const rig = menuRig({ mode: 'duo', people: { names: ['Ana', 'Ben'], first: 0 } }, ANSWERED);
  rig.model.open();
  const hub = rig.model.hub(TODAY);
  expect(hub.card.heading).toBeNull();
  expect(hub.card.who).toMatch(/^Ana vs/);
  // One person against the computer, off the ladder's step: said as their own.
  const solo = menuRig({}, ANSWERED);
  solo.model.open();
  solo.model.setup.choose(SETUP, 'opponent:hard');
  solo.model.open({ ...SETUP, page: 'home' });
  solo.model.open();
  expect(solo.model.hub(TODAY).card.heading).toBe('Your chosen game');
});

test('a player placed on a step by an older build, whose saved step carries its old number, stays on the ladder', () => {
  // Step 2 won, the ladder then put step 3 in the settings and saved it as "3-medium-square:5".
  const rig = menuRig(
    { mode: 'solo', first: 'you', opponent: 'medium', family: 'square' },
    { ...ANSWERED, 'ladder-follow': { step: '3-medium-square:5' } },
  );
  keepGame(rig.store, personGame(STEP1.rules, 'easy', 'win', 1000));
  keepGame(rig.store, personGame(STEP2.rules, 'easy', 'win', 2000));
  rig.model.open();
  expect(rig.model.hub(TODAY).card.step).toBe('Ladder step 3 of 14');
  keepGame(rig.store, personGame(STEP3.rules, 'medium', 'win', 3000));
  rig.model.open();
  // Still on the ladder: the win moves Play on to step 4.
  expect(rig.model.hub(TODAY).card.step).toBe('Ladder step 4 of 14');
  expect(playStarts(rig)).toEqual({ rules: LADDER[3]!.rules, players: ['human', 'medium'] });
});

test('after a heavy loss on the step the today card offers that step, the game the big Play starts (one next thing)', () => {
  const rig = menuRig({}, ANSWERED);
  rig.model.open();
  LADDER.slice(0, 3).forEach((s, i) => {
    keepGame(rig.store, personGame(s.rules, s.opponent, 'win', 1000 * (i + 1)));
    rig.model.open();
  });
  let seed = 0;
  let heavy = randomGame('petri:6', seed);
  while (heavy.scores[1] - heavy.scores[0] < 6) heavy = randomGame('petri:6', ++seed);
  keepGame(rig.store, personGame('petri:6', 'medium', 'loss', 5000, heavy));
  rig.model.open();
  const hub = rig.model.hub(TODAY);
  expect(hub.play).toEqual({ id: 'play', label: 'Play step 4' });
  expect(hub.today!.offer.words).toBe('Another go at step 4: Medium on a petri dish 6 across');
  expect(hub.today!.start).toEqual(playStarts(rig));
});
