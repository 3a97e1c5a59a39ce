// Pictures of late boards for a person to look at (not a test): square, hexagon and triangle
// boards a few moves from their end (one with stem cells) on an upright phone, a tablet and a
// desktop, and one montage of them all, so the cells' art can be judged where the pieces crowd.
// `E2E_BUILD_DIR=$PWD/dist-x npx tsx scripts/look-late-boards.ts outDir [tag] [only]` after a test build;
// the montage is outDir/late-<tag>.png; `only`, a comma list of board@device (square:12@phone), takes those alone.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { boardSettled, lookPage, pseudoRandomMoves } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'late-boards');
const tag = process.argv[3] ?? 'now';
/** Only these pictures, as board@device (square:12@phone), when given. */
const only = process.argv[4]?.split(',');
mkdirSync(out, { recursive: true });

const BOARDS = [
  ['square:7', 3],
  ['square:12', 6],
  ['hex:5', 3],
  ['tri:6', 3],
  ['square:7/stem', 3],
] as const;
const DEVICES = [
  { tag: 'phone', width: 390, height: 844, dpr: 3, touch: true },
  { tag: 'tablet', width: 1024, height: 768, dpr: 2, touch: true },
  { tag: 'desk', width: 1280, height: 720, dpr: 1, touch: false },
] as const;

const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const shots: { board: string; device: string; path: string }[] = [];
try {
  for (const [rules, left] of BOARDS) {
    const moves = pseudoRandomMoves(rules, 11, { leave: left });
    for (const device of DEVICES) {
      if (only && !only.includes(`${rules}@${device.tag}`)) continue;
      const page = await lookPage(browser, device, { testSpeed: true });
      await page.goto(`${server.url}?layout=${rules}&p1=human&p2=human&moves=${moves}`);
      await boardSettled(page, 60_000, 1500);
      const path = resolve(out, `${tag}-${rules.replace(/[:/]/g, '')}-${device.tag}.png`);
      // Software WebGL at 3× can take long over a frame: a picture that will not come is told and skipped.
      await page
        .screenshot({ path, timeout: 120_000 })
        .then(() => shots.push({ board: rules, device: device.tag, path }))
        .catch((e: Error) =>
          console.log(`no picture of ${rules} on the ${device.tag}: ${e.message.split('\n')[0]}`),
        );
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

// The montage: a row per board, its devices side by side at CSS size halved.
const scale = 0.5;
const cellW = DEVICES.map((d) => d.width * scale);
const rowH = Math.max(...DEVICES.map((d) => d.height * scale));
const canvas = createCanvas(
  cellW.reduce((a, b) => a + b + 8, 8),
  BOARDS.length * (rowH + 8) + 8,
);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#000';
ctx.fillRect(0, 0, canvas.width, canvas.height);
for (const [row, [rules]] of BOARDS.entries()) {
  let x = 8;
  for (const [i, device] of DEVICES.entries()) {
    const shot = shots.find((s) => s.board === rules && s.device === device.tag);
    if (shot)
      ctx.drawImage(await loadImage(shot.path), x, 8 + row * (rowH + 8), cellW[i]!, device.height * scale);
    x += cellW[i]! + 8;
  }
}
const montage = resolve(out, `late-${tag}.png`);
writeFileSync(montage, canvas.toBuffer('image/png'));
console.log(montage);
