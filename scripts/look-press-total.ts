// Measures, for a person (not a test), what a held or hovered square's preview covers: its total
// ("= +8") and its cells' "+2" tags against the cells' counts, the board's names, and the squares
// they stand in. Holds every empty square (up to `HOLDS`) of a few boards at the four review sizes.
// `E2E_BUILD_DIR=$PWD/dist-x npx tsx scripts/look-press-total.ts outDir tag [shots]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { LOOK_SIZES, lookPage } from './look-page.ts';
import { replayRecord, squareName } from '../src/engine/index.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'look-press');
const tag = process.argv[3] ?? 'now';
const shots = process.argv[4] === 'shots';
const HOLDS = 6;
mkdirSync(out, { recursive: true });
const SIZES = LOOK_SIZES;
const BOARDS: Record<string, string> = {
  square5: 'layout=square:5&p1=human&p2=human&moves=c3.b2.c2.d4.b3.d3.c4.b4',
  hex3: 'layout=hex:3&p1=human&p2=human&moves=c3.b2.c2.d4.b3',
  tri5: 'layout=tri:5&p1=human&p2=human',
  beaker: 'layout=beaker:5x4&p1=human&p2=human&moves=a1.b1.c1.b2.c2.d1',
  petri: 'layout=petri:5&p1=human&p2=human&moves=c3.b2.c2.d4.b3.d3',
  hex4: 'layout=hex:4&p1=human&p2=human&moves=d4.c4.e4.d5.c3.e3',
  // A newcomer's warm-up (puzzle 371), as look-board-overlays.ts's hold.
  warmup: 'puzzle=371',
};
type Box = { x: number; y: number; width: number; height: number };
const area = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
const mid = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: true });
const totals = {
  holds: 0,
  totalOnCount: 0,
  totalOnLabel: 0,
  totalInOtherSquare: 0,
  totalInEmptySquare: 0,
  totalOnTheirCell: 0,
  tags: 0,
  tagOnCount: 0,
  tagOnLabel: 0,
  tagNearerEmpty: 0,
};
const rows: string[] = [];
const sessions = new Map<Page, import('playwright-core').CDPSession>();
async function hold(page: Page, touch: boolean, at: { x: number; y: number }, down: boolean) {
  if (!touch) return page.mouse.move(down ? at.x : 2, down ? at.y : 2);
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, cdp);
  await cdp.send(
    'Input.dispatchTouchEvent',
    down
      ? { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] }
      : { type: 'touchCancel', touchPoints: [] },
  );
}
try {
  for (const [board, query] of Object.entries(BOARDS))
    for (const [size, device] of SIZES) {
      const page = await lookPage(browser, device, { testSpeed: true });
      await page.goto(`${server.url}?${query}`);
      const opened = await page
        .waitForFunction(() => ['board', 'puzzle'].includes(window.cellDivision?.scene() ?? ''), null, {
          timeout: 30_000,
        })
        .then(
          () => true,
          () => false,
        );
      if (!opened) {
        rows.push(`${board} ${size}: did not open`);
        await page.context().close();
        continue;
      }
      await page.waitForTimeout(1500);
      if (board === 'warmup') await page.waitForTimeout(2500);
      const squares = await page.evaluate(() => {
        const all: { name: string; x: number; y: number }[] = [];
        for (const c of 'abcdefghijkl')
          for (let r = 1; r <= 12; r++) {
            const at = window.cellDivision.square(`${c}${r}`);
            if (at) all.push({ name: `${c}${r}`, ...at });
          }
        return { all, drawn: window.cellDivision.drawn() };
      });
      const pitch = Math.min(
        ...squares.all.flatMap((a) =>
          squares.all.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y)),
        ),
      );
      const nearest = (p: { x: number; y: number }) =>
        squares.all.reduce((m, s) =>
          Math.hypot(s.x - p.x, s.y - p.y) < Math.hypot(m.x - p.x, m.y - p.y) ? s : m,
        );
      // The other player's cells (their bodies, 0.8 of a square): the total should cover none.
      const st = await page.evaluate(() => window.cellDivision.state());
      const theirs = new Set<string>();
      if (st) {
        const p = replayRecord([st.layout, ...st.moves].join(' '));
        const mover = p.toMove();
        p.owner.forEach((o, q) => {
          if (o !== 0 && o !== mover) theirs.add(squareName(p.layout, q));
        });
      }
      const empty = squares.all.filter((s) => !squares.drawn.includes(s.name)).slice(0, HOLDS);
      for (const s of empty) {
        await hold(page, device.touch, s, true);
        await page.waitForTimeout(700);
        const seen = await page.evaluate(() => ({
          texts: window.cellDivision.textBoxes(),
          labels: window.cellDivision.boardLabels() ?? [],
          held: window.cellDivision.state()?.previewHeld ?? window.cellDivision.state()?.pressed ?? null,
        }));
        const plus = seen.texts.filter((t) => /^(= )?\+\d+$/.test(t.text));
        const counts = seen.texts.filter(
          (t) =>
            /^\d+$/.test(t.text) &&
            squares.all.some((q) => Math.hypot(q.x - mid(t).x, q.y - mid(t).y) < pitch * 0.3),
        );
        if (plus.length === 0) {
          await hold(page, device.touch, s, false);
          continue;
        }
        const total = plus.reduce((m, t) =>
          t.css > m.css ||
          (t.css === m.css &&
            Math.hypot(mid(t).x - s.x, mid(t).y - s.y) > Math.hypot(mid(m).x - s.x, mid(m).y - s.y))
            ? t
            : m,
        );
        const tags = plus.filter((t) => t !== total);
        const n = nearest(mid(total));
        const inOther = n.name !== s.name && Math.hypot(n.x - mid(total).x, n.y - mid(total).y) < pitch * 0.3;
        const r = {
          onCount: counts.some((c) => area(c, total) > 0),
          onLabel: seen.labels.some((l) => area(l, total) > 0),
          inOther,
          inEmpty: inOther && !squares.drawn.includes(n.name),
          onTheirs: squares.all.some(
            (q) =>
              theirs.has(q.name) &&
              area(total, {
                x: q.x - pitch * 0.4,
                y: q.y - pitch * 0.4,
                width: pitch * 0.8,
                height: pitch * 0.8,
              }) > 0,
          ),
        };
        totals.holds++;
        totals.totalOnCount += +r.onCount;
        totals.totalOnLabel += +r.onLabel;
        totals.totalInOtherSquare += +r.inOther;
        totals.totalInEmptySquare += +r.inEmpty;
        totals.totalOnTheirCell += +r.onTheirs;
        for (const t of tags) {
          totals.tags++;
          totals.tagOnCount += +counts.some((c) => area(c, t) > 0);
          totals.tagOnLabel += +seen.labels.some((l) => area(l, t) > 0);
          totals.tagNearerEmpty += +!squares.drawn.includes(nearest(mid(t)).name);
        }
        rows.push(
          `${board} ${size} hold ${s.name}: total "${total.text}" ${JSON.stringify(r)} tags ${tags.map((t) => `${t.text}@${nearest(mid(t)).name}`).join(' ')}`,
        );
        if (shots && (size === '390x844' || size === '1024x768') && empty.indexOf(s) < 2)
          await page.screenshot({ path: resolve(out, `${board}-${size}-${s.name}-${tag}.png`) });
        await hold(page, device.touch, s, false);
        await page.waitForTimeout(200);
      }
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
const report = [...rows, JSON.stringify(totals)].join('\n');
writeFileSync(resolve(out, `press-total-${tag}.txt`), report);
console.log(JSON.stringify(totals));
