// Shared steps of the e2e tests: open the game with chosen settings, click buttons and squares by
// real pointer input, wait for the match to settle, and keep screenshots (with E2E_SHOTS=1 only:
// no test reads them; a test that reads pixels takes its own, pixelsOnPage).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Browser, Page } from 'playwright-core';
import type { HookControl, HookState } from '../../src/testing/hook-contract.ts';
import { noteBoot } from './boot-times.ts';
import { WARM_SOURCE } from './browser.ts';
import { storageAfter, warmPage, type WarmSource } from './warm-pages.ts';

export const SHOTS = resolve(import.meta.dirname, 'screenshots');
/** Whether screenshots are kept for a person to look at: `E2E_SHOTS=1 npx vitest run --project e2e`. */
export const KEEP_SHOTS = process.env.E2E_SHOTS === '1';
if (KEEP_SHOTS) mkdirSync(SHOTS, { recursive: true });

export interface OpenedGame {
  page: Page;
  errors: string[];
}

/** Opens the game with these saved settings (as a returning player would have them). */
export async function openGame(
  browser: Browser,
  url: string,
  settings: object | null,
  viewport = { width: 1280, height: 800 },
): Promise<OpenedGame> {
  const startedAt = performance.now();
  const source = (browser as unknown as Record<symbol, WarmSource | undefined>)[WARM_SOURCE];
  // A warm page started afresh unless the run turned them off (E2E_WARM=0).
  if (source && process.env.E2E_WARM !== '0') {
    const scripts = [
      `localStorage.setItem('cell-division:v1:tutorial', '{"offered":true,"answered":true}');`,
    ];
    if (settings)
      scripts.push(
        `localStorage.setItem('cell-division:v1:settings', ${JSON.stringify(JSON.stringify(settings))});`,
      );
    const lease = await warmPage(source, { dpr: 1, touch: false, testSpeed: source.testSpeed }, viewport, {
      gameUrl: url,
      search: '?fast',
      stored: storageAfter(scripts)!,
      scripts,
    });
    if (lease) {
      await lease.page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, {
        timeout: 30_000,
      });
      noteBoot(lease.reused ? 'warm' : 'new', startedAt);
      return { page: lease.page, errors: lease.errors };
    }
  }
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  // A player who has been here before: the guided game's first-visit offer was made.
  await page.addInitScript(() => {
    try {
      localStorage.setItem('cell-division:v1:tutorial', '{"offered":true,"answered":true}');
    } catch {
      /* the test's fault */
    }
  });
  if (settings) {
    await page.addInitScript(
      (s) => localStorage.setItem('cell-division:v1:settings', s),
      JSON.stringify(settings),
    );
  }
  // ... and was told how to see a square's gain (screens/game/gain-tip.ts; its own test tells it).
  await page.addInitScript(() => {
    try {
      const k = 'cell-division:v1:settings';
      localStorage.setItem(
        k,
        JSON.stringify({ ...JSON.parse(localStorage.getItem(k) ?? '{}'), gainTipTold: true }),
      );
    } catch {
      /* the test's fault */
    }
  });
  await page.goto(url + '?fast');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  noteBoot('new', startedAt);
  return { page, errors };
}

export async function controls(page: Page): Promise<HookControl[]> {
  return page.evaluate(() => window.cellDivision.controls());
}

/**
 * The control with this id, waited for: a control brought by the last input (a dialog's buttons, a
 * page of the menu) comes on one of the game's frames after it. Fails naming the controls in sight.
 */
export async function controlNamed(page: Page, id: string, timeout = 10_000): Promise<HookControl> {
  await openSheetFor(page, id);
  try {
    // Once it stands still from one frame to the next: a control rising into place (the results'
    // buttons) is read where the tap will find it.
    const nonce = `${id} ${Math.random()}`;
    await page.waitForFunction(
      ([k, n]) => {
        const c = window.cellDivision.controls().find((x) => x.id === k);
        const w = window as unknown as { controlSeen?: { n: string; at: string } };
        const at = c ? `${c.x} ${c.y} ${c.width} ${c.height}` : '';
        const still = at !== '' && w.controlSeen?.n === n && w.controlSeen.at === at;
        w.controlSeen = { n, at };
        return still;
      },
      [id, nonce] as const,
      { timeout, polling: 'raf' },
    );
  } catch {
    const have = await controls(page);
    const where = have.some((k) => k.id === id) ? 'standing still' : 'in sight';
    throw new Error(
      `no control ${id} ${where} after ${timeout} ms; have ${have.map((k) => k.id).join(', ')}`,
    );
  }
  return (await controls(page)).find((k) => k.id === id)!;
}

