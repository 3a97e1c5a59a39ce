// The menu's words for a board's size, as a player reads them (RULES.md's layouts): 8×8, 7 across,
// 8 wide, 4 a side; and the rules options a game carries, as the first card says them.
import { expect, test } from 'vitest';
import { boardWords, rulesWords, sizeWords } from '../../../src/screens/menu/size-words.ts';
import { menuRig } from './menu-ports.ts';

test('every family says its size the way its board is drawn', () => {
  expect(
    ['square:8', 'beaker:6x7', 'petri:7', 'flask:8x3', 'hex:4', 'tri:6', 'custom:3x3:fe8'].map(sizeWords),
  ).toEqual(['8×8', '7×6', '7 across', '8 wide', '4 a side', '6 a side', '8 squares']);
  // A beaker's id gives rows then columns; its name says the columns first, as its board is drawn:
  // beaker:4x5 is 5 squares across and 4 high (a reviewer read "4×5" as 4 across).
  expect(boardWords('beaker:4x5')).toBe('Beaker 5×4');
  expect(boardWords('square:8/capture')).toBe('Square 8×8');
  expect(boardWords('hex:4')).toBe('Hexagon 4 a side');
  expect(boardWords('custom:3x3:fe8', [{ name: 'My ring', id: 'custom:3x3:fe8' }])).toBe(
    'My ring, 8 squares',
  );
  expect(boardWords('custom:3x3:fe8')).toBe('Your board, 8 squares');
});

test('the rules options in RULES.md order, in a player words; none for the classic rules', () => {
  expect(rulesWords('square:8')).toBeNull();
  expect(rulesWords('square:8/capture/jumps')).toBe('Capture · Jumps');
  expect(rulesWords('petri:7/equal/connections/capture/stem')).toBe(
    'Equal moves · Connections · Capture · Stem cells',
  );
  expect(rulesWords('hex:4/connections/stem:d4.f5')).toBe('Connections · Stem cells');
});

test('the first card says the chosen size as 8×8 and marks the chosen rules options (changed-rules.test.ts); a kept game, its own', () => {
  const rig = menuRig({
    family: 'square',
    layouts: { ...menuRig().ports.settings.layouts, square: 'square:8' },
    capture: true,
    jumps: true,
  });
  expect(rig.model.home().card).toMatchObject({ board: 'Square 8×8', rules: null });
  expect(rig.model.home().card.changed?.words).toBe('Capture + jumps  ✕');
  // A newcomer (no capture game finished) reads what capture does (capture-offer.test.ts).
  expect(rig.model.setup.summary()).toBe(
    'Square 8×8 · Capture: the last square can take the whole board · Jumps · You vs Easy',
  );
  const kept = menuRig(
    { capture: true },
    {
      match: {
        rules: 'hex:4/connections',
        players: ['human', 'easy'],
        record: 'hex:4/connections d4',
        over: false,
      },
    },
  );
  expect(kept.model.home().card).toMatchObject({ board: 'Hexagon 4 a side', rules: 'Connections' });
});
