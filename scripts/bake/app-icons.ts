// The installed app's icons: the logo's dividing cell on the game's background colour, drawn with
// the same art code as the atlases. The standalone build's manifest and page link them; the bake
// writes them to assets/cells/icons (skipped when the stamp holds the same inputs hash).
import { createCanvas } from '@napi-rs/canvas';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawLogoCell } from '../../src/ui/art/logo.ts';
import { THEME } from '../../src/ui/theme.ts';
import { APP_ICONS, cssColour, ICONS_DIR, type AppIcon } from './app-icon-list.ts';

const STAMP = 'icons.json';

/** Draws one icon and gives its PNG bytes (the same pixels give the same bytes). */
export function drawAppIcon(icon: AppIcon): Buffer {
  const { size, kind } = icon;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  const gradient = ctx.createRadialGradient(size / 2, size * 0.4, 0, size / 2, size / 2, size * 0.75);
  gradient.addColorStop(0, cssColour(THEME.backgroundTop));
  gradient.addColorStop(1, cssColour(THEME.background));
  ctx.fillStyle = gradient;
  if (kind === 'any') {
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, size * 0.18);
    ctx.fill();
  } else {
    ctx.fillRect(0, 0, size, size);
  }
  // The maskable cell stays in the launcher's safe circle; the tablet rounds the apple icon's corners.
  const cell = size * { any: 0.78, apple: 0.7, maskable: 0.56 }[kind];
  drawLogoCell(ctx, { x: (size - cell) / 2, y: (size - cell) / 2, size: cell });
  return canvas.toBuffer('image/png');
}

/** Writes every icon under outDir/icons unless its stamp already holds this inputs hash. */
export function writeAppIcons(outDir: string, hash: string): { written: boolean; dir: string } {
  const dir = join(outDir, ICONS_DIR);
  const stamp = join(dir, STAMP);
  const upToDate =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').includes(`"${hash}"`) &&
    APP_ICONS.every((icon) => existsSync(join(dir, icon.file)));
  if (upToDate) return { written: false, dir };
  mkdirSync(dir, { recursive: true });
  for (const icon of APP_ICONS) writeFileSync(join(dir, icon.file), drawAppIcon(icon));
  // The stamp goes last: a bake stopped half-way draws them all again.
  writeFileSync(stamp, JSON.stringify({ inputsHash: hash }) + '\n');
  return { written: true, dir };
}
