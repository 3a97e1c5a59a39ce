// Where a player reads the coach's hint on a phone either way up and a tablet (the free first one on
// ladder step 1, and one where every move loses against Expert): its two lines on the screen, at
// 13 CSS px or more, off the board's squares (issue 28). Their words are the models' (tests/words,
// tests/screens/game/hint-behind.test.ts); the review's look is review-upright's and review-turn's.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const SCREENS = [
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
  { width: 1024, height: 768, dpr: 1, tag: '1024x768' },
];

// square:5 against Expert, 16 moves in: every move loses, d2 by least.
const LOSING = 'a4.e4.e5.b4.b5.d4.c3.c2.c5.b2.b1.b3.c1.e2.a2.c4';

test.each(SCREENS)('the hint in two lines on the screen, off the board - $tag', async (s) => {
  for (const [name, query] of [
    ['free', 'layout=square:5&p1=human&p2=easy&moves=a1.b2.c3.d4.e5.a5.b4.d2'],
    ['losing', `layout=square:5&p1=human&p2=expert&moves=${LOSING}`],
  ] as const) {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...s,
      touch: true,
      query,
      scene: 'board',
    });
    await settle(page);
    await tapControl(page, 'hint');
    // Hints are off against Expert until the player turns them on.
    if (name === 'losing') {
      await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
      await tapControl(page, 'confirm:yes');
    }
    await page.waitForFunction(() => window.cellDivision.hint()?.tag != null, null, { timeout: 60_000 });
    await twoFrames(page);
    await shot(page, `coach-hint-${name}-${s.tag}`);
    const { words, glass, sizes } = await page.evaluate(() => {
      const h = window.cellDivision;
      return { words: h.coachWordsBox(), glass: h.boardGlass(), sizes: h.textSizes() };
    });
    expect(words, name).not.toBeNull();
    expect(words!.x).toBeGreaterThanOrEqual(0);
    expect(words!.y).toBeGreaterThanOrEqual(0);
    expect(words!.x + words!.width).toBeLessThanOrEqual(s.width);
    expect(words!.y + words!.height).toBeLessThanOrEqual(s.height);
    const over =
      words!.x < glass!.x + glass!.width &&
      glass!.x < words!.x + words!.width &&
      words!.y < glass!.y + glass!.height &&
      glass!.y < words!.y + words!.height;
    expect(over, `${name}: the hint's words over the board`).toBe(false);
    // The hint's words as drawn ("Try c4 for 8, …" / "Try d2: it keeps the game closest. …"): at most
    // two lines, at 13 CSS px or more.
    const drawn = sizes.filter((t) => t.text.startsWith('Try '));
    expect(drawn, JSON.stringify(sizes.map((t) => t.text))).toHaveLength(1);
    expect(drawn[0]!.text.split('\n').length, drawn[0]!.text).toBeLessThanOrEqual(2);
    expect(drawn[0]!.css).toBeGreaterThanOrEqual(13);
    expect(errors).toEqual([]);
    await context.close();
  }
});
