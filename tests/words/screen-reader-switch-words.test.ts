import { describe, expect, it } from 'vitest';
import { SWITCH_INTRO, SWITCH_NAME, switchHeading } from '../../src/words/screen-reader-switch-words.ts';

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
    expect(SWITCH_INTRO).toMatch(/drawn for the eyes only/);
    expect(SWITCH_INTRO).toMatch(/hear its words and buttons/);
    // A sentence a person reads: no stray markup, ends with a full stop.
    expect(SWITCH_INTRO).toMatch(/^[A-Z][^<>]*\.$/);
  });
});
