// The setup page's Rules and Options tabs on their model: each rule said in a plain line for the
// board chosen, hints per opponent, the sound's volume (kept, and handed to the sounds), the
// screen readers' board and the colour-blind marks, each saved at once.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chosen, ids, menuRig, wordsOf } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const OPTIONS: MenuView = { page: 'setup', tab: 'options', yours: false };

test('16 squares with equal moves off: the line says what Off does; On draws the page again with its own line', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } });
  expect(rig.model.setup.choose(RULES, 'equal:false')).toEqual(RULES);
  const off = rig.model.setup
    .snapshot(RULES)
    .sections.find((s) => s.kind === 'line' && s.name === 'rule:equal');
  expect(off).toMatchObject({
    words: "Every square gets a cell; this board's even number of squares makes the moves equal anyway.",
  });
  expect(rig.model.setup.choose(RULES, 'equal:true')).toEqual(RULES);
  expect(rig.saved().equalMoves).toBe(true);
  expect(chosen(rig.model.setup.snapshot(RULES))).toEqual([
    'equal:true',
    'scoring:divisions',
    'capture:false',
    'stem:false',
    'jumps:false',
  ]);
});

test('the Rules tab: equal moves, scoring, their lines, and on a board where cells fall a line saying so', () => {
  const rig = menuRig({ family: 'beaker' });
  const shot = rig.model.setup.snapshot(RULES);
  expect(shot.sections.map((s) => s.caption)).toEqual([
    'EQUAL MOVES',
    '',
    'SCORING',
    '',
    'ON THIS BOARD',
    'CAPTURE',
    '',
    'STEM CELLS',
    '',
    '',
  ]);
  expect(wordsOf(shot)).toContainEqual(expect.stringMatching(/^Cells fall to the lowest empty square/));
  rig.model.setup.choose(RULES, 'scoring:connections');
  expect(rig.saved().scoring).toBe('connections');
  expect(rig.model.setup.play(RULES)).toMatchObject({
    setup: { rules: expect.stringMatching(/\/connections$|connections/) },
  });
});

test("the Options tab offers hints, the volume, the screen readers' board and the marks; the hint caption names the opponent", () => {
  const shot = menuRig().model.setup.snapshot(OPTIONS);
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
  expect(shot.sections.map((s) => s.caption)).toEqual([
    'HINTS AGAINST MEDIUM',
    'BEST-PLAY FORECAST IN YOUR GAMES',
    'SOUND',
    'BOARD FOR SCREEN READERS',
    'COLOUR-BLIND MARKS: A SHAPE PER COLOUR',
  ]);
  expect(
    menuRig({ family: 'hex', opponent: 'expert' }).model.setup.snapshot(OPTIONS).sections[0]!.caption,
  ).toBe('HINTS AGAINST EXPERT');
  expect(menuRig({ mode: 'duo' }).model.setup.snapshot(OPTIONS).sections[0]!.caption).toBe(
    'HINTS FOR TWO PEOPLE',
  );
});

test('hints off against Medium and a quarter volume are kept without drawing the page again, and the sounds hear the volume', () => {
  const rig = menuRig();
  expect(rig.model.setup.choose(OPTIONS, 'hints:false')).toBeNull();
  expect(rig.model.setup.choose(OPTIONS, 'volume:0.25')).toBeNull();
  expect(rig.saved()).toMatchObject({ hints: { medium: false }, sound: true, volume: 0.25 });
  expect(rig.sounds).toEqual(['volume 0.25', 'on']);
  expect(chosen(rig.model.setup.snapshot(OPTIONS))).toEqual([
    'hints:false',
    'forecast:false',
    'volume:0.25',
    'reader:false',
    'marks:false',
  ]);
  rig.model.setup.choose(OPTIONS, 'volume:off');
  expect(rig.saved()).toMatchObject({ sound: false, volume: 0.25 });
  expect(rig.sounds.slice(2)).toEqual(['volume 0.25', 'off']);
});

test("the colour-blind marks and the screen readers' board are saved at once", () => {
  const rig = menuRig();
  rig.model.setup.choose(OPTIONS, 'marks:true');
  rig.model.setup.choose(OPTIONS, 'reader:true');
  expect(rig.saved()).toMatchObject({ marks: true, screenReader: true });
});

test('the best-play forecast: off by default in your games, on when watching; each mode keeps its own choice', () => {
  const rig = menuRig();
  expect(chosen(rig.model.setup.snapshot(OPTIONS))).toContain('forecast:false');
  expect(rig.model.setup.choose(OPTIONS, 'forecast:true')).toBeNull();
  expect(rig.saved()).toMatchObject({ forecast: { solo: true } });
  const watching = menuRig({ mode: 'watch' });
  const shot = watching.model.setup.snapshot(OPTIONS);
  expect(shot.sections.map((s) => s.caption)).toContain('BEST-PLAY FORECAST WHEN WATCHING');
  expect(chosen(shot)).toContain('forecast:true');
  watching.model.setup.choose(OPTIONS, 'forecast:false');
  expect(watching.saved()).toMatchObject({ forecast: { watch: false } });
});
