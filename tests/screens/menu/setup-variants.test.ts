// The Rules tab's variants on the setup model: Capture, Stem cells and Jumps, each a chip with its words;
// Play starts the rules id they make; jumps refused with equal moves (both ways) and on a board
// where cells fall, with the reason in the line; triangles in the Board tab.
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { DEFAULT_SETTINGS, rulesIdOf } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chosen, ids, menuRig, optionsOf } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const BOARD: MenuView = { page: 'setup', tab: 'board', yours: false };

/** The words of a rule, beside its chip or (where refused) on a line of their own. */
const line = (rig: ReturnType<typeof menuRig>, name: string) =>
  rig.model.setup
    .snapshot(RULES)
    .sections.find((s) => (s.kind === 'line' || s.kind === 'toggle') && s.name === name);

test('capture, stem cells and jumps: each a chip with its words in the same section; Play starts square:6/capture/stem/jumps', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' } });
  const labels = optionsOf(rig.model.setup.snapshot(RULES)).map((o) => o.label);
  expect(labels).toEqual(expect.arrayContaining(['Capture: Off', 'Stem cells: Off', 'Jumps: Off']));
  // One short line each beside the chip; the whole of it behind the chip's "?".
  expect(line(rig, 'rule:capture')).toMatchObject({
    words: 'For experts: surround their cells to make them yours.',
    more: {
      id: 'more:capture',
      pages: [
        { lines: [expect.stringMatching(/^For experts: whoever fills the last square/), expect.any(String)] },
      ],
    },
  });
  expect(line(rig, 'rule:stem')).toMatchObject({
    words: 'Grey middle cells split among the cells around them.',
    more: { id: 'more:stem', pages: [{ lines: [expect.stringMatching(/stem cell waits/)] }] },
  });
  expect(line(rig, 'rule:jumps')).toMatchObject({
    words: 'Twice a game, hop your cell over theirs to take it.',
    more: { pages: [{ lines: [expect.stringMatching(/^Twice a game, instead/)] }] },
  });
  for (const id of ['capture', 'stem', 'jumps']) expect(rig.model.setup.choose(RULES, id)).toEqual(RULES);
  expect(rig.saved()).toMatchObject({ capture: true, stem: true, jumps: true });
  expect(chosen(rig.model.setup.snapshot(RULES))).toEqual(
    expect.arrayContaining(['capture', 'stem', 'jumps']),
  );
  expect(optionsOf(rig.model.setup.snapshot(RULES)).map((o) => o.label)).toEqual(
    expect.arrayContaining(['Capture: On', 'Stem cells: On', 'Jumps: On']),
  );
  expect(rig.model.setup.play(RULES)).toMatchObject({ setup: { rules: 'square:6/capture/stem/jumps' } });
  // A second press turns an option off again.
  rig.model.setup.choose(RULES, 'capture');
  expect(rig.saved().capture).toBe(false);
});

test('jumps On with equal moves on is refused, the line saying why; equal moves On with jumps on likewise', () => {
  const equal = menuRig({ equalMoves: true });
  equal.model.setup.choose(RULES, 'jumps');
  expect(equal.saved().jumps).toBe(false);
  expect(line(equal, 'rule:jumps')).toMatchObject({
    words: 'Off while equal moves are on.',
    more: { pages: [{ lines: expect.arrayContaining([expect.stringMatching(/^Not with equal moves/)]) }] },
  });
  const jumps = menuRig({ jumps: true });
  jumps.model.setup.choose(RULES, 'equal');
  expect(jumps.saved().equalMoves).toBe(false);
  expect(line(jumps, 'rule:equal')).toMatchObject({
    words: 'Off while jumps are on.',
    more: { pages: [{ lines: expect.arrayContaining([expect.stringMatching(/^Not with jumps/)]) }] },
  });
  jumps.model.setup.choose(RULES, 'jumps');
  jumps.model.setup.choose(RULES, 'equal');
  expect(jumps.saved().equalMoves).toBe(true);
});