/**
 * The board's controls an upright screen keeps in its sheet (screens/game/board-controls.ts), and
 * the results' in their More (screens/results/button-set.ts).
 */
const IN_SHEET = new Set([
  'details',
  'switch',
  'save-board',
  'builder',
  'restart',
  'share',
  'menu',
  'sound',
  'fullscreen',
  'help',
  'overlay',
  'back-to-review',
]);

/**
 * On an upright screen the board keeps some controls in a sheet, and the results keep theirs in
 * More's: when `id` is one of them and not in sight but a More is, More is pressed first (by touch
 * where the page takes touch).
 */
export async function openSheetFor(page: Page, id: string): Promise<void> {
  if (!IN_SHEET.has(id)) return;
  const list = await controls(page);
  if (!list.some((c) => c.id === 'more') || list.some((c) => c.id === id)) return;
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  // A tap landing as a dialog closes or a screen is laid out again is taken by what stood there a
  // frame before (the game takes a tap by what was drawn when it began), as a person's would be: as
  // a person does, tap again. Two runs in CI met it on a quiet machine, where the next step is quick.
  for (let tries = 1; ; tries++) {
    const more = (await controls(page)).find((c) => c.id === 'more')!;
    const x = more.x + more.width / 2;
    const y = more.y + more.height / 2;
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const opened = await page
      .waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'sheet:close'), null, {
        timeout: tries < 3 ? 10_000 : 30_000,
      })
      .then(() => true)
      .catch((e: unknown) => {
        if (tries >= 3) throw e;
        return false;
      });
    if (opened) return;
  }
}

/**
 * Clicks a control, then waits two frames: the game takes the click on its next frame, and a screen
 * it opens (a scene laid out again) is made on the frame after. Until then the controls read are the
 * old screen's, and a tap on one of them would be refused as meant for what stood there before.
 */
export async function clickControl(page: Page, id: string): Promise<void> {
  const c = await controlNamed(page, id);
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
  await framesAfterInput(page);
}

export async function state(page: Page): Promise<HookState> {
  const s = await page.evaluate(() => window.cellDivision.state());
  if (!s) throw new Error('no match in play');
  return s;
}

/**
 * Waits until the board is laid out for the page's size (a resize lays it out again a moment
 * later), nothing animates or thinks, and the HUD shows the match's scores; then for two more
 * frames, so the frame showing the person's turn has been drawn (a tap made before it is refused
 * as aimed at an older board).
 */
export async function settle(page: Page, timeout = 30_000): Promise<HookState> {
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return (
        window.cellDivision.laidOut() &&
        !!s &&
        !s.busy &&
        !!s.shown &&
        s.shown[0] === s.scores[0] &&
        s.shown[1] === s.scores[1]
      );
    },
    null,
    { timeout, polling: 50 },
  );
  await twoFrames(page);
  return state(page);
}

/**
 * Two frames after an input, so what it opened is on screen; an input that reloads or closes the
 * page (Play from a link, an update) has nothing left to wait for.
 */
export async function framesAfterInput(page: Page): Promise<void> {
  await twoFrames(page).catch((e: unknown) => {
    const gone = /context was destroyed|Target page, context or browser has been closed|navigat/i;
    if (!gone.test(String(e))) throw e;
  });
}

/** Waits two frames: the frame showing the person's turn has been drawn, so a tap now is taken. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * How long to wait for what an input does. The game takes a click or a key on a frame of its own,
 * so its effect is read by waiting for it (`expect.poll(read, SOON)`, `waitForFunction(..., SOON)`),
 * never at once; frames are slow on a busy machine, and a real failure still fails with the
 * assertion's own message.
 */
export const SOON = { timeout: 10_000 };

/**
 * Presses a key, then waits two frames: the game's keys are taken on its next frame, so what the
 * key did (or, as a test may check, did not do) can be read after this.
 */
export async function pressKey(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await twoFrames(page);
}

export async function clickSquare(page: Page, name: string): Promise<void> {
  const at = await page.evaluate((n) => window.cellDivision.square(n), name);
  if (!at) throw new Error(`square ${name} is not on the board`);
  await page.mouse.click(at.x, at.y);
}

