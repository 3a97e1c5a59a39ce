// `npx tsx scripts/look-cell-strip.ts OUT.png`: every division pattern of every grid (and the stem
// cell's pieces) drawn straight from src/ui/art at a phone's 7×7 (50 CSS px at 3×), a phone's 5×5
// (70 CSS px at 3×) shown at CSS size, and a desktop's square (80 px at 1×), so a change to the cuts
// can be judged at play size without a bake.
import { createCanvas } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import { drawCell } from '../src/ui/art/cell.ts';
import { gridFrames } from '../src/ui/art/piece-width.ts';

const out = process.argv[2] ?? 'cell-strip.png';
const frames = (['square', 'hex', 'tri'] as const).flatMap((g) => gridFrames(g));
const sizes = [
  { css: 50, dpr: 3 },
  { css: 70, dpr: 3 },
  { css: 80, dpr: 1 },
];
const perRow = 16;
const rowsPerSize = Math.ceil(frames.length / perRow);
const height = sizes.reduce((h, s) => h + rowsPerSize * (s.css + 6), 0);
const width = perRow * 86;
const canvas = createCanvas(width, height);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#1c2433';
ctx.fillRect(0, 0, width, height);
let top = 0;
for (const { css, dpr } of sizes) {
  frames.forEach((frame, i) => {
    const tile = createCanvas(css * dpr, css * dpr);
    drawCell(tile.getContext('2d') as unknown as CanvasRenderingContext2D, frame, [34, 250, 34], {
      x: 0,
      y: 0,
      size: css * dpr,
    });
    const x = (i % perRow) * 86 + 3;
    const y = top + Math.floor(i / perRow) * (css + 6) + 3;
    ctx.drawImage(tile, x, y, css, css);
  });
  top += rowsPerSize * (css + 6);
}
writeFileSync(out, canvas.toBuffer('image/png'));
console.log(out);
