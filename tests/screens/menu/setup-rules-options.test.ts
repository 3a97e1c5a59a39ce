// The setup page's Rules tab on its model: each rule said in a plain line for the board chosen.
// The Settings page's rows are in settings-page.test.ts.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chosen, menuRig, wordsOf } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };

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
