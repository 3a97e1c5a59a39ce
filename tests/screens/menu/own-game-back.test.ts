// After a watched game the menu's Play card offers the player's own game (reviewer 34 came back to
// "Watch Expert vs Hard" on Play); the watched pair stays in the setup's Who plays.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { menuRig, SETUP } from './menu-ports.ts';
import { personGame } from '../history/history-rig.ts';

const ANSWERED = { tutorial: { offered: true, answered: true } };
const WATCH = { mode: 'watch', opponent1: 'expert', opponent2: 'hard' } as const;

function watched(rig: ReturnType<typeof menuRig>, endedAt: number): void {
  const g = personGame('hex:5', 'expert', 'win', endedAt);
  keepGame(rig.store, { ...g, players: ['expert', 'hard'], names: ['Expert', 'Hard'] });
}

test('back from a watched game, the card offers the last game the player played, board and opponent', () => {
  const rig = menuRig(WATCH, ANSWERED);
  keepGame(rig.store, personGame('petri:6', 'medium', 'loss', 1000));
  watched(rig, 2000);
  rig.model.open();
  const home = rig.model.home();
  expect(home.play).toEqual({ id: 'play', label: 'Play' });
  expect(home.card.who).toMatch(/^You vs Medium/);
  expect(home.card.picture).toEqual({ layout: 'petri:6' });
  // Kept for a reload, and the watched pair is still the setup's pair.
  expect(rig.saved()).toMatchObject({
    mode: 'solo',
    opponent: 'medium',
    opponent1: 'expert',
    opponent2: 'hard',
  });
});

test("with no game of their own, the card offers the ladder's next step", () => {
  const rig = menuRig(WATCH, ANSWERED);
  watched(rig, 2000);
  rig.model.open();
  expect(rig.model.home().card.who).toMatch(/^You vs Easy/);
  expect(rig.saved()).toMatchObject({ mode: 'solo', opponent: LADDER[0]!.opponent });
});

test("Watch just chosen and not yet watched stays: the newest game is the player's own, or the menu is laid out again", () => {
  const rig = menuRig(WATCH, ANSWERED);
  keepGame(rig.store, personGame('petri:6', 'medium', 'loss', 1000));
  rig.model.open();
  expect(rig.model.home().play).toEqual({ id: 'play', label: 'Watch' });
  watched(rig, 2000);
  // The setup page and the first screen drawn again (a resize, Cancel) keep the choice on the page.
  rig.model.open(SETUP);
  rig.model.open({ ...SETUP, page: 'home' });
  expect(rig.model.home().play).toEqual({ id: 'play', label: 'Watch' });
});

test("the card says the player's own game is back, and one tap watches again with the watched game's board and rules", () => {
  const rig = menuRig({ ...WATCH, family: 'hex', capture: true }, ANSWERED);
  keepGame(rig.store, personGame('petri:6', 'medium', 'loss', 1000));
  watched(rig, 2000);
  rig.model.open();
  const before = rig.model.home();
  expect(before.play).toEqual({ id: 'play', label: 'Play' });
  expect(before.card.changed).toMatchObject({ id: 'watch:again', label: 'Watch again' });
  expect(before.card.changed!.words).toMatch(/^Your game · Watch again/);
  rig.model.rulesMark();
  const after = rig.model.home();
  expect(after.play).toEqual({ id: 'play', label: 'Watch' });
  expect(after.card.who).toMatch(/Expert vs Hard/);
  expect(JSON.stringify(after.card.picture)).toContain('"layout":"hex:');
  expect(rig.saved()).toMatchObject({ mode: 'watch', family: 'hex', capture: true });
  // The watched game's rules are marked again as any changed rules are, not the way back.
  expect(after.card.changed?.id).toBe('rules:standard');
});

test('the way back to watching goes once the player moves on: Change, or coming back from another screen', () => {
  const rig = menuRig(WATCH, ANSWERED);
  keepGame(rig.store, personGame('petri:6', 'medium', 'loss', 1000));
  watched(rig, 2000);
  rig.model.open();
  rig.model.open({ ...SETUP, page: 'home' });
  expect(rig.model.home().card.changed?.id).toBe('watch:again');
  rig.model.change();
  expect(rig.model.home().card.changed?.id).not.toBe('watch:again');
  rig.model.open();
  expect(rig.model.home().card.changed?.id).not.toBe('watch:again');
  expect(rig.saved()).toMatchObject({ mode: 'solo' });
});
