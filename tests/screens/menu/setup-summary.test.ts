// The setup page's line over Done / Play says what Play starts, in the first card's words, on
// every tab (the board's size as "Hexagon 3 a side", the rules options), and follows the board, the opponent and who moves first; from the builder it names
// the board being built. Tabs, Done and Play.
import { expect, test } from 'vitest';
import { boardWords } from '../../../src/screens/menu/size-words.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { ids, menuRig, optionsOf, SETUP } from './menu-ports.ts';

test('a board chosen in the Best play known panel is named with who plays on every tab, and the line follows the choices', () => {
  const rig = menuRig();
  const players = rig.model.setup.chooseSolved('hex:3')!;
  const chosen = `${boardWords('hex:3')} · You vs Perfect`;
  expect(chosen).toBe('Hexagon 3 a side · You vs Perfect');
  for (const tab of ['players', 'board', 'rules'] as const)
    expect(rig.model.setup.snapshot({ ...players, tab }).summary, tab).toBe(chosen);
  // Another size on the board tab.
  const board = { ...players, tab: 'board' } as const;
  const size = ids(rig.model.setup.snapshot(board)).find((i) => i.startsWith('size:') && i !== 'size:hex:3')!;
  rig.model.setup.choose(board, size);
  const named = boardWords(size.slice('size:'.length));
  expect(rig.model.setup.snapshot(board).summary).toMatch(new RegExp(`^${named} · You vs `));
  // Another opponent on the players tab.
  const other = optionsOf(rig.model.setup.snapshot(players)).find(
    (o) => o.id.startsWith('opponent:') && o.id !== 'opponent:perfect',
  )!;
  rig.model.setup.choose(players, other.id);
  expect(rig.model.setup.snapshot(players).summary).toBe(`${named} · You vs ${other.label}`);
  // Two people: who moves first is named first, the page not drawn again for it.
  const duo = rig.model.setup.choose(players, 'mode:duo')!;
  const people = optionsOf(rig.model.setup.snapshot(duo))
    .filter((o) => o.id === 'first:0' || o.id === 'first:1')
    .map((o) => o.label);
  expect(rig.model.setup.choose(duo, 'first:1')).toBeNull();
  expect(rig.model.setup.snapshot(duo).summary).toBe(`${named} · ${people[1]} vs ${people[0]}`);
});

test('from the builder: no Board tab, the line names the board being built, and Play plays it', () => {
  const rig = menuRig();
  rig.set.building = 'custom:3x3:fe8';
  const view: MenuView = { page: 'setup', tab: 'players', yours: false, from: 'builder' };
  const shot = rig.model.setup.snapshot(view);
  expect(shot.tabs.map((t) => t.id)).toEqual(['tab:players', 'tab:rules']);
  expect(shot.summary).toBe('Your board, 8 squares · who plays on custom:3x3:fe8');
  expect(shot.play?.starts).toEqual({ kind: 'built', board: 'custom:3x3:fe8' });
  // The builder's page left by Done: the builder comes back rather than the first screen.
  expect(rig.model.open(rig.model.setup.choose(view, 'setup:done')!)).toBe(false);
});

test('a tab pressed draws the page for it, chosen; Done goes back to the first screen', () => {
  const rig = menuRig();
  expect(rig.model.setup.choose(SETUP, 'tab:rules')).toEqual({ ...SETUP, tab: 'rules' });
  expect(
    rig.model.setup
      .snapshot({ ...SETUP, tab: 'rules' })
      .tabs.filter((t) => t.chosen)
      .map((t) => t.id),
  ).toEqual(['tab:rules']);
  expect(rig.model.setup.choose(SETUP, 'setup:done')).toEqual({ ...SETUP, page: 'home' });
  expect(rig.model.setup.snapshot(SETUP)).toMatchObject({
    done: { id: 'setup:done', label: '‹ Back' },
    play: { id: 'play', label: 'Play' },
  });
});

test('a big board says how long a game on it is before Play; a small one does not', () => {
  const rig = menuRig();
  const board: MenuView = { ...SETUP, tab: 'board' };
  rig.model.setup.choose(board, 'family:square');
  rig.model.setup.choose(board, 'size:square:12');
  expect(rig.model.setup.snapshot(board).summary).toMatch(
    /^Square 12×12 · A long game: 72 moves each · You vs /,
  );
  rig.model.setup.choose(board, 'size:square:6');
  expect(rig.model.setup.snapshot(board).summary).not.toMatch(/long game/);
});
