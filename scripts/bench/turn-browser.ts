// A whole turn on a big board in the browser, at the players' pace: a person's Place on square:12
// against Medium, then the beats until it is their turn again (their cell landed, Medium's move
// made, its cell landed, the person's turn with the scores counted), at 390x844 (3x, touch) and
// 1280x720, on software WebGL as a reviewer's machine draws (CROWD=n: with n watched games beside it). Prints each beat's median and worst in
// ms from the tap; PROFILE=1 also prints the main thread's heaviest functions over the turns
// (a CPU profile through CDP; build without minifying to read their names).
// Usage: TURNS=n [PROFILE=1] npx tsx scripts/bench/turn-browser.ts DIST [390x844x3,1280x720x1]
import type { Page } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/browser.ts';
import { serveDist } from '../../tests/e2e/server.ts';
import { openScreen } from '../../tests/e2e/tablet-page.ts';
import { controls } from '../../tests/e2e/harness.ts';

declare global {
  interface Window {
    cellDivision: import('../../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: turn-browser.ts DIST [WxHxDPR,...]');
const screens = (process.argv[3] ?? '390x844x3,1280x720x1').split(',').map((s) => {
  const [width, height, dpr] = s.split('x').map(Number);
  return { width: width!, height: height!, dpr: dpr ?? 1 };
});
const turns = Number(process.env.TURNS ?? 4);
const BEATS = [
  'aimed (before Place)',
  'own landed',
  'reply made',
  'reply landed',
  'your turn',
  'frames',
  'frames over 200 ms',
  'longest frame',
] as const;

/** Watches the hook every 10 ms from the tap, noting when each beat first holds. */
const WATCH = `(n) => new Promise((done) => {
  const at = {};
  const since = () => performance.now() - window.tapAt_;
  const gaps = [];
  let last = performance.now();
  let on = true;
  const frame = (now) => { gaps.push(now - last); last = now; if (on) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const id = setInterval(() => {
    const s = window.cellDivision.state();
    if (!s) return;
    const t = since();
    if (at['own landed'] === undefined && s.landed >= n + 1) at['own landed'] = t;
    if (at['reply made'] === undefined && s.moves.length >= n + 2) at['reply made'] = t;
    if (at['reply landed'] === undefined && s.landed >= n + 2) at['reply landed'] = t;
    if (at['reply landed'] !== undefined && s.toMove === 1 && !s.busy && s.shown &&
        s.shown[0] === s.scores[0] && s.shown[1] === s.scores[1]) {
      at['your turn'] = t;
      clearInterval(id);
      on = false;
      at.frames = gaps.length;
      at['frames over 200 ms'] = gaps.filter((g) => g > 200).length;
      at['longest frame'] = Math.max(...gaps);
      done(at);
    }
    if (t > 120000) { clearInterval(id); done(at); }
  }, 10);
})`;

async function placeOn(page: Page): Promise<number> {
  const s = (await page.evaluate(() => window.cellDivision.state()))!;
  const taken = new Set(s.moves);
  const free: string[] = [];
  for (const c of 'abcdefghijkl')
    for (let r = 1; r <= 12; r++) if (!taken.has(`${c}${r}`)) free.push(`${c}${r}`);
  const name = free[(s.moves.length * 37) % free.length]!;
  const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
  const tapNow = () => page.evaluate('window.tapAt_ = performance.now()');
  await tapNow();
  const watched = page.evaluate(`(${WATCH})(${s.moves.length})`) as Promise<Record<string, number>>;
  await page.touchscreen.tap(at.x, at.y);
  // Squares too small for one tap aim first: the turn then starts at the Place bubble's tap.
  await page.waitForFunction(
    ([n, k]) => window.cellDivision.state()?.aimed === n || window.cellDivision.state()!.moves.length > k,
    [name, s.moves.length] as const,
    { timeout: 60_000 },
  );
  let aim: number | undefined;
  if ((await page.evaluate(() => window.cellDivision.state()!.moves.length)) === s.moves.length) {
    aim = (await page.evaluate('performance.now() - window.tapAt_')) as number;
    const place = (await controls(page)).find((c) => c.id === 'aim:place');
    if (!place) throw new Error('no Place bubble');
    await tapNow();
    await page.touchscreen.tap(place.x + place.width / 2, place.y + place.height / 2);
  }
  const at2 = await watched;
  if (aim !== undefined) at2['aimed (before Place)'] = aim;
  return at2['your turn'] === undefined ? NaN : (beatsSeen.push(at2), at2['your turn']);
}
const beatsSeen: Record<string, number>[] = [];

const browser = await launchChromium();
const server = await serveDist(dist);
const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
// CROWD=n: n more pages at the same screen play a watched square:12 game meanwhile, as a reviewer's
// four browsers on one machine did (their frames then come far apart).
const crowd = Number(process.env.CROWD ?? 0);
try {
  for (const scr of screens) {
    beatsSeen.length = 0;
    const others = [];
    for (let k = 0; k < crowd; k++)
      others.push(
        await openScreen(browser, server.url, {
          ...scr,
          fast: false,
          newPage: true,
          query: 'layout=square:12&p1=easy&p2=hard',
          scene: 'board',
        }),
      );
    const { page, context, errors } = await openScreen(browser, server.url, {
      ...scr,
      touch: true,
      fast: false,
      aimFirst: true,
      newPage: true,
      query: 'layout=square:12&p1=human&p2=medium',
      scene: 'board',
    });
    const cdp = process.env.PROFILE ? await context.newCDPSession(page) : null;
    // The opening's first moves settle the board; then the turns are timed.
    await page.waitForFunction(
      () =>
        window.cellDivision.laidOut() &&
        window.cellDivision.state()?.toMove === 1 &&
        !window.cellDivision.state()?.busy,
      null,
      { timeout: 60_000 },
    );
    await placeOn(page);
    beatsSeen.length = 0;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    for (let i = 0; i < turns; i++) await placeOn(page);
    const line = BEATS.map((b) => {
      const xs = beatsSeen.map((a) => a[b]!).filter((x) => x !== undefined);
      if (xs.length === 0) return '';
      return `${b} ${Math.round(pct(xs, 0.5))}/${Math.round(pct(xs, 1))}`;
    }).join(', ');
    console.log(
      `square:12 against Medium at ${scr.width}x${scr.height} (${scr.dpr}x): ${beatsSeen.length} turns, ms from Place (median/worst): ${line}; load ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
    );
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      type Node = {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number };
        children?: number[];
      };
      const nodes = new Map<number, Node>((profile.nodes as Node[]).map((n) => [n.id, n]));
      const self = new Map<number, number>();
      const dt = profile.timeDeltas as number[];
      (profile.samples as number[]).forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (dt[k] ?? 0)));
      const parent = new Map<number, number>();
      for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
      const key = (n: Node) =>
        `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      const selfBy = new Map<string, number>();
      const totalBy = new Map<string, number>();
      for (const [id, t] of self) {
        const n = nodes.get(id)!;
        selfBy.set(key(n), (selfBy.get(key(n)) ?? 0) + t);
        const seen = new Set<string>();
        for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
          const k = key(nodes.get(p)!);
          if (!seen.has(k)) totalBy.set(k, (totalBy.get(k) ?? 0) + t);
          seen.add(k);
        }
      }
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, t]) => `  ${(t / 1000).toFixed(0).padStart(7)} ms  ${k}`)
          .join('\n');
      console.log('self time:\n' + top(selfBy, 25));
      console.log('total time:\n' + top(totalBy, 45));
    }
    if (errors.length) console.log('page errors:', errors.join(' | '));
    await context.close();
    for (const o of others) await o.context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
