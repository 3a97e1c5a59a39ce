// When the rules' help opens the picture of scoring by connections by itself (the record is Your
// games' Record tab: tests/screens/history).
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { DEFAULT_SETTINGS, loadSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import {
  connectionsButtons,
  connectionsSeen,
  helpFor,
  opensByItself,
} from '../../../src/screens/menu/rules-help.ts';

test('scoring by connections opens its picture first, by itself only until it was seen; divisions open how to play', () => {
  const store = new Store(new MemoryStorage());
  const settings = structuredClone(DEFAULT_SETTINGS);
  const connections = parseRules('square:5/connections');
  expect(helpFor(connections)).toBe('connections');
  expect(helpFor(parseRules('square:5'))).toBe('how-to-play');
  expect(opensByItself(connections, settings)).toBe(true);
  expect(opensByItself(parseRules('square:5'), settings)).toBe(false);
  connectionsSeen(settings, store);
  expect(opensByItself(connections, settings)).toBe(false);
  expect(loadSettings(store).connectionsShown).toBe(true);
});

test("a new player's first game by connections meets one dialog: the picture opened by itself offers Got it alone", () => {
  // Before the first move: the picture, and no way on to how to play's pages (a second dialog).
  expect(connectionsButtons(true)).toEqual(['close']);
  // Asked for (the board's How to play, the puzzle's rules card): all the rules one tap away.
  expect(connectionsButtons(false)).toEqual(['rules', 'close']);
});
