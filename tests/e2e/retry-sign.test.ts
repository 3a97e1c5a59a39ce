// The retry's smoke in a browser: its sign over the status line ("Practice · from move N") is
// drawn in one piece, at least 13 CSS px, clear of the scores, the status line, the toolbar, the
// labels and the notice, and heard in the screen readers' mirror; the toolbar's way back to the
// review stands in Menu's place and taps back to the review; Play on on the verdict's question
// brings Menu back under the played-on sign, laid out alike. Which sign, when, and what Back and
// Play on keep are the retry model's, tested in Node (tests/screens/review/retry.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controls, settle, shot, SOON } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';
import { openReviewedGame, scene, shown } from './review-trip.ts';
import { type Box, overlaps } from './boxes.ts';

const browser = useChromium();

// A phone each way up, the tightest screens for the sign: one leaves by the toolbar, one plays on.
const SCREENS = [
  { width: 390, height: 844, dpr: 1, tag: '390x844', a11y: true, leave: 'play-on' },
  { width: 844, height: 390, dpr: 1, tag: '844x390', a11y: false, leave: 'back' },
] as const;

/** What the sign's box covers: the scores, the status line's own words, a button, a label or the notice. */
async function coveredBy(page: Page, sign: Box, statusWords: string): Promise<string[]> {
  const seen = await page.evaluate(() => ({
    panels: window.cellDivision.scorePanels()!,
    controls: window.cellDivision.controls(),
    labels: window.cellDivision.boardLabels()!,
    notice: window.cellDivision.noticeBox(),
    texts: window.cellDivision.textBoxes(),
  }));
  expect(seen.panels).toHaveLength(2);
  expect(seen.labels.length).toBeGreaterThan(0);
  const status = seen.texts.find((t) => t.text.replace(/\s+/g, ' ') === statusWords);
  expect(status, `the status line "${statusWords}" is drawn`).toBeDefined();
  return [
    ...seen.panels.map((b, i) => ({ what: `score panel ${i + 1}`, b })),
    { what: 'status line', b: status! },
    ...seen.controls.map((c) => ({ what: `button ${c.id}`, b: c })),
    ...seen.labels.map((l) => ({ what: `label ${l.text}`, b: l })),
    ...(seen.notice ? [{ what: 'notice', b: seen.notice }] : []),
  ]
    .filter(({ b }) => overlaps(sign, b))
    .map(({ what }) => what);
}

test.each(SCREENS)('a retry is signed until it is left or played on - $tag', async (screen) => {
  const { context, page, errors } = await openReviewedGame(
    browser(),
    inject('gameUrl'),
    { width: screen.width, height: screen.height, dpr: screen.dpr },
    'square:4',
    5 + screen.width,
    screen.a11y ? 'a11y=1&' : '',
  );
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  await tapControl(page, 'retry');
  await scene(page, 'board');
  const at = (await settle(page)).moves.length;
  const sign = `Practice · from move ${at + 1}`;
  await page.waitForFunction(
    (sign) => window.cellDivision.status()?.startsWith(`${sign}. `) === true,
    sign,
    SOON,
  );
  // The opening notice ("Move N again…") is up too: the sign stands clear of it as of the rest.
  await page.waitForFunction(() => window.cellDivision.notice()?.startsWith('Move ') === true, null, SOON);
  const statusWords = (await page.evaluate(() => window.cellDivision.status()))!.slice(sign.length + 2);
  const drawn = (await page.evaluate(() => window.cellDivision.textBoxes())).find(
    (t) => t.text.replace(/\s+/g, ' ') === sign,
  );
  expect(drawn, 'the sign is drawn in one piece').toBeDefined();
  expect(drawn!.css).toBeGreaterThanOrEqual(13);
  expect(drawn!.x).toBeGreaterThanOrEqual(0);
  expect(drawn!.x + drawn!.width).toBeLessThanOrEqual(screen.width);
  expect(await coveredBy(page, drawn!, statusWords)).toEqual([]);
  if (screen.a11y) {
    await expect
      .poll(() => page.evaluate(() => document.body.textContent ?? ''), SOON)
      .toContain(`${sign}. `);
  }
  // The way back to the review takes Menu's place, in sight in the top corner (on every shape).
  const ids = (await controls(page)).map((c) => c.id);
  expect(ids.at(-1)).toBe('back-to-review');
  expect(ids).not.toContain('menu');
  const back = (await controls(page)).find((c) => c.id === 'back-to-review')!;
  expect(back.label).toBe('Back to review');
  expect(Math.min(back.width, back.height)).toBeGreaterThanOrEqual(44);
  expect(await coveredBy(page, back, statusWords)).toEqual(['button back-to-review']);
  await shot(page, `retry-sign-${screen.tag}`);

  if (screen.leave === 'back') {
    await tapControl(page, 'back-to-review');
    await scene(page, 'review');
    await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, at + 1, SOON);
    // The review's own Results bring back the game retried, signless under them.
    await shown(page, 'results');
    await tapControl(page, 'results');
    await scene(page, 'results');
    expect(await page.evaluate(() => window.cellDivision.status())).not.toMatch(/^Retry/);
  } else {
    await tapSquare(page, review.moves[at]!.best[0]!);
    await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
    await shown(page, 'confirm:no');
    // Still a retry while the verdict is asked.
    expect(await page.evaluate(() => window.cellDivision.status())).toMatch(/^Practice · from move/);
    await tapControl(page, 'confirm:no');
    // Played on, the game is laid out again with Menu back in the corner.
    await shown(page, 'more');
    await shown(page, 'menu');
    const playedOn = `Played on from move ${at + 1} · not in your record`;
    await page.waitForFunction(
      (sign) => window.cellDivision.status()?.startsWith(`${sign}. `) === true,
      playedOn,
      SOON,
    );
    expect((await controls(page)).map((c) => c.id)).not.toContain('back-to-review');
    const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
    expect(boxes.map((t) => t.text)).not.toContain(sign);
    const kept = boxes.find((t) => t.text.replace(/\s+/g, ' ') === playedOn);
    expect(kept, 'the played-on sign is drawn in one piece').toBeDefined();
    expect(kept!.css).toBeGreaterThanOrEqual(13);
    const playedOnStatus = (await page.evaluate(() => window.cellDivision.status()))!.slice(
      playedOn.length + 2,
    );
    expect(await coveredBy(page, kept!, playedOnStatus)).toEqual([]);
    await shot(page, `retry-played-on-${screen.tag}`);
  }
  expect(errors).toEqual([]);
  await context.close();
});
