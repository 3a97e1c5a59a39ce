// The Settings page (the first screen's Settings) on its model: the settings a player means by
// the word, not the game's setup: the sound's volume (kept, and handed to the sounds), the
// colour-blind marks, how a finger places on small squares, full screen, hints per opponent, what a
// move gains (on until turned off), the forecast per mode and the screen readers'
// board, each kept at once; last, the way to the Solved boards (off the first screen since it keeps
// to a few controls); Done goes home.
import { expect, test } from 'vitest';
import { chosen, ids, menuRig, SETTINGS } from './menu-ports.ts';
import { keepGame } from '../../../src/game/game-history.ts';
import { personGame } from '../history/history-rig.ts';

test("the Settings page offers the volume, the marks, how to place, full screen, hints, the forecast, the screen readers' board and the Best play known panel; the hint caption names the opponent", () => {
  const shot = menuRig().model.setup.snapshot(SETTINGS);
  expect(ids(shot)).toEqual(
    expect.arrayContaining([
      'hints:true',
      'hints:false',
      'volume:1',
      'volume:0.5',
      'volume:0.25',
      'volume:off',
      'reader:true',
      'marks:true',
    ]),
  );
  // in groups under headings, as a phone's settings stand, the labels in sentence case.
  expect(shot.sections.map((s) => (s.kind === 'heading' ? `# ${s.words}` : s.caption))).toEqual([
    '# Play',
    'Small squares by touch',
    'Moves',
    '# Help',
    'Hints',
    'Show what a move gains',
    'Forecast',
    '# Sound & screen',
    'Sound',
    'Full screen',
    'Shapes for colour blindness',
    'Board for screen readers',
    '# More',
    '',
  ]);
  // The rows of two choices stand beside their labels; the sound's four and the three ways to place under theirs.
  expect(shot.sections.flatMap((s) => (s.kind === 'row' && !s.inline ? [s.caption] : []))).toEqual([
    'Small squares by touch',
    'Sound',
  ]);
  // The way to the boards whose best play is known: a link apart from the toggles, its words on it.
  expect(shot.sections.find((s) => s.kind === 'solved')).toMatchObject({
    kind: 'solved',
    open: { id: 'about', label: 'Boards where best play is known ›' },
    link: true,
  });
  expect(shot.title).toBe('Settings');
  expect(shot.tabs).toEqual([]);
  expect(shot.play).toBeNull();
  // Its labels read the same whichever opponent or mode the setup page has chosen.
  const captions = (rig: ReturnType<typeof menuRig>) =>
    rig.model.setup.snapshot(SETTINGS).sections.map((s) => s.caption);
  expect(captions(menuRig({ family: 'hex', opponent: 'expert' }))).toEqual(captions(menuRig({})));
  expect(captions(menuRig({ mode: 'duo' }))).toEqual(captions(menuRig({})));
});

test('hints off against Medium and a quarter volume are kept without drawing the page again, and the sounds hear the volume', () => {
  const rig = menuRig({ opponent: 'medium' });
  expect(rig.model.setup.choose(SETTINGS, 'hints:false')).toBeNull();
  expect(rig.model.setup.choose(SETTINGS, 'volume:0.25')).toBeNull();
  expect(rig.saved()).toMatchObject({ hints: { medium: false }, sound: true, volume: 0.25 });
  expect(rig.sounds).toEqual(['volume 0.25', 'on']);
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toEqual([
    'placing:magnify',
    'moves:normal',
    'hints:false',
    'gains:true',
    'forecast:false',
    'volume:0.25',
    'fullscreen:false',
    'marks:false',
    'reader:false',
  ]);
  rig.model.setup.choose(SETTINGS, 'volume:off');
  expect(rig.saved()).toMatchObject({ sound: false, volume: 0.25 });
  expect(rig.sounds.slice(2)).toEqual(['volume 0.25', 'off']);
});

test("the colour-blind marks and the screen readers' board are saved at once", () => {
  const rig = menuRig();
  rig.model.setup.choose(SETTINGS, 'marks:true');
  rig.model.setup.choose(SETTINGS, 'reader:true');
  expect(rig.saved()).toMatchObject({ marks: true, screenReader: true });
});

test('the best-play forecast: off by default in your games, on when watching; each mode keeps its own choice', () => {
  const rig = menuRig();
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('forecast:false');
  expect(rig.model.setup.choose(SETTINGS, 'forecast:true')).toBeNull();
  expect(rig.saved()).toMatchObject({ forecast: { solo: true } });
  const watching = menuRig({ mode: 'watch' });
  const shot = watching.model.setup.snapshot(SETTINGS);
  expect(shot.sections.map((s) => s.caption)).toContain('Forecast when watching');
  expect(chosen(shot)).toContain('forecast:true');
  watching.model.setup.choose(SETTINGS, 'forecast:false');
  expect(watching.saved()).toMatchObject({ forecast: { watch: false } });
});

