// What an e2e page costs while nothing happens: CPU seconds of Chromium's GPU process and renderer
// per second of an idle menu, its frames a second, and what a page load to the menu costs, per page
// kind (size, pixel ratio). Linux (/proc). Usage: npx tsx scripts/bench/idle-cpu.ts DIST, with
// INIT a script run in each page first (a frame cap: frameLimitScript(15)), EXTRA_ARGS Chromium
// flags, KINDS=one for the 390x844 phone at 3x alone.
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium, LAUNCH } from '../../tests/e2e/browser.ts';
import { nicedChromium } from '../../tests/e2e/niced-chromium.ts';
import { serveDist } from '../../tests/e2e/server.ts';

function cpuOfMine(): { gpu: number; renderer: number; browser: number; node: number } {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return { pid: Number(pid), ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / 100, cmd };
      } catch {
        return null;
      }
    })
    .filter((p) => p !== null);
  const set = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (!set.has(p.pid) && set.has(p.ppid)) {
        set.add(p.pid);
        grew = true;
      }
  }
  const sum = (f: (c: string) => boolean) =>
    all.filter((p) => set.has(p.pid) && f(p.cmd)).reduce((a, p) => a + p.cpu, 0);
  return {
    gpu: sum((c) => c.includes('--type=gpu-process')),
    renderer: sum((c) => c.includes('--type=renderer')),
    browser: sum((c) => !c.includes('--type=') && !c.includes('node')),
    node: sum((c) => c.includes('node')),
  };
}
const diff = (a: ReturnType<typeof cpuOfMine>, b: ReturnType<typeof cpuOfMine>) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, +(v - a[k as keyof typeof a]).toFixed(2)]));

const dist = process.argv[2]!;
const browser = await chromium.launch({
  ...LAUNCH,
  executablePath: nicedChromium(findChromium()),
  args: [...LAUNCH.args!, ...(process.env.EXTRA_ARGS ?? '').split(' ').filter(Boolean)],
});
const server = await serveDist(dist);
const extra = process.env.INIT ?? '';
const kinds = [
  { width: 390, height: 844, dpr: 3 },
  { width: 1280, height: 720, dpr: 1 },
  { width: 1024, height: 768, dpr: 2 },
];
for (const kind of process.env.KINDS === 'one' ? kinds.slice(0, 1) : kinds) {
  const context = await browser.newContext({ viewport: kind, deviceScaleFactor: kind.dpr });
  await context.addInitScript(
    `window.cellDivisionTestSpeed = true; localStorage.setItem('cell-division:v1:tutorial', '{"offered":true,"answered":true}');${extra}`,
  );
  const page = await context.newPage();
  let t = performance.now();
  let c = cpuOfMine();
  await page.goto(server.url + '?fast');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
  const load = { wall: +((performance.now() - t) / 1000).toFixed(2), ...diff(c, cpuOfMine()) };
  await page.waitForTimeout(1000);
  t = performance.now();
  c = cpuOfMine();
  await page.waitForTimeout(10_000);
  const idle = { wall: +((performance.now() - t) / 1000).toFixed(2), ...diff(c, cpuOfMine()) };
  // A string, not a function: tsx would wrap a named function in a helper the page does not have.
  const fps = await page.evaluate(`new Promise((done) => {
    let n = 0;
    const start = performance.now();
    const tick = () => {
      n++;
      if (performance.now() - start < 2000) requestAnimationFrame(tick);
      else done(n / 2);
    };
    requestAnimationFrame(tick);
  })`);
  console.log(JSON.stringify({ kind, load, idleMenu10s: idle, fps }));
  await context.close();
}
await browser.close();
await server.close();
