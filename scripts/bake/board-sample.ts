// A board sample for review: square:5 and hex:5 side by side, each with a few cells of both
// players in several division patterns, drawn by the same code as the game's board and cells.
import { createCanvas } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLayout } from '../../src/engine/index.ts';
import { boardFrame, drawBoardBackground, squarePlacement } from '../../src/ui/art/boards.ts';
import { drawCell } from '../../src/ui/art/cell.ts';
import { palette } from '../../src/ui/palette.ts';

const SQUARE = 96;

/** Squares (by number) and their cells: the pattern and whose cell it is. */
const SAMPLES: Record<string, [number, string, 'green' | 'red'][]> = {
  'square:5': [
    [0, '0000', 'green'],
    [1, '0100', 'green'],
    [2, '0100', 'red'],
    [7, '1001', 'red'],
    [12, '1111', 'green'],
    [16, '0011', 'green'],
  ],
  'hex:5': [
    [0, 'hex-000', 'green'],
    [1, 'hex-100', 'green'],
    [2, 'hex-100', 'red'],
    [24, 'hex-011', 'red'],
    [25, 'hex-010', 'red'],
    [30, 'hex-111', 'green'],
    [36, 'hex-110', 'green'],
    [60, 'hex-001', 'green'],
  ],
};

export function writeBoardSample(outDir: string, file = 'boards.png'): string {
  const boards = Object.entries(SAMPLES).map(([id, cells]) => {
    const geometry = { layout: parseLayout(id), square: SQUARE };
    return { geometry, frame: boardFrame(geometry), cells };
  });
  const canvas = createCanvas(
    boards.reduce((w, b) => w + b.frame.width, 0),
    Math.max(...boards.map((b) => b.frame.height)),
  );
  const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  ctx.fillStyle = '#1c2433';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  let x = 0;
  for (const { geometry, frame, cells } of boards) {
    ctx.save();
    ctx.translate(x, 0);
    drawBoardBackground(ctx, geometry);
    for (const [s, pattern, who] of cells)
      drawCell(ctx, pattern, palette(who).rgb, squarePlacement(geometry, frame, s));
    ctx.restore();
    x += frame.width;
  }
  const path = join(outDir, file);
  writeFileSync(path, canvas.toBuffer('image/png'));
  return path;
}
