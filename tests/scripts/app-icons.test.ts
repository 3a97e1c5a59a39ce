// The installed app's icons: their sizes, an opaque background to the edges where the launcher or
// the tablet cuts the shape, see-through corners on the rounded tile, and the cell inside the
// maskable icon's safe circle.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { drawAppIcon, writeAppIcons } from '../../scripts/bake/app-icons.ts';
import { APP_ICONS, cssColour, type AppIcon } from '../../scripts/bake/app-icon-list.ts';
import { THEME } from '../../src/ui/theme.ts';

async function pixels(icon: AppIcon): Promise<{ size: number; at: (x: number, y: number) => number[] }> {
  const image = await loadImage(drawAppIcon(icon));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  expect(image.width).toBe(icon.size);
  expect(image.height).toBe(icon.size);
  return {
    size: image.width,
    at: (x, y) => Array.from(data.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)),
  };
}

const icon = (kind: AppIcon['kind']) => APP_ICONS.find((i) => i.kind === kind)!;

describe('app icons', () => {
  test('192, 512, a maskable 512 and a 180 apple-touch-icon', () => {
    expect(APP_ICONS.map((i) => `${i.kind} ${i.size}`).sort()).toEqual([
      'any 192',
      'any 512',
      'apple 180',
      'maskable 512',
    ]);
  });

  test('maskable - the background to every corner, the cell only inside the safe circle', async () => {
    const { size, at } = await pixels(icon('maskable'));
    expect(at(0, 0)[3]).toBe(255);
    // Outside a circle of 80% every pixel is the dark background; the centre holds a bright cell.
    const bright = (p: number[]) => Math.max(p[0]!, p[1]!, p[2]!) > 120;
    for (let y = 0; y < size; y += 4) {
      for (let x = 0; x < size; x += 4) {
        if (Math.hypot(x - size / 2, y - size / 2) > size * 0.4)
          expect(bright(at(x, y)), `${x},${y}`).toBe(false);
      }
    }
    expect(bright(at(size * 0.38, size * 0.38))).toBe(true);
  });

  test("any - see-through corners; apple - opaque corners in the game's background colour", async () => {
    expect((await pixels(icon('any'))).at(0, 0)[3]).toBe(0);
    const apple = await pixels(icon('apple'));
    expect(apple.at(0, 0)[3]).toBe(255);
    const bg = cssColour(THEME.background);
    const [r, g, b] = apple.at(0, 0);
    expect(
      Math.abs(r! - parseInt(bg.slice(1, 3), 16)) +
        Math.abs(g! - parseInt(bg.slice(3, 5), 16)) +
        Math.abs(b! - parseInt(bg.slice(5, 7), 16)),
    ).toBeLessThan(12);
  });

  test('written once per inputs hash, drawn again when it changes', () => {
    const out = mkdtempSync(join(tmpdir(), 'cd-icons-'));
    expect(writeAppIcons(out, 'aaaa').written).toBe(true);
    expect(writeAppIcons(out, 'aaaa').written).toBe(false);
    expect(writeAppIcons(out, 'bbbb').written).toBe(true);
    expect(
      readFileSync(join(out, 'icons', 'icon-192.png'))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});