test('a chip another rule refuses is locked: it says Locked, and why on a tap (the reviewer’s "Jumps: Off" under equal moves)', () => {
  const toggleOf = (rig: ReturnType<typeof menuRig>, id: string) =>
    rig.model.setup.snapshot(RULES).sections.find((s) => s.kind === 'toggle' && s.option.id === id);
  const equal = menuRig({ equalMoves: true });
  expect(toggleOf(equal, 'jumps')).toMatchObject({
    option: { label: 'Jumps: Locked', chosen: false },
    locked: 'Turn equal moves off to play jumps.',
  });
  expect(toggleOf(equal, 'capture')).toMatchObject({ option: { label: 'Capture: Off' }, locked: null });
  const jumps = menuRig({ jumps: true });
  expect(toggleOf(jumps, 'equal')).toMatchObject({
    option: { label: 'Equal moves: Locked' },
    locked: 'Turn jumps off to play equal moves.',
  });
  // Jumps off again: equal moves is free.
  jumps.model.setup.choose(RULES, 'jumps');
  expect(toggleOf(jumps, 'equal')).toMatchObject({ option: { label: 'Equal moves: Off' }, locked: null });
});

test('on a board where cells fall, Jumps is no choice but a line saying why, and Play leaves them out', () => {
  const rig = menuRig({ family: 'beaker', jumps: true, capture: true });
  const shot = rig.model.setup.snapshot(RULES);
  expect(ids(shot)).not.toContain('jumps');
  expect(line(rig, 'rule:jumps')).toMatchObject({
    words: 'Jumps: Not on this board: cells fall here. Still on for the other boards.',
  });
  expect(rulesIdOf(rig.saved())).toBe('beaker:6x7/capture');
  // Every id the settings can make is one the engine reads.
  expect(parseRules(rulesIdOf(rig.saved())).jumps).toBe(false);
});

test('a board too small for stem cells (2 × 2: all four are nearest the centre) says so, and Play leaves them out', () => {
  const rig = menuRig({ custom: 'custom:2x2:f', stem: true });
  expect(ids(rig.model.setup.snapshot(RULES))).not.toContain('stem');
  expect(line(rig, 'rule:stem')).toMatchObject({
    words: 'Stem cells: This board is too small for them. Still on for the other boards.',
  });
  expect(rulesIdOf(rig.saved())).toBe('custom:2x2:f');
});

test('the Board tab offers triangles in five sizes, named by their side over their count of triangles; Play starts the size chosen', () => {
  const rig = menuRig();
  expect(rig.model.setup.choose(BOARD, 'family:tri')).toEqual(BOARD);
  const boards = rig.model.setup.snapshot(BOARD).sections.find((s) => s.kind === 'boards');
  expect(boards?.kind === 'boards' && boards.cards.map((c) => [c.layout, c.option.label, c.note])).toEqual([
    ['tri:4', '4 a side', '16 triangles\nBest play known'],
    ['tri:5', '5 a side', '25 triangles'],
    ['tri:6', '6 a side', '36 triangles'],
    ['tri:8', '8 a side', '64 triangles'],
    ['tri:10', '10 a side', '100 triangles'],
  ]);
  rig.model.setup.choose(BOARD, 'size:tri:8');
  expect(rig.model.setup.play(BOARD)).toMatchObject({ setup: { rules: 'tri:8' } });
});

test("the equal moves row counts the squares that are not stem squares: square:5's centre stem leaves 24, none empty, and no switch", () => {
  const rig = menuRig({ equalMoves: true, layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' } });
  expect(line(rig, 'rule:equal')).toMatchObject({
    words: 'Same number of moves each; one square stays empty.',
    more: { pages: [{ lines: [expect.stringMatching(/one square stays empty/)] }] },
  });
  rig.model.setup.choose(RULES, 'stem');
  expect(line(rig, 'rule:equal')).toMatchObject({
    fact: true,
    words: 'This board already gives each the same moves.\nStill on for the other boards.',
    more: { pages: [{ lines: [expect.stringMatching(/makes the moves equal anyway/)] }] },
  });
  expect(rig.model.setup.play(RULES)).toMatchObject({ setup: { rules: 'square:5/stem' } });
});

test('with stem cells on, each size card pictures its stem cells (the rules id it shows), none with them off', () => {
  const cards = (rig: ReturnType<typeof menuRig>) =>
    rig.model.setup.snapshot(BOARD).sections.flatMap((s) => (s.kind === 'boards' ? s.cards : []));
  const on = cards(menuRig({ family: 'hex', stem: true }));
  expect(on.map((c) => c.picture)).toEqual([
    'hex:3/stem',
    'hex:4/stem',
    'hex:5/stem',
    'hex:6/stem',
    'hex:8/stem',
  ]);
  for (const c of on) expect(parseRules(c.picture!).stemSquares.length).toBe(1);
  expect(cards(menuRig({ family: 'hex' })).every((c) => c.picture === undefined)).toBe(true);
});
