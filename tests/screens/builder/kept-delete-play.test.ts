// A resize lays the builder out again (issue 32, item 16): the Delete question over a saved board
// and Play's question over the game in progress went with it (answering No kept everything, but the
// question was gone). Now they stay open across the new layout, as Save, Paste and Rename do, and
// go once answered.
import { expect, test, vi } from 'vitest';
import { SAVED_MATCH_KEY } from '../../../src/game/saved-match.ts';
import { loadBoards, saveBoard } from '../../../src/game/saved-boards.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../../src/game/storage.ts';
import { boardKeeping } from '../../../src/scenes/builder-keeping.ts';
import { playBuiltBoard } from '../../../src/scenes/builder-play.ts';
import { keptQuestion, type Services } from '../../../src/scenes/services.ts';
import { keptBuilderQuestion, PLAY_REPLACE_KEY } from '../../../src/screens/builder/board-keeping.ts';
import type { Route } from '../../../src/screens/route/route.ts';
import type { ConfirmOptions, Dialogs, TextPromptOptions } from '../../../src/ui/dialog-port.ts';

// The notices are the page's (DOM): here only what they say is kept.
const told: string[] = [];
vi.mock('../../../src/ui/notice.ts', () => ({
  showNotice: (words: string) => told.push(words),
}));
vi.mock('../../../src/ui/link-panel.ts', () => ({ showLinkPanel: () => {} }));

function rig() {
  const storage = new MemoryStorage();
  const store = new Store(storage);
  saveBoard(store, 'Ring', 'custom:4x4:ffff');
  const services = { store, match: null } as unknown as Services;
  const asked: { text: TextPromptOptions[]; confirm: ConfirmOptions[] } = { text: [], confirm: [] };
  const dialogs: Dialogs = {
    screen: 'builder',
    confirm: (o) => asked.confirm.push(o),
    askText: (o) => asked.text.push(o),
    boardList: (boards, actions) => actions.remove(boards[0]!),
  };
  /** The builder laid out again: the question it asks again, if any. */
  const resize = () => {
    keptQuestion(services).relayout('builder');
    return keptBuilderQuestion(store, keptQuestion(services).reopen('builder'));
  };
  return { storage, store, services, dialogs, asked, resize };
}

test('Delete over a saved board is asked again after a resize, for the same board; answered, not again', () => {
  const r = rig();
  const board = { grid: () => ({}) as never, load: () => {}, open: () => {} };
  boardKeeping(r.dialogs, r.services, board).list();
  expect(r.asked.text[0]!.okLabel).toBe('Delete');
  expect(r.resize()).toEqual({ ask: 'delete', board: { name: 'Ring', id: 'custom:4x4:ffff' } });
  // The new layout asks it again; Delete then deletes, and nothing is asked after the next resize.
  boardKeeping(r.dialogs, r.services, board).remove({ name: 'Ring', id: 'custom:4x4:ffff' });
  r.asked.text[1]!.onAccept(r.asked.text[1]!.value);
  expect(loadBoards(r.store)).toEqual([]);
  expect(told).toEqual(['Deleted "Ring".']);
  expect(r.resize()).toBeNull();
  // Cancel is an answer too.
  saveBoard(r.store, 'Ring', 'custom:4x4:ffff');
  boardKeeping(r.dialogs, r.services, board).list();
  r.asked.text[2]!.onCancel!();
  expect(r.resize()).toBeNull();
});

test("Play's question over the game in progress is asked again after a resize and is no answer; No keeps the game", () => {
  const r = rig();
  const saved = {
    rules: 'square:6',
    players: ['human', 'easy'],
    record: 'square:6 a1 a2 a3 a4',
    over: false,
  };
  r.storage.setItem(STORAGE_PREFIX + SAVED_MATCH_KEY, JSON.stringify(saved));
  const opened: string[] = [];
  const route = { open: (key: string) => opened.push(key) } as unknown as Route;
  playBuiltBoard(r.dialogs, route, r.services, 'custom:4x4:ffff', PLAY_REPLACE_KEY);
  expect(r.asked.confirm).toHaveLength(1);
  // Its scene ending under it (the new layout) is not taken for No.
  expect(r.asked.confirm[0]!.kept).toBe(true);
  expect(r.resize()).toEqual({ ask: 'play' });
  playBuiltBoard(r.dialogs, route, r.services, 'custom:4x4:ffff', PLAY_REPLACE_KEY);
  r.asked.confirm[1]!.onNo!();
  expect(r.resize()).toBeNull();
  expect(opened).toEqual([]);
  expect(JSON.parse(r.storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)!)).toEqual(saved);
});

test("Play's question asked again after a resize, with the game in progress gone meanwhile, starts nothing", () => {
  const r = rig();
  const opened: string[] = [];
  const route = { open: (key: string) => opened.push(key) } as unknown as Route;
  // Nothing to replace: the question is not asked, and no game starts in the person's place.
  playBuiltBoard(r.dialogs, route, r.services, 'custom:4x4:ffff', PLAY_REPLACE_KEY, true);
  expect(r.asked.confirm).toEqual([]);
  expect(opened).toEqual([]);
});
