// A board built with stem squares keeps them wherever it goes: chosen in the menu, played, saved in
// the settings, listed under Yours and shared as a builder link (its id carries `/stem:SQUARES`).
import { expect, test } from 'vitest';
import { customIdOf, gridFromId, markStem, type BoardGrid } from '../../src/game/board-builder.ts';
import { builtIdOf, rulesIdOfGrid } from '../../src/game/builder-stems.ts';
import { buildLink, readBuildLink } from '../../src/game/links.ts';
import {
  DEFAULT_SETTINGS,
  layoutOf,
  loadSettings,
  rulesIdOf,
  saveSettings,
  sizeName,
} from '../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../src/game/storage.ts';
import type { MenuView } from '../../src/screens/menu/menu-view.ts';
import { menuRig } from '../screens/menu/menu-ports.ts';

function stemBoard(): BoardGrid {
  const read = gridFromId('custom:4x4:ffff');
  if (!('grid' in read)) throw new Error(read.error);
  return markStem(markStem(read.grid, 1, 1, true), 2, 2, true);
}

test('a built board with stem squares is played with them, sized by its squares', () => {
  const grid = stemBoard();
  const id = builtIdOf(grid);
  expect(id).toMatch(/^custom:4x4:ffff\/stem:/);
  const settings = { ...structuredClone(DEFAULT_SETTINGS), custom: id };
  expect(layoutOf(settings)).toBe(customIdOf(grid));
  expect(rulesIdOf(settings)).toBe(rulesIdOfGrid(grid));
  expect(sizeName(id)).toBe('16 squares');
  // The menu's own stem choice does not move the board's stem squares to the centre.
  expect(rulesIdOf({ ...settings, stem: true })).toBe(rulesIdOfGrid(grid));
  // With the menu's capture on, the game has both.
  expect(rulesIdOf({ ...settings, capture: true })).toBe(rulesIdOfGrid(grid, { capture: true }));
});

test('the settings keep a built board with its stem squares; one whose squares do not read falls back', () => {
  const store = new Store(new MemoryStorage());
  const id = builtIdOf(stemBoard());
  saveSettings(store, { ...structuredClone(DEFAULT_SETTINGS), custom: id });
  expect(loadSettings(store).custom).toBe(id);
  saveSettings(store, { ...structuredClone(DEFAULT_SETTINGS), custom: 'custom:4x4:ffff/stem:z9' });
  expect(loadSettings(store).custom).toBeNull();
  saveSettings(store, { ...structuredClone(DEFAULT_SETTINGS), custom: 'custom:4x4:ffff/capture' });
  expect(loadSettings(store).custom).toBeNull();
});

test('a saved board with stem squares is listed under Yours, pictured by its layout, and Play starts it with them', () => {
  const id = builtIdOf(stemBoard());
  const rig = menuRig({}, { boards: [{ name: 'Stems', id }] });
  const board: MenuView = { page: 'setup', tab: 'board', yours: false };
  const yours = rig.model.setup.choose(board, 'family:yours')!;
  expect(rig.model.setup.snapshot(yours).sections.find((s) => s.kind === 'boards')).toMatchObject({
    cards: [{ option: { id: 'saved:0', label: 'Stems' }, layout: 'custom:4x4:ffff', note: '16 squares' }],
  });
  rig.model.setup.choose(yours, 'saved:0');
  expect(rig.saved().custom).toBe(id);
  expect(rig.model.setup.play(yours)).toMatchObject({ setup: { rules: id } });
});

test("a builder link carries the board's stem squares; a link with other rules says why it cannot open", () => {
  const id = builtIdOf(stemBoard());
  const link = new URL(buildLink('https://example.com/game/?build=old', id));
  expect(readBuildLink(link.search)).toEqual({ id });
  const refused = readBuildLink('?build=custom:4x4:ffff/capture');
  expect(refused).toMatchObject({
    error: expect.stringMatching(/board is wrong: .*squares and stem squares only/),
  });
});