test('how a finger places on small squares: magnify by default, one tap and aim then Place as the others, kept', () => {
  const rig = menuRig();
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('placing:magnify');
  const row = rig.model.setup.snapshot(SETTINGS).sections.find((s) => s.caption === 'Small squares by touch');
  expect(row?.kind === 'row' && row.options.map((o) => o.label)).toEqual([
    'One tap',
    'Magnify',
    'Tap + Place',
  ]);
  // Its sentence names every choice, so a player knows what each does before trying it.
  expect(row?.kind === 'row' && row.explain).toMatch(/^One tap: .*Magnify: .*Tap \+ Place: /);
  expect(rig.model.setup.choose(SETTINGS, 'placing:aim')).toBeNull();
  expect(rig.saved()).toMatchObject({ placing: 'aim', tapOnce: false });
  expect(rig.model.setup.choose(SETTINGS, 'placing:tap')).toBeNull();
  expect(rig.saved()).toMatchObject({ placing: 'aim', tapOnce: true });
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('placing:tap');
});

test('Moves: Normal or Fast, said in a sentence, kept at once; Normal at first', () => {
  const rig = menuRig();
  const row = rig.model.setup.snapshot(SETTINGS).sections.find((s) => s.caption === 'Moves');
  expect(row?.kind === 'row' && row.options.map((o) => o.label)).toEqual(['Normal', 'Fast']);
  expect(row?.kind === 'row' && row.explain).toMatch(/Fast/);
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('moves:normal');
  expect(rig.model.setup.choose(SETTINGS, 'moves:fast')).toBeNull();
  expect(rig.saved()).toMatchObject({ moves: 'fast' });
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('moves:fast');
});

test('full screen is switched through the page, and offered only where the page can go full screen', () => {
  const rig = menuRig();
  rig.model.setup.choose(SETTINGS, 'fullscreen:true');
  expect(rig.set.full).toBe(true);
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('fullscreen:true');
  rig.model.setup.choose(SETTINGS, 'fullscreen:false');
  expect(rig.sounds).toEqual(['full screen', 'not full screen']);
  rig.set.canBeFull = false;
  expect(ids(rig.model.setup.snapshot(SETTINGS)).filter((i) => i.startsWith('fullscreen'))).toEqual([]);
});

test("Done goes home; the setup's tabs are not the Settings page's, nor its rows the setup's", () => {
  const rig = menuRig();
  expect(rig.model.setup.choose(SETTINGS, 'setup:done')).toMatchObject({ page: 'home' });
  expect(() => rig.model.setup.choose(SETTINGS, 'tab:rules')).toThrow(
    /Settings page has no choice "tab:rules"/,
  );
  for (const tab of ['players', 'board', 'rules'] as const)
    expect(ids(rig.model.setup.snapshot({ ...SETTINGS, page: 'setup', tab }))).not.toContain('marks:true');
});

test('what a move gains: on until the player turns it off, however many games they play; a choice made is kept', () => {
  const rig = menuRig();
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('gains:true');
  for (let i = 0; i < 5; i++)
    expect(keepGame(rig.store, personGame('square:3', 'easy', 'win', 1000 + i)).written).toBe(true);
  // The guided game taught with it: it does not go by itself after a few games.
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('gains:true');
  rig.model.setup.choose(SETTINGS, 'gains:false');
  expect(rig.saved()).toMatchObject({ gains: false });
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('gains:false');
  rig.model.setup.choose(SETTINGS, 'gains:true');
  expect(rig.saved()).toMatchObject({ gains: true });
  expect(chosen(rig.model.setup.snapshot(SETTINGS))).toContain('gains:true');
  const fresh = menuRig();
  fresh.model.setup.choose(SETTINGS, 'gains:false');
  expect(fresh.saved()).toMatchObject({ gains: false });
  expect(chosen(fresh.model.setup.snapshot(SETTINGS))).toContain('gains:false');
});

test('each setting a player could not guess says what it does in one sentence; the hints the same whoever is chosen', () => {
  const rows = (rig: ReturnType<typeof menuRig>) =>
    rig.model.setup.snapshot(SETTINGS).sections.flatMap((s) => (s.kind === 'row' ? [s] : []));
  const explained = rows(menuRig({ opponent: 'medium' }));
  // Sound and full screen say what they do in their names; every other row has its sentence.
  expect(explained.filter((s) => !s.explain).map((s) => s.caption)).toEqual(['Sound', 'Full screen']);
  for (const s of explained) if (s.explain) expect(s.explain, s.caption).toMatch(/^[A-Z].{20,110}\.$/);
  // One Hints row for every game, its sentence naming no opponent chosen elsewhere.
  const hints = explained.find((s) => s.caption === 'Hints')!;
  expect(hints.explain).toBe(
    'On: a Hint button in every game; it asks first against Expert or with a star at stake. Off: none.',
  );
  expect(rows(menuRig({ mode: 'duo' })).find((s) => s.caption === 'Hints')!.explain).toBe(hints.explain);
  expect(explained.find((s) => s.caption.startsWith('Forecast'))!.explain).toMatch(/who would win/);
});
