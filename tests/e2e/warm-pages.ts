// Warm pages: a page load costs a browser test 3-5 s (textures, the WebGL context, shaders), so a
// page that has loaded the game once is kept for the next test of the run that asks for the same
// kind of page (pixel ratio, touch, speed; a different size is set on it), and the game on it is
// started afresh instead (testing/fresh-start.ts): storage cleared and seeded as the test's init
// scripts would seed it, the services made again from storage and the address, the menu or the
// link's screen opened. Each test gets its own errors and requests collected.
//
// A test that changes the page beyond the game (an init script other than storage writes, a route,
// a reload, a second tab, permissions, a CDP session, emulated media...) taints its page: it is
// closed when the test ends instead of being kept. A test that needs a page load of its own asks
// for `newPage` (openScreen) or gets one by its init script.
import { runInNewContext } from 'node:vm';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { onTestFinished } from 'vitest';

/** The page kinds a warm page is kept for: what a context fixes (the size is set on the page). */
export interface PageKind {
  dpr: number;
  touch: boolean;
  /** The tests' speed (browser.ts): read once, as the page loads. */
  testSpeed: boolean;
}

/** What a test is handed: the page, its context, and what the page said while the test had it. */
export interface WarmLease {
  context: BrowserContext;
  page: Page;
  errors: string[];
  outside: string[];
  /** Whether the page was warm (its game started afresh) rather than loaded for this test. */
  reused: boolean;
}

interface WarmPage {
  context: BrowserContext;
  page: Page;
  kind: string;
  /** The lease of the test using it now, or null while it rests. */
  lease: { errors: string[]; outside: string[]; origin: string } | null;
  /** When it was last handed to a test (performance.now()). */
  used: number;
}

/**
 * How many pages rest at most: Chromium keeps 16 WebGL contexts at a time and takes the oldest
 * page's when a test opens more; each resting page also holds its memory.
 */
const MOST_RESTING = 6;

/** The run's warm pages, per browser connection: the test files share them (isolate: false). */
const warm = new WeakMap<Browser, WarmPage[]>();

/** Tells whether the file asked for a warm page and where its browser's raw connection is (browser.ts). */
export interface WarmSource {
  raw: Browser;
  /** Opens a context as the file's browser would (service worker blocked, the file's speed). */
  newContext(o: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  testSpeed: boolean;
  serviceWorkers: 'allow' | 'block';
}

const PAGE_CHANGERS =
  /\b(window|document|Storage|Navigator|navigator|globalThis|self|location|history|sessionStorage|indexedDB|caches|prototype|defineProperty|addEventListener|fetch|console|setTimeout)\b/;

/**
 * The storage a fresh page would hold after these init scripts, when they only read and write
 * localStorage; null when any does more (it needs a page load of its own).
 */
export function storageAfter(scripts: readonly string[]): Record<string, string> | null {
  if (scripts.some((s) => PAGE_CHANGERS.test(s))) return null;
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => items.get(String(k)) ?? null,
    setItem: (k: string, v: string) => void items.set(String(k), String(v)),
    removeItem: (k: string) => void items.delete(String(k)),
    clear: () => items.clear(),
  };
  try {
    for (const script of scripts) runInNewContext(script, { localStorage, JSON }, { timeout: 1000 });
  } catch {
    return null;
  }
  return Object.fromEntries(items);
}

/**
 * A warm page of this kind at this size with the game started afresh at `search` (with its `?`)
 * over `stored`, or null when there is none to have (outside a test, or the service worker allowed).
 * `scripts` are the init scripts a page load would run: added to the page if the test reloads it.
 */
