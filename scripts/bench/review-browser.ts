// The review's time in the browser's worker: a square:6 game of 36 moves (the expert against
// medium, the person's seat replayed), finished on the board, then reviewed from the results.
// `npm run bench:browser` prints it (`npm run bench:browser -- review` prints only it).

import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/browser.ts';
import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, moveNames } from '../../src/engine/index.ts';

function game(): string[] {
  const position = new Position(parseRules('square:6'));
  const agents = [createAgent('medium'), createAgent('expert')];
  while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
  return moveNames(position);
}

export async function benchReviewInBrowser(url: string, given?: Browser): Promise<void> {
  const browser = given ?? (await launchChromium());
  const moves = game();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${url}?fast&layout=square:6&p1=medium&p2=human&moves=${moves.slice(0, -1).join('.')}`);
    await page.waitForFunction(
      () => window.cellDivision?.scene() === 'board' && window.cellDivision.state()?.busy === false,
      null,
      { timeout: 60_000 },
    );
    const at = (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 30_000 });
    const review = (await page.evaluate(() => window.cellDivision.controls())).find(
      (c) => c.id === 'review',
    )!;
    await page.mouse.click(review.x + review.width / 2, review.y + review.height / 2);
    await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
      timeout: 120_000,
      polling: 100,
    });
    times.push((await page.evaluate(() => window.cellDivision.review()!.ms))!);
    await page.close();
  }
  if (!given) await browser.close();
  const best = Math.min(...times);
  console.log(
    `review of a square:6 game of ${moves.length} moves in the worker: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')} (best ${(best / 1000).toFixed(2)} s; target < 3 s)`,
  );
}
