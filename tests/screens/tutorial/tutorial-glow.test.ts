// The guided game's ask and its glow come and go together ("Corners touch too ... Tap the
// glowing square." was read while nothing glowed): played through with each move held while it
// animates, as the board view holds the match, every drawing that asks for the glowing square
// shows its ring, the opponent done thinking and no move animating (the person's own right tap
// took the glow at once and left the ask standing while its cell divided).
import { expect, test } from 'vitest';
import { squareName } from '../../../src/engine/index.ts';
import { guided, settle } from './guided-game.ts';

/** How long the view holds the match for a move's animation here, on the tutorial's clock. */
const ANIMATION_MS = 900;

test('tutorial glow - each ask for the glowing square is drawn with its ring, never while the opponent thinks or its move animates', async () => {
  const g = guided(false, 'touch', 700);
  let animating = 0;
  g.match.on((e) => {
    if (e.type !== 'move') return;
    const release = g.match.hold();
    animating++;
    g.clock.after(ANIMATION_MS, () => {
      animating--;
      release();
    });
  });
  const asks: string[] = [];
  g.observe(() => {
    const shot = g.model.snapshot();
    if (!/glowing square/.test(shot.words)) return;
    asks.push(shot.words);
    expect(shot.marked, shot.words).not.toBeNull();
    expect(shot.phase).toBe('tap');
    expect([shot.thinking, animating, g.match.isThinking]).toEqual([false, 0, false]);
  });
  await settle();
  const name = (s: number) => squareName(g.match.position.layout, s);
  for (let i = 0; i < 400 && g.model.snapshot().step !== 'end'; i++) {
    const shot = g.model.snapshot();
    if (shot.phase === 'tap' && shot.marked !== null && !g.match.busy) await g.tap(name(shot.marked));
    else if (shot.trap?.glowing[0]) g.model.tryTrap(shot.trap.glowing[0]);
    else if (g.ids().includes('tutorial:next')) await g.next();
    else await g.clock.advance(100);
  }
  expect(g.model.snapshot().step).toBe('end');
  // Every step that asks for a tap was seen asking: the first cell, beside it, the other side, the corner, the last.
  expect(asks.filter((w, i) => w !== asks[i - 1]).length).toBeGreaterThanOrEqual(4);
  expect(asks.some((w) => w.startsWith('Corners touch too'))).toBe(true);
});

// the board's white last-move ring stood beside the gold glow (on a side phone their corners
// met, and as a tap landed both were on one square): one ring asks for the eye at a time.
test('tutorial glow - the last move is ringed only while no square glows, and again once the tap is made', async () => {
  const g = guided();
  const seen = { glowing: 0, ringed: 0 };
  g.observe(() => {
    const shot = g.model.snapshot();
    expect(shot.lastMove, shot.words).toBe(shot.marked === null);
    if (shot.marked !== null) seen.glowing++;
    else if (g.match.position.lastMove() >= 0) seen.ringed++;
  });
  await settle();
  const name = (s: number) => squareName(g.match.position.layout, s);
  for (let i = 0; i < 400 && g.model.snapshot().step !== 'end'; i++) {
    const shot = g.model.snapshot();
    if (shot.phase === 'tap' && shot.marked !== null && !g.match.busy) await g.tap(name(shot.marked));
    else if (shot.trap?.glowing[0]) g.model.tryTrap(shot.trap.glowing[0]);
    else if (g.ids().includes('tutorial:next')) await g.next();
    else await g.clock.advance(100);
  }
  expect(g.model.snapshot()).toMatchObject({ step: 'end', lastMove: true });
  expect(seen.glowing).toBeGreaterThan(0);
  expect(seen.ringed).toBeGreaterThan(0);
});
