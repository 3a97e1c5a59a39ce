// CPU time per frame of the GPU process (SwiftShader draws there) and of the renderer (Phaser,
// the readback), on an idle board and during four moves, per dist, alternating: CPU time is what
// a frame costs, whatever the machine's load does to the wall clock (Linux: reads /proc).
// Usage: ROUNDS=n npx tsx scripts/bench/frame-cpu.ts DIST... (built dist folders to compare)
import { readFileSync, readdirSync } from 'node:fs';
import { launchChromium } from '../../tests/e2e/browser.ts';
import { serveDist } from '../../tests/e2e/server.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { openGame, clickControl, clickSquare, settle } from '../../tests/e2e/harness.ts';
import type { Page } from 'playwright-core';

const procs = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return {
          pid: Number(pid),
          ppid: Number(f[1]),
          cpu: Number(f[11]) + Number(f[12]),
          cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        };
      } catch {
        return null;
      }
    })
    .filter((p) => p !== null);
function mine() {
  const all = procs();
  const set = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all)
      if (!set.has(p.pid) && set.has(p.ppid)) {
        set.add(p.pid);
        grew = true;
      }
  }
  const of = (type: string) =>
    all.filter((p) => set.has(p.pid) && p.cmd.includes(`--type=${type}`)).reduce((a, p) => a + p.cpu, 0) * 10;
  return { gpu: of('gpu-process'), renderer: of('renderer') };
}
async function frames(page: Page): Promise<number> {
  return page.evaluate('window.frames_') as Promise<number>;
}

const dists = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const browser = await launchChromium();
const servers = await Promise.all(dists.map((d) => serveDist(d)));
const sums = dists.map(() => ({ idle: { gpu: 0, renderer: 0, n: 0 }, play: { gpu: 0, renderer: 0, n: 0 } }));
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < dists.length; i++) {
    const settings = {
      ...DEFAULT_SETTINGS,
      family: 'square',
      opponent: 'easy',
      first: 'you',
      layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' },
    };
    const { page } = await openGame(browser, servers[i]!.url, settings);
    await page.evaluate(
      'window.frames_ = 0; (function step() { window.frames_++; requestAnimationFrame(step); })();',
    );
    await clickControl(page, 'play');
    await page.waitForFunction(() => window.cellDivision.scene() === 'board');
    await settle(page);
    await page.waitForTimeout(800);
    for (const part of ['idle', 'play'] as const) {
      const before = mine();
      const f0 = await frames(page);
      if (part === 'idle') await page.waitForTimeout(3000);
      else
        for (const name of ['c3', 'd4', 'b5', 'e2']) {
          const s = await settle(page, 60_000);
          if (s.moves.includes(name)) continue;
          await clickSquare(page, name);
          await page.waitForFunction(
            (n) => window.cellDivision.state()!.moves.length >= n + 2,
            s.moves.length,
            { timeout: 60_000 },
          );
        }
      if (part === 'play') await settle(page, 60_000);
      const after = mine();
      const n = (await frames(page)) - f0;
      const t = sums[i]![part];
      t.gpu += after.gpu - before.gpu;
      t.renderer += after.renderer - before.renderer;
      t.n += n;
      console.log(
        `${dists[i]} r${r} ${part}: ${n} frames; per frame gpu ${((after.gpu - before.gpu) / n).toFixed(2)} ms, renderer ${((after.renderer - before.renderer) / n).toFixed(2)} ms`,
      );
    }
    await page.close();
  }
}
for (let i = 0; i < dists.length; i++)
  for (const part of ['idle', 'play'] as const) {
    const t = sums[i]![part];
    console.log(
      `${dists[i]} ALL ${part}: ${t.n} frames; CPU per frame: gpu process ${(t.gpu / t.n).toFixed(2)} ms, renderer ${(t.renderer / t.n).toFixed(2)} ms`,
    );
  }
await browser.close();
for (const s of servers) await s.close();
