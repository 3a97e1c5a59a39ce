// The standalone build is an installable, offline app: its page links a manifest whose icons load,
// its service worker takes the page and precaches everything, and with the network gone a reload
// still opens the game and a whole game against the expert (the opponents' worker, the baked
// textures) plays. Inside another site's frame no service worker is registered.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare, TUTORIAL_OFFERED } from './tablet-page.ts';

const browser = useChromium({ serviceWorkers: 'allow' });

const EXPERT_SQUARE_4 = {
  ...DEFAULT_SETTINGS,
  opponent: 'expert',
  first: 'you',
  layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
};
/** Records every violation of the page's Content-Security-Policy, from before the game's scripts run. */
const LISTEN = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`;
const SQUARES_4 = ['a', 'b', 'c', 'd'].flatMap((c) => [1, 2, 3, 4].map((r) => `${c}${r}`));

/** Plays the person's moves on the first empty square until the match is over; gives the moves made. */
async function playToTheEnd(page: Page): Promise<string[]> {
  for (let turn = 0; turn < 16; turn++) {
    const s = await settle(page);
    if (s.over) return s.moves;
    await tapSquare(
      page,
      SQUARES_4.find((n) => !s.moves.includes(n))!,
    );
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length);
  }
  return (await settle(page)).moves;
}

/** The page links a manifest whose icons load at their sizes, and an apple-touch icon of 180 px. */
async function expectInstallable(page: Page): Promise<void> {
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
    const json = (await (await fetch(link.href)).json()) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    const icons = await Promise.all(
      json.icons.map(async (icon) => {
        const image = new Image();
        image.src = new URL(icon.src, link.href).href;
        await image.decode();
        return `${icon.purpose} ${icon.sizes} ${image.naturalWidth}x${image.naturalHeight}`;
      }),
    );
    return { ...json, icons };
  });
  expect(manifest).toMatchObject({
    name: 'Cell Division',
    display: 'standalone',
    orientation: 'any',
    start_url: './',
    scope: './',
    theme_color: '#0d1b1e',
    background_color: '#0d1b1e',
  });
  expect(manifest.icons).toEqual(['any 192x192 192x192', 'any 512x512 512x512', 'maskable 512x512 512x512']);
  const apple = await page.evaluate(async () => {
    const image = new Image();
    image.src = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')!.href;
    await image.decode();
    return image.naturalWidth;
  });
  expect(apple).toBe(180);
}

// One page load: installable from it, then offline after the visit.
test('installs from the page (a manifest with the baked icons, a service worker that takes the page); offline after the visit, a reload with no network opens the game and a whole game against the expert plays', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    touch: true,
    init: LISTEN + savedSettings(EXPERT_SQUARE_4),
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await expectInstallable(page);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
    inject('gameUrl'),
  );

  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  // The network is really gone: a file the cache does not hold cannot be fetched. (Chromium 150
  // keeps navigator.onLine true after a reload under the emulated offline mode, so that is no test.)
  const probe = `${inject('gameUrl')}not-cached-${Date.now()}.txt`;
  expect(
    await page.evaluate(
      (u) =>
        fetch(u).then(
          () => 'fetched',
          () => 'failed',
        ),
      probe,
    ),
  ).toBe('failed');
  failed.splice(failed.indexOf(probe), 1);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await shot(page, 'offline-menu-1024x768');

  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  const moves = await playToTheEnd(page);
  expect(moves.length).toBe(16);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 20_000 });
  await shot(page, 'offline-results-1024x768');
  // The expert answered from its worker, loaded from the cache: no fallback, no failed request.
  expect(warnings.filter((w) => /fallback|offline play/.test(w))).toEqual([]);
  expect(await page.evaluate(() => window.cellDivision.notices())).not.toContainEqual(
    expect.stringMatching(/simpler opponent/),
  );
  expect(failed).toEqual([]);
  // The page's strict policy holds offline too (the manifest, the worker and the cache are 'self').
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
  await context.close();
});

test("inside another site's frame, no service worker is registered", async () => {
  const gameUrl = inject('gameUrl');
  // Another origin (another port) of the same site: the browser would allow a service worker in
  // its frame, so only the game's own rule keeps it out. (itch.io's frame is another site, where
  // Chromium partitions or refuses it anyway.)
  const site = createServer((_, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><title>a game site</title><iframe id="game" src="${gameUrl}?fast" width="1000" height="640"></iframe>`,
      ),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const context = await browser().newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(TUTORIAL_OFFERED);
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
  const frame = (await (await page.waitForSelector('#game')).contentFrame())!;
  await frame.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  // Registration would have started at load, before the menu; give it time to finish had it started.
  await frame.waitForTimeout(1500);
  const seen = await frame.evaluate(async () => ({
    framed: window.top !== window,
    secure: isSecureContext,
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    controlled: !!navigator.serviceWorker.controller,
  }));
  expect(seen).toEqual({ framed: true, secure: true, registrations: 0, controlled: false });
  expect(warnings.filter((w) => /offline play/.test(w))).toEqual([]);
  await context.close();
  await new Promise((resolve) => site.close(resolve));
});