/** Clicks each square in turn (skipping one the opponent took), waiting each time for the opponent's reply. */
export async function playAgainstOpponent(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const s = await settle(page, 60_000);
    if (s.moves.includes(name)) continue;
    await clickSquare(page, name);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, s.moves.length, {
      timeout: 60_000,
    });
  }
  await settle(page, 60_000);
}

/**
 * The pixels of a part of the page (`clip` in CSS px) as red, green, blue and alpha, read from a
 * screenshot: one per device pixel, or one per CSS pixel with `scale` 'css'.
 */
export async function pixelsOnPage(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  scale: 'css' | 'device' = 'device',
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  await drawNow(page);
  const img = await loadImage(await page.screenshot({ clip, scale }));
  const g = createCanvas(img.width, img.height).getContext('2d');
  g.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: g.getImageData(0, 0, img.width, img.height).data };
}

/** One screenshot of the page, read at points or over parts of it (CSS px). */
export interface PagePicture {
  /** A point's colour as red, green and blue, as colourOnPage reads it (its CSS pixel's first device pixel). */
  at(p: { x: number; y: number }): [number, number, number];
  /** A part's pixels as red, green, blue and alpha, one per device pixel, as pixelsOnPage reads them. */
  part(clip: { x: number; y: number; width: number; height: number }): {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  };
}

/**
 * One screenshot of the page in sight (or of `clip`, CSS px), read at as many points as a test
 * needs: a screenshot takes a second or more under software WebGL, so a test reading many points
 * takes one picture, not one per point. Points and parts are given in the page's CSS px.
 */
export async function pagePicture(
  page: Page,
  clip?: { x: number; y: number; width: number; height: number },
): Promise<PagePicture> {
  const box = clip
    ? {
        x: Math.round(clip.x),
        y: Math.round(clip.y),
        width: Math.round(clip.width),
        height: Math.round(clip.height),
      }
    : { x: 0, y: 0, ...page.viewportSize()! };
  await drawNow(page);
  const img = await loadImage(await page.screenshot({ scale: 'device', ...(clip ? { clip: box } : {}) }));
  const g = createCanvas(img.width, img.height).getContext('2d');
  g.drawImage(img, 0, 0);
  const d = g.getImageData(0, 0, img.width, img.height).data;
  const scale = img.width / box.width;
  const col = (x: number) => Math.min(img.width - 1, Math.max(0, Math.floor((x - box.x) * scale)));
  const row = (y: number) => Math.min(img.height - 1, Math.max(0, Math.floor((y - box.y) * scale)));
  return {
    at(p) {
      const i = 4 * (row(Math.round(p.y)) * img.width + col(Math.round(p.x)));
      return [d[i]!, d[i + 1]!, d[i + 2]!];
    },
    part(c) {
      const x0 = col(c.x);
      const y0 = row(c.y);
      const width = Math.max(1, Math.min(img.width - x0, Math.round(c.width * scale)));
      const height = Math.max(1, Math.min(img.height - y0, Math.round(c.height * scale)));
      const data = new Uint8ClampedArray(4 * width * height);
      for (let r = 0; r < height; r++) {
        const from = 4 * ((y0 + r) * img.width + x0);
        data.set(d.subarray(from, from + 4 * width), 4 * r * width);
      }
      return { width, height, data };
    },
  };
}

/** The colour on screen at a point of the page (CSS px), as red, green and blue. */
export async function colourOnPage(
  page: Page,
  at: { x: number; y: number },
): Promise<[number, number, number]> {
  const { data: d } = await pixelsOnPage(page, {
    x: Math.round(at.x),
    y: Math.round(at.y),
    width: 1,
    height: 1,
  });
  return [d[0]!, d[1]!, d[2]!];
}

/** Keeps a screenshot of the page as screenshots/`name`.png, with E2E_SHOTS=1 only. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!KEEP_SHOTS) return;
  await drawNow(page);
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`) });
}

/**
 * Waits until a frame has been drawn from now on: the test build skips drawing frames in which
 * nothing visible changed (src/testing/draw-skip.ts), so a pixel read first asks for a fresh picture.
 */
export async function drawNow(page: Page): Promise<void> {
  await page.evaluate(() => window.cellDivision?.drawNow());
}

declare global {
  interface Window {
    cellDivision: import('../../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

/**
 * The page loaded again as a new visit (a new tab) would load it: without the tab's note that
 * a game's board was in sight (game/board-reload.ts), so the menu opens and offers the game.
 */
export async function reloadAsNewVisit(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('cell-division:board-in-sight'));
  await page.reload();
}
