// The page's screen-reader switch keeps the keyboard's place when the switch that had the focus goes
// out of the page (the menu's, as the menu starts again): the switch in its place takes the focus, so
// the next Tab goes from it into the game. A player who left the switch for the page stays there.
import { describe, expect, test } from 'vitest';
import { switchTakesFocusBack } from '../../src/ui/a11y-off-switch.ts';

describe('switchTakesFocusBack', () => {
  test('a focused switch taken out of the page, the focus fallen to the body: the new switch takes it', () => {
    expect(switchTakesFocusBack(false, true)).toBe(true);
  });
  test('the focused switch still in the page (the player clicked beside the game): the focus stays', () => {
    expect(switchTakesFocusBack(true, true)).toBe(false);
  });
  test('no switch had the focus, or the focus is somewhere (the game): nothing moves', () => {
    expect(switchTakesFocusBack(null, true)).toBe(false);
    expect(switchTakesFocusBack(false, false)).toBe(false);
  });
});
