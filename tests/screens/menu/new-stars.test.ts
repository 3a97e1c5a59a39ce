// A ladder star won since the home was last seen (screens/menu/new-stars.ts): the today card's first
// line names the step and what the star was for, its glow pops on the first drawing only, and the
// next visit from another screen says it no more. A store from before (no stars seen kept) has no
// moment for old stars.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { STARS_SEEN_KEY } from '../../../src/screens/menu/new-stars.ts';
import { newStarsWords } from '../../../src/words/ladder-star-words.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
const NOON = Date.parse('2026-03-10T12:00:00');
const ANSWERED = { tutorial: { offered: true, answered: true } };
const STEP = LADDER[0]!;

test('the words name the step and what each new star was for, one or several', () => {
  expect(newStarsWords(1, [true, true, true], 4)).toEqual({
    words: '★★★ 3 new stars on step 1: you won, by 4 or more, on your own',
    short: '★★★ Step 1: all 3 stars',
  });
  expect(newStarsWords(2, [false, false, true], 4)).toEqual({
    words: '★ New star on step 2: you won on your own',
    short: '★ Step 2: won on your own',
  });
  expect(newStarsWords(3, [false, true, false], 6).words).toBe('★ New star on step 3: you won by 6 or more');
  expect(newStarsWords(1, [true, false, false], 4)).toEqual({
    words: '★ New star on step 1: you won it',
    short: '★ Step 1: won',
  });
  expect(newStarsWords(1, [true, true, false], 4).short).toBe('★★ Step 1: won, by 4 or more');
  // Stars on two steps since the last look: the count of all, the last step's named.
  expect(newStarsWords(2, [true, false, false], 4, 4).words).toBe('★★★ 4 new stars, step 2: you won it');
});

test('a star won since the home was seen is its first line, popped once, then still; gone on the next visit', () => {
  const rig = menuRig({}, ANSWERED);
  rig.model.open();
  expect(rig.model.hub(TODAY).today).toBeNull();
  // The step won by its margin with a hint: two stars, the third still to win.
  keepGame(rig.store, personGame(STEP.rules, 'easy', 'win', NOON, { hints: true }, STEP.margin));
  rig.model.open();
  const first = rig.model.hub(TODAY, null, 10_000).today!;
  expect(first.hello.words).toBe(`★★ 2 new stars on step 1: you won, by ${STEP.margin} or more`);
  expect(first.star).toBe('pop');
  expect(first.label).toContain('2 new stars on step 1');
  // Drawn again at once (the page laid out again on its first resize): popped still; later (a
  // resize, a page of the menu and back) marked, not popped again.
  expect(rig.model.hub(TODAY, null, 10_500).today!.star).toBe('pop');
  expect(rig.model.hub(TODAY, null, 12_000).today!.star).toBe('still');
  rig.model.open({ page: 'home' });
  expect(rig.model.hub(TODAY, null, 20_000).today!.star).toBe('still');
  // Back from another screen with nothing new: the greeting as before.
  rig.model.open();
  const later = rig.model.hub(TODAY).today!;
  expect(later.star).toBeNull();
  expect(later.hello.words).not.toContain('★');
  // The third star, won on the player's own: that one alone is new.
  keepGame(rig.store, personGame(STEP.rules, 'easy', 'win', NOON + 60_000, {}, 1));
  rig.model.open();
  expect(rig.model.hub(TODAY).today!.hello.words).toBe('★ New star on step 1: you won on your own');
});

test('a store that never kept the stars seen has no moment for the stars it holds, and keeps them seen', () => {
  const rig = menuRig({}, ANSWERED);
  keepGame(rig.store, personGame(STEP.rules, 'easy', 'win', NOON, {}, STEP.margin));
  rig.model.open();
  const today = rig.model.hub(TODAY).today!;
  expect(today.star).toBeNull();
  expect(today.hello.words).not.toContain('★');
  expect(rig.store.read(STARS_SEEN_KEY, (v): v is object => typeof v === 'object')).toEqual({
    [STEP.id]: '111',
  });
});
