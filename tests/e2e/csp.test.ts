// The built page runs under its strict Content-Security-Policy (no inline style or script, no
// eval): a whole game raises no violation, the page is laid out as without it, and the bundle
// holds no eval or new Function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { CONTENT_SECURITY_POLICY } from '../../vite.config.ts';
import { useChromium } from './browser.ts';
import { TEST_BUILD } from './server.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const DIST = TEST_BUILD;
const HARD_SQUARE_4 = {
  ...DEFAULT_SETTINGS,
  opponent: 'hard',
  first: 'you',
  layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
};

/** Records every violation of the page's policy, from before the game's own scripts run. */
const LISTEN = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`;

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)],
  );
}

test('the built page carries the policy as its first head element', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(CONTENT_SECURITY_POLICY);
  expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe/);
  expect(html).not.toMatch(/<style|style="/);
});

test('no eval or new Function in the bundle', () => {
  const scripts = filesUnder(DIST).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  const found: string[] = [];
  for (const file of scripts) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /(^|[^\w$.])eval\s*\(|new\s+Function\s*\(|(^|[^\w$.])Function\s*\(\s*["'`]|set(Timeout|Interval)\s*\(\s*["'`]/g,
    )) {
      found.push(`${file}: ${code.slice(Math.max(0, m.index - 60), m.index + 60)}`);
    }
  }
  expect(found).toEqual([]);
});

// One whole game, on the upright phone: the policy is the page's and the bundle's, the same at any
// size (a second game at 1280x720, by the same touch, met the same code); the canvas filling the
// window at the other sizes is screens'.
test('a whole game at 390×844 - no violation, and the game fills the window', async () => {
  const [width, height] = [390, 844];
  const { context, page, errors, outside } = await openScreen(browser(), inject('gameUrl'), {
    width,
    height,
    init: LISTEN + savedSettings(HARD_SQUARE_4),
  });
  const policy = await page.evaluate(() =>
    document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
  );
  expect(policy).toBe(CONTENT_SECURITY_POLICY);
  const layout = await page.evaluate(() => {
    const r = document.querySelector('canvas')!.getBoundingClientRect();
    return {
      x: r.x,
      y: r.y,
      width: r.width,
      height: r.height,
      margin: getComputedStyle(document.body).margin,
      scrolls: document.documentElement.scrollHeight > innerHeight,
    };
  });
  expect(layout).toEqual({ x: 0, y: 0, width, height, margin: '0px', scrolls: false });

  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await tapControl(page, 'share'); // the notice or the link panel: DOM made by the game
  for (let turn = 0; turn < 16; turn++) {
    const s = await settle(page);
    if (s.over) break;
    const empty = ['a', 'b', 'c', 'd']
      .flatMap((c) => [1, 2, 3, 4].map((r) => `${c}${r}`))
      .find((n) => !s.moves.includes(n))!;
    await tapSquare(page, empty);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 20_000 });
  await shot(page, `csp-results-${width}x${height}`);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);

  // The listener hears a violation when there is one: an inline style is refused.
  await page.evaluate(() =>
    document.head.appendChild(document.createElement('style')).append('body { margin: 40px }'),
  );
  await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
  expect((await violations(page))[0]).toMatch(/^style-src/);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  await context.close();
});
