// The turn's light on a phone on its side (844x390, touch), the score panels stacked in the column:
// through two of the person's moves and Medium's replies, every frame has one panel lit at most,
// the light handed over between them (a reviewer saw "Your turn" lit with Medium's
// panel still lit). Which panel is lit, and how the light moves, are tested in Node
// (tests/screens/game/turn-light.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium();

test('a phone on its side: never both panels lit, through the reply and the hand-over', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    touch: true,
    query: 'layout=square:6&p1=human&p2=medium&moves=c3.d4.c4.d3',
    scene: 'board',
    // At the players' pace: the light's rise and the reply's beats as a player sees them.
    fast: false,
  });
  await settle(page);
  // Every frame's lights, read as it is drawn.
  await page.evaluate(() => {
    const seen: [number, number][] = [];
    (window as unknown as { lightsSeen: [number, number][] }).lightsSeen = seen;
    const read = () => {
      const lights = window.cellDivision.panelLights();
      if (lights) seen.push(lights);
      if (seen.length < 50_000) requestAnimationFrame(read);
    };
    requestAnimationFrame(read);
  });
  for (const [square, moves] of [
    ['b2', 6],
    ['e2', 8],
  ] as const) {
    await tapSquare(page, square);
    await page.waitForFunction((n) => (window.cellDivision.state()?.moves.length ?? 0) >= n, moves, {
      timeout: 30_000,
    });
    await settle(page);
  }
  await shot(page, 'turn-lights-844x390');
  const seen = await page.evaluate(
    () => (window as unknown as { lightsSeen: [number, number][] }).lightsSeen,
  );
  const both = seen.filter(([a, b]) => a > 0 && b > 0);
  expect(both).toEqual([]);
  // The light went to Medium and back to the person, twice.
  const lit = seen.filter(([a, b]) => a > 0 || b > 0).map(([a]) => (a > 0 ? 0 : 1));
  const handOvers = lit.filter((side, i) => i > 0 && side !== lit[i - 1]).length;
  expect(handOvers).toBeGreaterThanOrEqual(2);
  expect(lit.at(-1)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
