// On a phone, a board of 100 squares or more: the Play card says once that it is a long game, until
// the player starts one after reading it (kept across a reload); never on a bigger screen, never on
// a smaller board, never over a kept game's words.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { longGameLine } from '../../../src/words/long-game-words.ts';
import { menuRig } from './menu-ports.ts';

const big = { layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:12' } };

test('a 12×12 chosen on a phone: the Play card says it is a long game, in its moves', () => {
  const rig = menuRig(big);
  rig.set.phone = true;
  expect(rig.model.home().card.rules).toBe(longGameLine(144));
  expect(longGameLine(144)).toBe('A long game: 144 moves');
});

test('not on a tablet or a desktop, not on an 8×8 (64); from 100 squares on any shape (a triangle of 10 a side)', () => {
  const rig = menuRig(big);
  expect(rig.model.home().card.rules).toBeNull();
  const small = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:8' } });
  small.set.phone = true;
  expect(small.model.home().card.rules).toBeNull();
  const tri = menuRig({ family: 'tri', layouts: { ...DEFAULT_SETTINGS.layouts, tri: 'tri:10' } });
  tri.set.phone = true;
  expect(tri.model.home().card.rules).toBe(longGameLine(100));
});

test('once Play starts such a game the line is kept as read: not on the card again, after a reload too', () => {
  const rig = menuRig(big);
  rig.set.phone = true;
  rig.model.home();
  rig.model.played();
  expect(rig.model.home().card.rules).toBeNull();
  expect(rig.saved().longGameTold).toBe(true);
});

test('Play on a smaller board, or on a screen that is not a phone, does not spend the line', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:8' } });
  rig.set.phone = true;
  rig.model.played();
  expect(rig.saved().longGameTold).toBe(false);
  const wide = menuRig(big);
  wide.model.played();
  expect(wide.saved().longGameTold).toBe(false);
});
