import { describe, expect, it } from 'vitest';
import {
  SWITCH_INTRO,
  SWITCH_NAME,
  switchHeading,
  welcomeSaid,
} from '../../src/words/screen-reader-switch-words.ts';

describe('what a screen reader hears before its board is on', () => {
  it('names the game and the screen in sight', () => {
    expect(switchHeading('Guided game')).toBe('Cell Division: Guided game');
    expect(switchHeading('Menu')).toBe('Cell Division: Menu');
    // The menu's own title is the game's name: said once.
    expect(switchHeading('Cell Division')).toBe('Cell Division');
    expect(switchHeading(null)).toBe('Cell Division');
  });

  it('says in a sentence that the screen is drawn and what the switch gives', () => {
    expect(SWITCH_INTRO).toContain(`"${SWITCH_NAME}"`);
    expect(SWITCH_INTRO).toMatch(/a picture a screen reader cannot read/);
    expect(SWITCH_INTRO).toMatch(/hear its words and buttons/);
    // A sentence a person reads: no stray markup, ends with a full stop.
    expect(SWITCH_INTRO).toMatch(/^[A-Z][^<>]*\.$/);
  });

  it("says the menu's welcome back as a sentence, without its drawn star", () => {
    expect(welcomeSaid('Yesterday you beat Hard on the hexagon')).toBe(
      'Yesterday you beat Hard on the hexagon.',
    );
    expect(welcomeSaid('✦ Today you drew with Easy on the square board')).toBe(
      'Today you drew with Easy on the square board.',
    );
    // A question keeps its own mark.
    expect(welcomeSaid('Today Medium won on the petri dish: another go?')).toBe(
      'Today Medium won on the petri dish: another go?',
    );
    // No game yet: nothing said.
    expect(welcomeSaid(null)).toBeNull();
    expect(welcomeSaid('✦ ')).toBeNull();
  });
});
