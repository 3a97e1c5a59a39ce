// The contact sheet for review: every frame of both atlases on a dark board colour, labelled.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AtlasJson } from './atlas.ts';
import { ART_JSON, type CellSheetsJson } from './bake.ts';
import { CELL_SHEETS_JSON } from '../../src/ui/art/cell-sheets.ts';

const CELL = 160;
const LABEL = 18;

export async function writeContactSheet(outDir: string, file = 'sheet.png'): Promise<string> {
  const entries: {
    name: string;
    image: Awaited<ReturnType<typeof loadImage>>;
    r: { x: number; y: number; w: number; h: number };
  }[] = [];
  const cells = JSON.parse(readFileSync(join(outDir, CELL_SHEETS_JSON), 'utf8')) as CellSheetsJson;
  const art = JSON.parse(readFileSync(join(outDir, ART_JSON), 'utf8')) as AtlasJson;
  for (const json of [...cells.sheets, art]) {
    const image = await loadImage(readFileSync(join(outDir, json.meta.image)));
    for (const [name, f] of Object.entries(json.frames)) entries.push({ name, image, r: f.frame });
  }
  const cols = 16;
  const rows = Math.ceil(entries.length / cols);
  const canvas = createCanvas(cols * CELL, rows * (CELL + LABEL));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1c2433';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.font = '13px sans-serif';
  ctx.textAlign = 'center';
  entries.forEach((e, i) => {
    const x = (i % cols) * CELL;
    const y = Math.floor(i / cols) * (CELL + LABEL);
    const scale = Math.min((CELL - 8) / e.r.w, (CELL - 8) / e.r.h);
    const w = e.r.w * scale;
    const h = e.r.h * scale;
    ctx.drawImage(e.image, e.r.x, e.r.y, e.r.w, e.r.h, x + (CELL - w) / 2, y + (CELL - h) / 2, w, h);
    ctx.fillStyle = '#dde6f0';
    ctx.fillText(e.name, x + CELL / 2, y + CELL + 13);
  });
  const path = join(outDir, file);
  writeFileSync(path, canvas.toBuffer('image/png'));
  return path;
}
