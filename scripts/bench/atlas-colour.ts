// `npm run bench:atlas`: how far the baked WebP images are from the lossless drawing, frame by frame.
// Draws every sheet again (as the bake does), decodes the WebP files in assets/cells, and over each
// frame's pixels, both laid over the board's dark colour, gives the mean and largest CIEDE2000
// difference and the largest alpha difference. Prints the worst frames and writes the worst one,
// lossless beside WebP, enlarged, in the system's temporary folder, to be looked at.
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { drawAtlases, type DrawnAtlas } from '../bake/bake.ts';
import { DEFAULT_SIZES } from '../bake/frames.ts';
import { deltaE2000, toLab, type Rgb } from '../../src/ui/art/colour-vision.ts';
import { THEME } from '../../src/ui/theme.ts';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'assets/cells');
const under: Rgb = [(THEME.background >> 16) & 255, (THEME.background >> 8) & 255, THEME.background & 255];

type FrameDiff = { image: string; name: string; mean: number; max: number; alpha: number };

const pixels = (canvas: Canvas) =>
  canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
const over = (c: number, a: number, u: number) => Math.round((c * a + u * (255 - a)) / 255);

async function compare(atlas: DrawnAtlas): Promise<{ diffs: FrameDiff[]; webp: Canvas }> {
  const decoded = await loadImage(readFileSync(join(outDir, atlas.image)));
  const webp = createCanvas(decoded.width, decoded.height);
  webp.getContext('2d').drawImage(decoded, 0, 0);
  const a = pixels(atlas.canvas);
  const b = pixels(webp);
  const width = atlas.canvas.width;
  const labs = new Map<number, ReturnType<typeof toLab>>();
  const lab = (r: number, g: number, bl: number) => {
    const key = (r << 16) | (g << 8) | bl;
    let v = labs.get(key);
    if (!v) labs.set(key, (v = toLab([r, g, bl])));
    return v;
  };
  const diffs = Object.entries(atlas.json.frames).map(([name, { frame }]) => {
    let sum = 0;
    let max = 0;
    let alpha = 0;
    for (let y = frame.y; y < frame.y + frame.h; y++) {
      for (let x = frame.x; x < frame.x + frame.w; x++) {
        const i = (y * width + x) * 4;
        alpha = Math.max(alpha, Math.abs(a[i + 3]! - b[i + 3]!));
        const pa = [0, 1, 2].map((k) => over(a[i + k]!, a[i + 3]!, under[k]!));
        const pb = [0, 1, 2].map((k) => over(b[i + k]!, b[i + 3]!, under[k]!));
        if (pa[0] === pb[0] && pa[1] === pb[1] && pa[2] === pb[2]) continue;
        const d = deltaE2000(lab(pa[0]!, pa[1]!, pa[2]!), lab(pb[0]!, pb[1]!, pb[2]!));
        sum += d;
        max = Math.max(max, d);
      }
    }
    return { image: atlas.image, name, mean: sum / (frame.w * frame.h), max, alpha };
  });
  return { diffs, webp };
}

const { sheets, art } = drawAtlases(DEFAULT_SIZES, 'compare');
const all: FrameDiff[] = [];
const webps = new Map<string, Canvas>();
for (const atlas of [...sheets, art]) {
  const { diffs, webp } = await compare(atlas);
  webps.set(atlas.image, webp);
  all.push(...diffs);
  const mean = diffs.reduce((n, d) => n + d.mean, 0) / diffs.length;
  console.log(
    `${atlas.image}: ${diffs.length} frames, mean ΔE00 ${mean.toFixed(3)}, worst frame's mean ${Math.max(...diffs.map((d) => d.mean)).toFixed(3)}, ` +
      `largest ΔE00 ${Math.max(...diffs.map((d) => d.max)).toFixed(2)}, largest alpha difference ${Math.max(...diffs.map((d) => d.alpha))}/255`,
  );
}
const worst = [...all].sort((x, y) => y.mean - x.mean);
console.log('worst frames by mean ΔE00:');
for (const d of worst.slice(0, 5))
  console.log(
    `  ${d.image} ${d.name}: mean ${d.mean.toFixed(3)}, max ${d.max.toFixed(2)}, alpha ±${d.alpha}`,
  );

const w = worst[0]!;
const atlas = [...sheets, art].find((s) => s.image === w.image)!;
const { frame } = atlas.json.frames[w.name]!;
const scale = Math.max(1, Math.floor(768 / Math.max(frame.w, frame.h)));
const sheet = createCanvas(frame.w * scale * 2 + 16, frame.h * scale);
const ctx = sheet.getContext('2d');
ctx.imageSmoothingEnabled = false;
ctx.fillStyle = `rgb(${under.join(',')})`;
ctx.fillRect(0, 0, sheet.width, sheet.height);
ctx.drawImage(atlas.canvas, frame.x, frame.y, frame.w, frame.h, 0, 0, frame.w * scale, frame.h * scale);
ctx.drawImage(
  webps.get(w.image)!,
  frame.x,
  frame.y,
  frame.w,
  frame.h,
  frame.w * scale + 16,
  0,
  frame.w * scale,
  frame.h * scale,
);
const picture = join(tmpdir(), 'cell-division-worst-frame.png');
writeFileSync(picture, sheet.toBuffer('image/png'));
console.log(`the worst frame, lossless (left) and WebP (right): ${picture}`);
