// The menu's first screen on its model: the card says what Play starts, or the game kept for
// Resume (its players, board and moves, not the settings); Play, or Resume and New game; the other
// places; Change opens the setup page, Settings the Settings page; the setup page's Play asks before replacing the
// game in progress.
import { expect, test } from 'vitest';
import { menuRig, SETUP } from './menu-ports.ts';

const kept = (record: string, players: [string, string]) => ({
  match: { rules: 'square:5', players, record, over: false },
});

test('the first screen: the card, Play, and the small places in order; Enter plays', () => {
  const home = menuRig({}, { tutorial: { offered: true, answered: true } }).model.home();
  expect(home.card).toEqual({
    id: 'setup',
    label: 'Change',
    who: 'You vs Easy',
    note: 'Strength ●○○○○',
    markWords: 'Strength 1 of 5',
    board: 'Square 5×5',
    rules: null,
    changed: null,
    picture: { layout: 'square:5' },
    // The menu's first game is the ladder's first step (ladder-follow.test.ts).
    step: 'Ladder step 1 of 14',
    heading: 'Ladder step 1 of 14',
  });
  expect(home.play).toEqual({ id: 'play', label: 'Play' });
  // The small places: the record is in Your games, the daily puzzle and the ladder have cards
  // (hub-cards.test.ts), the Solved boards are on the Settings page.
  expect(home.situation).toBe('returning');
  expect(home.places.map((p) => p.id)).toEqual(['history', 'help', 'build', 'options']);
  expect(home.places.map((p) => p.label)).toEqual(['Your games', 'How to play', 'Build a board', 'Settings']);
  expect(home.enterDoes).toBe('play');
});

test('a watched pair kept from the last visit: the card says Watch and so does its button, not Play (reviewer 34)', () => {
  const home = menuRig(
    { mode: 'watch', opponent1: 'expert', opponent2: 'hard' },
    { tutorial: { offered: true, answered: true } },
  ).model.home();
  expect(home.card.who).toBe('Watch Expert vs Hard');
  expect(home.play).toEqual({ id: 'play', label: 'Watch' });
});

/** The controls the first screen shows: the offer's two, Change, Play (or Resume and New game), the two cards, the places. */
function controlIds(hub: ReturnType<ReturnType<typeof menuRig>['model']['hub']>): string[] {
  const play = 'resume' in hub.play ? [hub.play.resume.id, hub.play.newGame.id] : [hub.play.id];
  const offer = hub.offer ? [hub.offer.start.id, hub.offer.later.id] : [];
  return [...offer, hub.card.id, ...play, hub.ladder.id, hub.puzzle.id, ...hub.places.map((p) => p.id)];
}

test('each situation has its controls: a first visit, a player coming back, a game to resume; No thanks keeps the row of places', () => {
  const TODAY = '2026-03-10';
  // A first visit: the offer above, then Play, the two cards and the same row of places a returning player has.
  const first = menuRig().model.hub(TODAY);
  expect(first.situation).toBe('first visit');
  // Drawn on a first run: only the offer and the places (first-run.test.ts); the rest is ready behind "I know how to play".
  expect(first.firstRun).toBe(true);
  expect(controlIds(first)).toEqual([
    'tutorial:start',
    'tutorial:later',
    'setup',
    'play',
    'ladder-next',
    'puzzle',
    'history',
    'help',
    'build',
    'options',
  ]);
  // Coming back (the offer answered): only the offer has gone.
  const back = menuRig({}, { tutorial: { offered: true, answered: true } }).model.hub(TODAY);
  expect(back.situation).toBe('returning');
  expect(controlIds(back)).toEqual([
    'setup',
    'play',
    'ladder-next',
    'puzzle',
    'history',
    'help',
    'build',
    'options',
  ]);
  // A game kept: Resume leads, New game beside it; the same places.
  const resume = menuRig(
    {},
    { ...kept('square:5 c3', ['human', 'easy']), tutorial: { offered: true, answered: true } },
  ).model.hub(TODAY);
  expect(resume.situation).toBe('resume');
  expect(controlIds(resume)).toEqual([
    'setup',
    'resume',
    'play',
    'ladder-next',
    'puzzle',
    'history',
    'help',
    'build',
    'options',
  ]);
  expect(back.places).toEqual(first.places);
});

test("the Resume card names the saved game's opponent, board and moves, not the settings'; the button says only Resume", () => {
  const rig = menuRig({ opponent: 'easy', family: 'hex' }, kept('square:5 c3 b2 d4', ['human', 'expert']));
  const home = rig.model.home();
  expect(home.card.who).toBe('You vs Expert');
  expect(home.card.note).toBe('●●●●○  ·  3 moves');
  expect(home.card.board).toBe('Square 5×5');
  expect('game' in home.card.picture && home.card.picture.game.moves).toHaveLength(3);
  expect(home.play).toEqual({
    resume: { id: 'resume', label: 'Carry on' },
    newGame: { id: 'play', label: 'New game' },
  });
  expect(home.enterDoes).toBe('resume the saved game');
  // The settings still say what a new game would be.
  expect(rig.model.setup.summary()).toBe('Hexagon 4 a side · You vs Easy');
});

test('a kept game without moves says "no moves yet" on the card and a plain Resume', () => {
  const home = menuRig({}, kept('square:5', ['expert', 'human'])).model.home();
  expect(home.card.note).toBe('●●●●○  ·  no moves yet');
  expect(home.play).toMatchObject({ resume: { label: 'Carry on' } });
});

test('with a match in play on the page, nothing is offered for Resume', () => {
  const rig = menuRig({}, kept('square:5 c3', ['human', 'easy']));
  rig.set.matchInPlay = true;
  expect(rig.model.home().play).toEqual({ id: 'play', label: 'Play' });
  expect(rig.model.setup.play(SETUP)).toMatchObject({ ask: null });
});

test("the setup page's Play asks before replacing a game in progress; a kept game without moves is replaced without asking", () => {
  expect(menuRig({}, kept('square:5 c3', ['human', 'easy'])).model.setup.play(SETUP)).toMatchObject({
    kind: 'new',
    ask: { question: 'Start a new game?', detail: 'The game in progress (1 move) will be replaced.' },
  });
  expect(menuRig({}, kept('square:5', ['human', 'easy'])).model.setup.play(SETUP)).toMatchObject({
    ask: null,
  });
  expect(menuRig().model.setup.play(SETUP)).toMatchObject({
    ask: null,
    setup: { rules: 'square:5', players: ['human', 'easy'] },
  });
});

test('Change opens the setup on the tab last seen; Settings opens the Settings page, not a setup tab; Escape goes home', () => {
  const rig = menuRig();
  rig.model.open();
  expect(rig.model.change()).toEqual({ page: 'setup', tab: 'players', yours: false, from: undefined });
  rig.model.open({ page: 'home', tab: 'rules' });
  expect(rig.model.change()).toMatchObject({ page: 'setup', tab: 'rules' });
  rig.model.open(rig.model.options());
  expect(rig.model.view).toMatchObject({ page: 'settings' });
  expect(rig.model.setup.snapshot(rig.model.view).title).toBe('Settings');
  expect(rig.model.change()).toMatchObject({ page: 'setup', tab: 'rules' });
  expect(rig.model.back()).toMatchObject({ page: 'home' });
});
