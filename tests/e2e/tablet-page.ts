// Opens the built game as a tablet (or any screen) would: a fresh context per page with the
// viewport, pixel ratio and touch asked for, every request recorded (none may leave the origin),
// and page errors and console errors collected.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { controlNamed, framesAfterInput } from './harness.ts';
import { noteBoot } from './boot-times.ts';
import { WARM_SOURCE } from './browser.ts';
import { storageAfter, warmPage, type WarmSource } from './warm-pages.ts';

export interface ScreenOptions {
  width: number;
  height: number;
  /**
   * Device pixels per CSS px (1 unless given). A frame under software WebGL costs about its device
   * pixels (a 390x844 phone at 3 draws 2 frames a second where at 1 it draws 19) while the layout
   * is in CSS px (the game scales by the ratio, ui/device-pixels.ts): so a test of layout, of words
   * or of a flow takes 1, and only the tests of the ratio and of pixels (text-size, hex-phone,
   * results-title, results-beat, screens, colour-marks, aim-rings, charts) ask for 2 or 3, and the
   * HUD's column on its side (landscape-hud-column: rounding at 1 moves a panel 1.4 px).
   */
  dpr?: number;
  touch?: boolean;
  /** Runs in the page before the game's own scripts (storage faults, saved data). */
  init?: string;
  /** The setting to aim first and press Place on squares too small for one tap (AIM_FIRST). */
  aimFirst?: boolean;
  /** Query string after the game's URL (without `?`); `fast` is added unless `fast` is false. */
  query?: string;
  /** The tests' speed (the default, browser.ts), or animations and pauses at the players' pace (false). */
  fast?: boolean;
  /** Wait for this scene after load. */
  scene?: 'menu' | 'board' | 'results' | 'builder' | 'tutorial' | 'puzzle';
  /** A new player's first visit (the guided game is offered); otherwise the offer was made before. */
  firstVisit?: boolean;
  /** No service worker even where the file's browser allows one (browser.ts): a test that blocks the game's own files needs its requests to reach the network. */
  noServiceWorker?: boolean;
  /**
   * A page loaded for this test alone, not a warm page started afresh (warm-pages.ts): for what only
   * a page load shows (its first frame, the service worker, CSP). An init script that does more than
   * write storage gets one anyway.
   */
  newPage?: boolean;
  /** A warm page started afresh (warm-pages.ts) even in a run that turned them off (E2E_WARM=0). */
  warm?: boolean;
}

/** A tablet and a phone held upright, touch: the two screens a new player's look is checked on. */
export const TABLET_AND_PHONE = [
  { width: 1024, height: 768, dpr: 1, tag: '1024x768' },
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
] as const;

/** The setting to aim first and place with Place on squares too small for one tap (the default is one magnified gesture). */
export const AIM_FIRST = `try { const k = 'cell-division:v1:settings'; localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k) ?? '{}'), placing: 'aim' })); } catch { /* storage faults are the test's */ }`;

export const TUTORIAL_OFFERED = `try { localStorage.setItem('cell-division:v1:tutorial', '{"offered":true,"answered":true}'); } catch { /* storage faults are the test's */ }`;

/** A returning player has been told which cells split each other on a triangle's and a hexagon's board, and how to see a square's gain (each told on a first board). */
export const NEIGHBOURS_SEEN = `try { const k = 'cell-division:v1:settings'; localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k) ?? '{}'), neighboursShown: true, triNeighboursShown: true, gainTipTold: true })); } catch { /* storage faults are the test's */ }`;

export interface OpenedScreen {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Requests to any other origin than the game's. */
  outside: string[];
}

