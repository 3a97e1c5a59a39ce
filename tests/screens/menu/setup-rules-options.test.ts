// The setup page's Rules tab on its model: each rule said in a plain line for the board chosen.
// The Settings page's rows are in settings-page.test.ts.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chosen, ids, menuRig, wordsOf } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };

test('16 squares with equal moves off: the chip says Off and its words what the option does (the same On); pressed, it is On', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } });
  const equal = () =>
    rig.model.setup.snapshot(RULES).sections.find((s) => 'name' in s && s.name === 'rule:equal');
  // The chip and its words are one section: the page can never draw them apart.
  expect(equal()).toMatchObject({
    kind: 'toggle',
    option: { id: 'equal', label: 'Equal moves: Off', chosen: false },
    words: 'This board already gives each the same moves.',
    more: {
      id: 'more:equal',
      label: '?',
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
  expect(rig.model.setup.choose(RULES, 'equal')).toEqual(RULES);
  expect(rig.saved().equalMoves).toBe(true);
  expect(equal()).toMatchObject({
    option: { label: 'Equal moves: On', chosen: true },
    words: 'This board already gives each the same moves.',
  });
  expect(chosen(rig.model.setup.snapshot(RULES))).toEqual(['equal']);
  expect(ids(rig.model.setup.snapshot(RULES))).toEqual(['equal', 'connections', 'capture', 'stem', 'jumps']);
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
