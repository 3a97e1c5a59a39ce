// How the person played, on the results (smoke): after a draw against Perfect on Square 4×4 with
// every move best, the results keep the line's place (an unseen placeholder of two lines) and then, once the
// review has every move, that no one can do better here, in the same place (the buttons do not move); after a win
// against Easy the line says in one sentence what the costly moves cost. The counting and its words are tested in Node
// (tests/screens/results/how-you-played.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { settle, shot } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen } from './tablet-page.ts';

// Both players' best moves on Square 4×4 (the book and the solver): a draw; the person moves second.
const PERFECT_DRAW = 'a4.b4.c4.d4.a3.b3.c3.d3.a2.b2.c2.d2.a1.b1.c1.d1'.split('.');

const browser = useChromium();

/** Plays the last move of `moves` on the board and waits for the results' line of how the person played. */
async function finish(page: Page, moves: string[], line: RegExp): Promise<string> {
  await settle(page);
  const last = (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
  await page.mouse.click(last.x, last.y);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  await openWholeSheet(page);
  const said = await page.waitForFunction(
    // The view may wrap the sentence: its words are compared with the breaks folded to spaces.
    (source) =>
      window.cellDivision
        .texts()
        .map((t) => t.replace(/\s+/g, ' '))
        .find((t) => new RegExp(source).test(t)) ?? false,
    line.source,
    { timeout: 120_000 },
  );
  return (await said.jsonValue()) as string;
}

const SCREENS = [
  { name: '390x844', width: 390, height: 844, dpr: 3, touch: true },
  { name: '844x390', width: 844, height: 390, dpr: 3, touch: true },
  { name: '1024x768', width: 1024, height: 768, dpr: 2, touch: true },
  { name: '1280x720', width: 1280, height: 720, dpr: 1, touch: false },
];

test('how you played - a draw held against Perfect on 4x4, then a win against Easy, on four screens (the win on three)', async () => {
  const won = randomGameWhere('square:4', (p) => p.scores[2]! > p.scores[1]!);
  for (const screen of SCREENS) {
    const draw = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: `layout=square:4&p1=perfect&p2=human&moves=${PERFECT_DRAW.slice(0, -1).join('.')}`,
      scene: 'board',
    });
    const { page } = draw;
    const before = await (async () => {
      await settle(page);
      const last = (await page.evaluate((n) => window.cellDivision.square(n), PERFECT_DRAW.at(-1)!))!;
      await page.mouse.click(last.x, last.y);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
      // An upright phone's sheet is short first: how you played is on the whole sheet.
      await openWholeSheet(page, screen.touch ?? true);
      // The sheet drawn: two frames with the buttons in the same places.
      await page.waitForFunction(
        () => {
          const w = window as unknown as { places?: string };
          const now = JSON.stringify(window.cellDivision.controls().map((c) => [c.id, c.x, c.y]));
          const same = now === w.places;
          w.places = now;
          return same;
        },
        null,
        { polling: 'raf', timeout: 30_000 },
      );
      return page.evaluate(() => window.cellDivision.controls().map((c) => [c.id, c.x, c.y]));
    })();
    await page.waitForFunction(
      () =>
        window.cellDivision
          .texts()
          .some((t) => t.replace(/\s+/g, ' ') === 'Every move was the best: no one can do better here'),
      null,
      { timeout: 120_000 },
    );
    // The line took the place kept for it: no button moved under a finger.
    const after = await page.evaluate(() => window.cellDivision.controls().map((c) => [c.id, c.x, c.y]));
    expect(after).toEqual(before);
    await shot(page, `played-perfect-draw-${screen.name}`);
    expect(draw.errors).toEqual([]);
    await draw.context.close();

    // On a phone on its side a ladder step's stars leave the line no room beside the tall final board:
    // there it stands in short under the board (results-side.ts); the win is looked at on the other screens.
    if (screen.name === '844x390') continue;
    const easy = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: `layout=square:4&p1=easy&p2=human&moves=${won.slice(0, -1).join('.')}`,
      scene: 'board',
    });
    const line = await finish(
      easy.page,
      won,
      /^(Every move was the best|No move|No single move|Move \d+, |\d+ moves? (cost|could)|\w+ was ahead from the start)/,
    );
    // One sentence, every number labelled (points, moves), no count of judged moves.
    expect(line).toMatch(
      /^(Every move was the best: a perfect game|No move cost you much\.|No (single )?move of yours lost it.*\.|Move \d+, [a-z]+\d+, (gave away the (win|draw) \(|cost you ).+\.|\d+ moves? cost you (about )?(\d+ points?|less than a point)(, most of all [a-z]+\d+)?\.|\d+ moves? could have been better: see the review\.|\w+ was ahead from the start.+\.)$/,
    );
    expect(line).not.toMatch(/judged/);
    await shot(easy.page, `played-easy-win-${screen.name}`);
    expect(easy.errors).toEqual([]);
    await easy.context.close();
  }
  // Eight games on four screens, each waiting for its review.
}, 300_000);
