// One way to the menu at the guided game's end (review 38, 16: "‹ Menu" in the corner and Menu on
// the card): the corner's way out is in sight while the guided game is played and goes at its end,
// where the card's own choices say where to go, whatever the script's steps are.
import { expect, test } from 'vitest';
import { squareName } from '../../../src/engine/index.ts';
import { guided, settle } from './guided-game.ts';

/** Plays the guided game as a person would: the glowing square (the try-it board's too) when one glows, else Next, else reads on. */
async function playToEnd(g: ReturnType<typeof guided>, seen: boolean[]): Promise<void> {
  for (let i = 0; i < 200 && g.model.snapshot().step !== 'end'; i++) {
    const shot = g.model.snapshot();
    seen.push(shot.exit);
    if (shot.marked !== null && shot.phase === 'tap')
      await g.tap(squareName(g.match.position.layout, shot.marked));
    else if (shot.trap?.glowing[0]) g.model.tryTrap(shot.trap.glowing[0]);
    else if (g.ids().includes('tutorial:next')) {
      g.model.choose('tutorial:next');
      await settle();
    } else await g.clock.advance(500);
  }
}

test.each([false, true])(
  'the guided game (over a game kept: %s) ends with one way to the menu, on its card',
  async (hasGame) => {
    const g = guided(hasGame);
    await settle();
    const seen: boolean[] = [];
    await playToEnd(g, seen);
    expect(g.model.snapshot().step).toBe('end');
    // In sight all the way through the guided game, as on a game's board.
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every(Boolean)).toBe(true);
    const end = g.model.snapshot();
    expect(end.exit).toBe(false);
    expect(end.choices.filter((c) => /menu/i.test(c.label) || c.id === 'tutorial:menu')).toHaveLength(1);
    expect(end.choices.find((c) => c.primary)?.id).toBe('tutorial:play');
  },
);
