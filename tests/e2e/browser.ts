// Finds Chromium for the end-to-end tests (CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's
// own download cache; without one, a single line says how to get it), runs one for the whole e2e
// run, and connects each test file to it. Every context a file opens is fresh, is closed when the
// test that opened it ends (a page left running, or left by a failure, would slow every later test)
// and, unless the file asks otherwise, blocks the service worker (it would precache the whole game
// on every page) and plays at the tests' speed (no animation, no pauses: src/testing/hook.ts).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type LaunchOptions,
} from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { claimChromium } from './chromium-claims.ts';
import { frameLimitScript } from './frame-limit.ts';
import { nicedChromium } from './niced-chromium.ts';
import type { WarmSource } from './warm-pages.ts';

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(
        join(cache, dir, 'chrome-linux', 'chrome'),
        join(cache, dir, 'chrome-linux64', 'chrome'),
      );
    }
  }
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return found;
}

/** How the run launches Chromium (scripts/bench/idle-cpu.ts launches it the same way). */
export const LAUNCH: LaunchOptions = {
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
  ],
};

/** One of the run's Chromiums, started by the e2e global setup; each worker's test files connect to theirs. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...LAUNCH, executablePath: nicedChromium(findChromium()) });
}

export interface TestBrowserOptions {
  /** 'allow' for the service worker's own tests (the offline app, its update). */
  serviceWorkers?: 'allow' | 'block';
  /** False for the tests of timing and pacing: animations and pauses at the players' speed. */
  testSpeed?: boolean;
  /** True for a file whose tests share a page, one after another: its contexts stay until the file ends. */
  keepContexts?: boolean;
}

/** The run's one connection to its Chromium, shared by the test files (isolate: false), so warm pages outlive a file. */
const connections = new Map<string, Promise<Browser>>();

/**
 * The run's Chromium (or, outside a test run, a Chromium of its own). Closing it closes the
 * contexts this file opened and leaves the browser, its connection and the warm pages
 * (warm-pages.ts) for the next file.
 */
export async function launchChromium(options: TestBrowserOptions = {}): Promise<Browser> {
  const endpoint = runEndpoint();
  if (!endpoint)
    return withDefaults(
      await chromium.launch({ ...LAUNCH, executablePath: nicedChromium(findChromium()) }),
      options,
      false,
    );
  let connection = connections.get(endpoint);
  if (!connection) {
    connection = chromium.connect(endpoint);
    connections.set(endpoint, connection);
    connection.then((b) => b.on('disconnected', () => connections.delete(endpoint))).catch(() => {});
  }
  return withDefaults(await connection, options, true);
}

/**
 * The test file's browser (launchChromium): opened before the file's tests and closed after them.
 * Called at the file's top level; its tests call what it returns.
 */
export function useChromium(options: TestBrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useChromium: the browser opens before the tests; call it inside a test');
    return browser;
  };
}

/** The key under which the file's browser gives the warm pages its raw connection (warm-pages.ts). */
export const WARM_SOURCE = Symbol('warm source');

/** The Chromium this worker claimed (chromium-claims.ts): once, as the worker keeps its modules between files. */
let claimed: { run: string; endpoint: string } | null = null;

/**
 * This worker's Chromium: the run starts one per e2e worker (global-setup.ts), because one
 * Chromium draws every page's WebGL in its single GPU process, and that process, not the cores,
 * was what the files waited on. Each worker claims its own (chromium-claims.ts).
 */
function runEndpoint(): string | null {
  let endpoints: string[] | undefined;
  let folder: string | undefined;
  try {
    endpoints = inject('chromiumEndpoints');
    folder = inject('chromiumClaims');
  } catch {
    return null; // not in a Vitest run (scripts/bench-browser.ts, scripts/screenshot.ts)
  }
  if (!endpoints?.length || !folder) return null;
  const run = `${folder} ${endpoints.join(' ')}`;
  if (claimed?.run !== run) claimed = { run, endpoint: endpoints[claimChromium(folder, endpoints.length)]! };
  return claimed.endpoint;
}

/**
 * Set in the page before the game's scripts: the test build then plays at the tests' speed, at most
 * E2E_FRAME_LIMIT frames a second (frame-limit.ts), drawing a frame only when something visible
 * changed (src/testing/draw-skip.ts) unless E2E_DRAW_ALL=1.
 */
const DRAW_ALL = process.env.E2E_DRAW_ALL === '1' ? 'window.cellDivisionDrawAll = true;' : '';
const TEST_SPEED = `window.cellDivisionTestSpeed = true;${DRAW_ALL}${frameLimitScript()}`;

/**
 * `browser` whose new contexts block the service worker and play at the tests' speed unless
 * `options` say otherwise. `shared`: the connection is the run's, so closing closes only this file's contexts.
 */
function withDefaults(browser: Browser, options: TestBrowserOptions, shared: boolean): Browser {
  const defaults: BrowserContextOptions = { serviceWorkers: options.serviceWorkers ?? 'block' };
  const speed = options.testSpeed ?? true;
  const opened = new Set<BrowserContext>();
  const rawContext = async (o: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ ...defaults, ...o });
    if (speed) await context.addInitScript(TEST_SPEED);
    return context;
  };
  const warm: WarmSource = {
    raw: browser,
    newContext: rawContext,
    testSpeed: speed,
    serviceWorkers: defaults.serviceWorkers!,
  };
  const newContext = async (o: BrowserContextOptions = {}) => {
    const context = await rawContext(o);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    if (!options.keepContexts) {
      try {
        onTestFinished(() => closeSoon(context));
      } catch {
        // Opened outside a test (a file's own setup, a script): closed with the browser.
      }
    }
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return newContext;
      if (key === WARM_SOURCE) return warm;
      if (key === 'close' && shared)
        return async () => {
          await Promise.all([...opened].map((c) => c.close().catch(() => {})));
        };
      if (key === 'newPage') {
        // As Playwright's own newPage: a context of its own, closed with the page.
        return async (o: BrowserContextOptions = {}) => {
          const context = await newContext(o);
          const page = await context.newPage();
          // Already gone when the whole browser closed first.
          page.once('close', () => {
            context.close().catch(() => {});
          });
          return page;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** How long a test's end waits for its context to close: one whose page is stuck is left to the file's close. */
const CLOSE_WAIT_MS = 10_000;

/** Closes `context`, waiting at most CLOSE_WAIT_MS (a context still busy with a timed-out test could hold the run for minutes). */
function closeSoon(context: BrowserContext): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((done) => {
    timer = setTimeout(done, CLOSE_WAIT_MS);
  });
  return Promise.race([context.close().catch(() => {}), waited]).finally(() => clearTimeout(timer));
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoints: string[];
    /** The folder where each worker claims its Chromium (chromium-claims.ts). */
    chromiumClaims: string;
  }
}