export async function warmPage(
  source: WarmSource,
  kind: PageKind,
  size: { width: number; height: number },
  o: { gameUrl: string; search: string; stored: Record<string, string>; scripts: readonly string[] },
): Promise<WarmLease | null> {
  if (source.serviceWorkers !== 'block') return null;
  const pool = warm.get(source.raw) ?? [];
  warm.set(source.raw, pool);
  const key = `${kind.dpr}|${kind.touch}|${kind.testSpeed}`;
  let entry = pool.find((w) => w.kind === key && !w.lease);
  const origin = new URL(o.gameUrl).origin;
  const lease = { errors: [] as string[], outside: [] as string[], origin };
  try {
    // A test that failed (or timed out, its steps still running) leaves its page to nobody: closed.
    onTestFinished(({ task }) => {
      if (entry?.lease !== lease) return undefined;
      const held = leases.get(entry);
      if (held && task.result?.state === 'fail') held.state.tainted = true;
      return release(pool, entry);
    });
  } catch {
    return null; // outside a test (a file's own setup): a page of its own
  }
  if (entry) {
    entry.lease = lease;
    entry.used = performance.now();
    try {
      await withTimeout(startAfresh(entry, size, o), 20_000);
      return { ...leaseOf(pool, entry, lease, o.scripts), reused: true };
    } catch {
      // A page that will not start again (stuck, crashed) is closed; a new one takes its place.
      drop(pool, entry);
    }
  }
  const context = await source.newContext({
    viewport: size,
    deviceScaleFactor: kind.dpr,
    hasTouch: kind.touch,
    isMobile: kind.touch,
  });
  const page = await context.newPage();
  entry = { context, page, kind: key, lease, used: performance.now() };
  pool.push(entry);
  const fresh = entry;
  page.on('pageerror', (e: Error) => {
    fresh.lease?.errors.push(e.message);
    console.error(`page error: ${e.stack ?? e.message}`);
  });
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) fresh.lease?.errors.push(m.text());
  });
  page.on('request', (r: Request) => {
    const url = r.url();
    const l = fresh.lease;
    if (l && !url.startsWith(l.origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      l.outside.push(url);
  });
  const stored = JSON.stringify(o.stored);
  await page.addInitScript((s) => {
    // The first load only: later ones are the test's reloads, which run the test's own scripts.
    if (sessionStorage.getItem('warm:seeded')) return;
    sessionStorage.setItem('warm:seeded', '1');
    for (const [k, v] of Object.entries(JSON.parse(s) as Record<string, string>)) localStorage.setItem(k, v);
  }, stored);
  await page.goto(`${o.gameUrl}${o.search}`);
  return { ...leaseOf(pool, entry, lease, o.scripts), reused: false };
}

/** Storage as a fresh page's, seeded; the page at its size; the game started afresh at the address. */
async function startAfresh(
  entry: WarmPage,
  size: { width: number; height: number },
  o: { search: string; stored: Record<string, string> },
): Promise<void> {
  const { page } = entry;
  const viewport = page.viewportSize();
  if (!viewport || viewport.width !== size.width || viewport.height !== size.height)
    await page.setViewportSize(size);
  // A new page's pointer has never moved: the last test's is taken off the game's squares.
  await page.mouse.move(0, 0);
  await page.evaluate(
    ({ stored, search }) => {
      window.cellDivision.rest();
      localStorage.clear();
      sessionStorage.clear();
      sessionStorage.setItem('warm:seeded', '1');
      for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
      window.cellDivision.startAfresh(search);
    },
    { stored: o.stored, search: o.search },
  );
}

/** What a test may still call on a page it let go of. */
const LET_GO = new Set<string | symbol>(['close', 'isClosed', 'off', 'removeListener', 'removeAllListeners']);

const PAGE_KEEPS = new Set([
  'on',
  'once',
  'addListener',
  'off',
  'removeListener',
  'removeAllListeners',
  'evaluate',
  'evaluateHandle',
  'waitForFunction',
  'waitForTimeout',
  'waitForEvent',
  'screenshot',
  'viewportSize',
  'setViewportSize',
  'mouse',
  'keyboard',
  'touchscreen',
  'url',
  'title',
  'content',
  'isClosed',
  'locator',
  'getByRole',
  'getByText',
  'getByLabel',
  'focus',
  'bringToFront',
  'mainFrame',
  'frames',
  'workers',
  'accessibility',
  'waitForLoadState',
  'waitForSelector',
  '$',
  '$$',
  '$eval',
  '$$eval',
  'click',
  'tap',
  'press',
  'type',
  'fill',
  'hover',
  'dispatchEvent',
  'innerText',
  'textContent',
  'getAttribute',
  'isVisible',
  'inputValue',
]);

/**
 * The page and context as the test sees them: everything passes through, but a call that changes
 * the page beyond the game marks it tainted (closed when the test ends), listeners the test adds are
 * taken off when it ends, and a reload or navigation first adds the init scripts a page load would have run.
 */
function leaseOf(
  pool: WarmPage[],
  entry: WarmPage,
  lease: NonNullable<WarmPage['lease']>,
  scripts: readonly string[],
): Omit<WarmLease, 'reused'> {
  const added: [string, (...a: unknown[]) => void][] = [];
  const state = { tainted: false, scriptsAdded: false };
  leases.set(entry, { added, state });
  const taint = () => {
    state.tainted = true;
  };
  // The test is done with its page: it rests (or, tainted, closes) at once, for the test's next page.
  const close = async () => {
    if (entry.lease === lease) await release(pool, entry);
  };
  const context = new Proxy(entry.context, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const fn = value as (...a: unknown[]) => unknown;
      if (key === 'close') return close;
      if (key === 'pages' || key === 'browser') return fn.bind(target);
      return (...a: unknown[]) => {
        taint();
        return fn.apply(target, a);
      };
    },
  });
  const page: Page = new Proxy(entry.page, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'context') return () => context;
      // Once the test let go of the page (or ended), what it still does fails instead of reaching
      // the next test's game, as on a closed page.
      if (entry.lease !== lease && typeof value === 'function' && !LET_GO.has(key))
        return async () => {
          throw new Error('this page was let go: the test that had it closed it or ended');
        };
      if (typeof value !== 'function') {
        if (key === 'clock' || key === 'coverage' || key === 'request') taint();
        if (key === 'mouse' || key === 'keyboard' || key === 'touchscreen')
          return new Proxy(value as object, {
            get(input, k) {
              const f: unknown = Reflect.get(input, k, input);
              if (typeof f !== 'function') return f;
              return (...a: unknown[]) =>
                entry.lease === lease
                  ? (f as (...b: unknown[]) => unknown).apply(input, a)
                  : Promise.reject(
                      new Error('this page was let go: the test that had it closed it or ended'),
                    );
            },
          });
        return value;
      }
      const fn = value as (...a: unknown[]) => unknown;
      if (key === 'close') return close;
      if (key === 'on' || key === 'once' || key === 'addListener')
        return (event: string, listener: (...a: unknown[]) => void) => {
          added.push([event, listener]);
          fn.call(target, event, listener);
          return page;
        };
      if (key === 'reload' || key === 'goto' || key === 'goBack' || key === 'goForward')
        return async (...a: unknown[]) => {
          taint();
          if (!state.scriptsAdded) {
            state.scriptsAdded = true;
            for (const script of scripts) await target.addInitScript(script);
          }
          return fn.apply(target, a);
        };
      if (typeof key === 'string' && PAGE_KEEPS.has(key)) return fn.bind(target);
      return (...a: unknown[]) => {
        taint();
        return fn.apply(target, a);
      };
    },
  });
  return { context, page, errors: lease.errors, outside: lease.outside };
}

const leases = new WeakMap<
  WarmPage,
  { added: [string, (...a: unknown[]) => void][]; state: { tainted: boolean } }
>();

/** At the test's end: a page the test kept to the game rests for the next test; any other is closed. */
async function release(pool: WarmPage[], entry: WarmPage | undefined): Promise<void> {
  if (!entry) return;
  const held = leases.get(entry);
  leases.delete(entry);
  entry.lease = null;
  for (const [event, listener] of held?.added ?? []) entry.page.off(event as 'load', listener);
  if (held?.state.tainted || entry.page.isClosed()) return drop(pool, entry);
  try {
    await withTimeout(
      entry.page.evaluate(() => window.cellDivision.rest()),
      10_000,
    );
  } catch {
    drop(pool, entry);
  }
  const resting = pool.filter((w) => !w.lease).sort((a, b) => a.used - b.used);
  for (const old of resting.slice(0, Math.max(0, resting.length - MOST_RESTING))) drop(pool, old);
}

function drop(pool: WarmPage[], entry: WarmPage): void {
  const at = pool.indexOf(entry);
  if (at >= 0) pool.splice(at, 1);
  entry.context.close().catch(() => {});
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