export async function openScreen(browser: Browser, gameUrl: string, o: ScreenOptions): Promise<OpenedScreen> {
  const startedAt = performance.now();
  const warm = await openWarm(browser, gameUrl, o);
  if (warm) {
    noteBoot(warm.reused ? 'warm' : 'new', startedAt);
    return warm;
  }
  const context = await browser.newContext({
    viewport: { width: o.width, height: o.height },
    deviceScaleFactor: o.dpr ?? 1,
    hasTouch: o.touch ?? true,
    isMobile: o.touch ?? true,
    ...(o.noServiceWorker ? { serviceWorkers: 'block' as const } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const outside: string[] = [];
  const origin = new URL(gameUrl).origin;
  page.on('pageerror', (e) => {
    errors.push(e.message);
    // The stack goes to the run's log: a page error met once in a long run is found by it.
    console.error(`page error: ${e.stack ?? e.message}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  if (!o.firstVisit) await page.addInitScript(TUTORIAL_OFFERED);
  if (o.init) await page.addInitScript(o.init);
  if (o.aimFirst) await page.addInitScript(AIM_FIRST);
  // After the test's own settings, which may replace the whole entry.
  if (!o.firstVisit) await page.addInitScript(NEIGHBOURS_SEEN);
  if (o.fast === false) await page.addInitScript('window.cellDivisionTestSpeed = false;');
  const query = [o.fast === false ? '' : 'fast', o.query ?? ''].filter(Boolean).join('&');
  await page.goto(`${gameUrl}?${query}`);
  await page.waitForFunction((scene) => window.cellDivision?.scene() === scene, o.scene ?? 'menu', {
    timeout: 30_000,
  });
  noteBoot('new', startedAt);
  return { context, page, errors, outside };
}

/** A warm page started afresh as `o` asks (warm-pages.ts), or null where the test needs a page load. */
async function openWarm(
  browser: Browser,
  gameUrl: string,
  o: ScreenOptions,
): Promise<(OpenedScreen & { reused: boolean }) | null> {
  const source = (browser as unknown as Record<symbol, WarmSource | undefined>)[WARM_SOURCE];
  const warmAsked = o.warm === true || process.env.E2E_WARM !== '0';
  if (!source || !warmAsked || o.newPage || o.fast === false || o.noServiceWorker) return null;
  const scripts = [
    ...(o.firstVisit ? [] : [TUTORIAL_OFFERED]),
    ...(o.init ? [o.init] : []),
    ...(o.aimFirst ? [AIM_FIRST] : []),
    ...(o.firstVisit ? [] : [NEIGHBOURS_SEEN]),
  ];
  const stored = storageAfter(scripts);
  if (!stored) return null;
  const query = ['fast', o.query ?? ''].filter(Boolean).join('&');
  const lease = await warmPage(
    source,
    { dpr: o.dpr ?? 1, touch: o.touch ?? true, testSpeed: source.testSpeed },
    { width: o.width, height: o.height },
    { gameUrl, search: `?${query}`, stored, scripts },
  );
  if (!lease) return null;
  await lease.page.waitForFunction((scene) => window.cellDivision?.scene() === scene, o.scene ?? 'menu', {
    timeout: 30_000,
  });
  return lease;
}

/** Taps the centre of a control by touch. */
/** Taps a control, then waits two frames (as clickControl does, for the same reason). */
export async function tapControl(page: Page, id: string): Promise<void> {
  const c = await controlNamed(page, id);
  await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
  await framesAfterInput(page);
}

export async function tapSquare(page: Page, name: string): Promise<void> {
  // By its edge: on squares too small for one tap a quick tap there asks first (one in the middle places).
  const at = await page.evaluate((n) => window.cellDivision.square(n, 'edge'), name);
  if (!at) throw new Error(`square ${name} is not on the board`);
  await page.touchscreen.tap(at.x, at.y);
}

/** Saved settings for a returning player, as an init script. */
export function savedSettings(settings: object): string {
  return `localStorage.setItem('cell-division:v1:settings', ${JSON.stringify(JSON.stringify(settings))});`;
}

/** A player who has seen the picture of scoring by connections (it opens by itself only the first time). */
export const CONNECTIONS_SEEN = savedSettings({ connectionsShown: true });
