// The setup page's Rules tab on its model: each rule said in a plain line for the board chosen.
// The Settings page's rows are in settings-page.test.ts.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chosen, ids, menuRig, wordsOf } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };

test('16 squares: equal moves change nothing, so the row is the plain fact with no switch (its "?" still explains), and a choice made elsewhere is kept', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } });
  const equal = () =>
    rig.model.setup.snapshot(RULES).sections.find((s) => 'name' in s && s.name === 'rule:equal');
  expect(equal()).toMatchObject({
    kind: 'toggle',
    fact: true,
    option: { id: 'equal', label: 'Equal moves', chosen: false },
    words: 'This board already gives each the same moves.',
    more: {
      id: 'more:equal',
      words: 'More about Equal moves',
      pages: [
        {
          title: 'Equal moves',
          lines: [
            "Every square gets a cell; this board's even number of squares makes the moves equal anyway.",
          ],
        },
      ],
    },
  });
  // Nothing to press: the page offers no Equal moves switch here.
  expect(ids(rig.model.setup.snapshot(RULES))).toEqual(['connections', 'capture', 'stem', 'jumps']);
  expect(() => rig.model.setup.choose(RULES, 'equal')).toThrow(/no choice "equal"/);
  // Chosen on an odd board, it stays the player's: said here, and it keeps no jump off.
  const kept = menuRig({
    equalMoves: true,
    jumps: true,
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
  });
  const row = kept.model.setup.snapshot(RULES).sections.find((s) => 'name' in s && s.name === 'rule:equal');
  expect(row).toMatchObject({
    fact: true,
    words: 'This board already gives each the same moves.\nStill on for the other boards.',
  });
  expect(chosen(kept.model.setup.snapshot(RULES))).toEqual(['jumps']);
  expect(kept.model.setup.play(RULES)).toMatchObject({ setup: { rules: 'square:4/jumps' } });
});

test('25 squares: equal moves are a switch, On leaves one square empty and keeps jumps off', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' } });
  expect(rig.model.setup.choose(RULES, 'equal')).toEqual(RULES);
  const shot = rig.model.setup.snapshot(RULES);
  expect(shot.sections.find((s) => 'name' in s && s.name === 'rule:equal')).toMatchObject({
    fact: false,
    option: { label: 'Equal moves: On', chosen: true },
    words: 'Same number of moves each; one square stays empty.',
  });
  expect(chosen(shot)).toEqual(['equal']);
  expect(wordsOf(shot)).toContain('Jumps: Locked');
});

test('the Rules tab: equal moves, scoring, their lines, and on a board where cells fall a line saying so', () => {
  const rig = menuRig({ family: 'beaker' });
  const shot = rig.model.setup.snapshot(RULES);
  expect(shot.sections.map((s) => [s.kind, s.caption])).toEqual([
    ['toggle', ''],
    ['toggle', ''],
    ['line', 'ON THIS BOARD'],
    ['toggle', ''],
    ['toggle', ''],
    ['line', ''],
  ]);
  expect(wordsOf(shot)).toContain('Cells fall to the lowest empty square.');
  expect(wordsOf(shot)).toContain('Connections: Off');
  expect(wordsOf(shot)).toContain('Score pairs of your cells that touch, not pieces.');
  rig.model.setup.choose(RULES, 'connections');
  expect(rig.saved().scoring).toBe('connections');
  expect(wordsOf(rig.model.setup.snapshot(RULES))).toContain('Connections: On');
  expect(rig.model.setup.play(RULES)).toMatchObject({
    setup: { rules: expect.stringMatching(/\/connections$|connections/) },
  });
});
