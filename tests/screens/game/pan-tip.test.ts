// The drag on a zoomed board is told once (zoomed in on a 12×12, the reviewer found no way
// to see the rest but zooming out): the first time a person zooms in, "Drag to move around the
// board"; kept on the device (settings), so never again, a reload included; never on zooming out.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { PAN_TIP_MS, type PanTipPorts } from '../../../src/screens/game/pan-tip.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { PAN_TIP_WORDS } from '../../../src/words/press-words.ts';
import { makeMatch } from './ports.ts';

/** A board on a device whose settings were read from `store`: the notices it says as the zoom changes. */
function board(store: Store, settings: Settings, changes: boolean[]): [string, number][] {
  const notices: [string, number][] = [];
  const panTip: PanTipPorts = {
    told: () => settings.panTold,
    tell: () => {
      settings.panTold = true;
      saveSettings(store, settings);
    },
  };
  const model = new BoardModel({
    match: makeMatch('square:12', ['human', 'hard'], []),
    names: ['You', 'Hard'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
    panTip,
  });
  for (const zoomed of changes) model.zoomChanged(zoomed);
  return notices;
}

test('the first zoom says the drag once; zooming out and in again says nothing more', () => {
  const store = new Store(new MemoryStorage());
  const settings = structuredClone(DEFAULT_SETTINGS) as Settings;
  expect(board(store, settings, [true, false, true])).toEqual([[PAN_TIP_WORDS, PAN_TIP_MS]]);
  expect(PAN_TIP_WORDS).toBe('Drag to move around the board');
  // A reload on the same device: the settings as saved, and no word.
  const reloaded = loadSettings(store);
  expect(reloaded.panTold).toBe(true);
  expect(board(store, reloaded, [true])).toEqual([]);
});

test('zooming out is no first zoom: the word waits for the zoom in', () => {
  const store = new Store(new MemoryStorage());
  const settings = structuredClone(DEFAULT_SETTINGS) as Settings;
  expect(board(store, settings, [false])).toEqual([]);
  expect(settings.panTold).toBe(false);
  expect(board(store, settings, [true])).toEqual([[PAN_TIP_WORDS, PAN_TIP_MS]]);
});
