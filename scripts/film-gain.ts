// Frames of one move's floating gain at the players' pace, for a person to look at (not a test): the
// page's clock (Playwright's) moves only `step` ms between frames, as in film-wave.ts; each frame is
// named by its time after the gain popped in, its box logged against its square's and the board's
// other squares. `npx tsx scripts/film-gain.ts outDir tag [step]` after a test build.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { lookPage, openOnSteppedClock } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'gain-frames');
const tag = process.argv[3] ?? 'now';
const step = Number(process.argv[4] ?? 50);
mkdirSync(out, { recursive: true });
const FILMS = [
  { name: 'square5', query: 'layout=square:5&p1=human&p2=human&moves=c3.b2', square: 'c2', hex: false },
  { name: 'hex4', query: 'layout=hex:4&p1=human&p2=human&moves=d4.c4.e4.d5.c3.e3', square: 'd3', hex: true },
];
const SIZES = [
  { tag: '390x844', width: 390, height: 844, dpr: 2, touch: true },
  { tag: '1280x720', width: 1280, height: 720, dpr: 1, touch: false },
];
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
try {
  for (const size of SIZES)
    for (const film of FILMS) {
      const page = await lookPage(browser, size);
      await openOnSteppedClock(page, `${server.url}?${film.query}`);
      // The page's clock flows on its own until paused: aim a few seconds ahead of a slow page.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
      const at = (await page.evaluate((n) => window.cellDivision.square(n), film.square))!;
      const names = await page.evaluate(() => {
        const all: { name: string; x: number; y: number }[] = [];
        for (const c of 'abcdefgh')
          for (let r = 1; r <= 8; r++) {
            const p = window.cellDivision.square(`${c}${r}`);
            if (p) all.push({ name: `${c}${r}`, ...p });
          }
        return all;
      });
      if (size.touch) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      let born: number | null = null;
      const kept = new Set([0, 150, 300, 450, 600]);
      for (let t = 0; t <= 1500; t += step) {
        const gains = await page.evaluate(() => window.cellDivision.gains());
        if (born === null && gains.length > 0) born = t;
        const since = born === null ? null : t - born;
        const g = gains[0];
        let line = `${film.name} ${size.tag} t=${t} since=${since}`;
        if (g) {
          const q = g.squareBox!;
          const pitch = q.width;
          const h = film.hex ? (pitch * 2) / Math.sqrt(3) : pitch;
          const top = q.y + q.height / 2 - h / 2;
          const b = g.box;
          // How far past its own cell's frame, and how far into another cell's middle (its count, 0.36 of a square).
          const past = Math.max(
            0,
            q.x - b.x,
            b.x + b.width - q.x - q.width,
            top - b.y,
            b.y + b.height - top - h,
          );
          const c = pitch * 0.18;
          const overCount = names.some(
            (o) =>
              o.name !== g.square &&
              b.x < o.x + c &&
              o.x - c < b.x + b.width &&
              b.y < o.y + c &&
              o.y - c < b.y + b.height,
          );
          line += ` ${g.text} centreY=${(b.y + b.height / 2 - (q.y + q.height / 2)).toFixed(1)} past=${past.toFixed(1)} overCount=${overCount}`;
        }
        console.log(line);
        if (since !== null && kept.has(since)) {
          const clip = { x: at.x - 110, y: at.y - 110, width: 220, height: 220 };
          await page.screenshot({
            path: resolve(out, `${film.name}-${size.tag}-${String(since).padStart(3, '0')}ms-${tag}.png`),
            clip,
          });
        }
        if (since !== null && since > 800) break;
        await page.clock.runFor(step);
      }
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
