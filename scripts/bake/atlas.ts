// Packs frames into one atlas canvas (rows of shelves, in the order given) and writes the Phaser
// JSON-hash description of it.
import { createCanvas, type Canvas } from '@napi-rs/canvas';

export type FrameSpec = {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly draw: (ctx: CanvasRenderingContext2D, x: number, y: number) => void;
};

export type FrameRect = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

export type AtlasJson = {
  frames: Record<
    string,
    {
      frame: FrameRect;
      rotated: false;
      trimmed: false;
      spriteSourceSize: FrameRect;
      sourceSize: { w: number; h: number };
    }
  >;
  meta: {
    app: string;
    version: string;
    image: string;
    format: 'RGBA8888';
    size: { w: number; h: number };
    scale: '1';
    inputsHash: string;
  };
};

export const MAX_ATLAS_SIDE = 4096;

/** Shelf packing: left to right, a new shelf when the row is full. `padding` keeps frames apart. */
export function packFrames(
  frames: readonly FrameSpec[],
  maxWidth: number,
  padding: number,
): { rects: FrameRect[]; width: number; height: number } {
  const rects: FrameRect[] = [];
  let x = 0;
  let y = 0;
  let shelf = 0;
  let width = 0;
  for (const f of frames) {
    if (x > 0 && x + f.width > maxWidth) {
      x = 0;
      y += shelf + padding;
      shelf = 0;
    }
    rects.push({ x, y, w: f.width, h: f.height });
    width = Math.max(width, x + f.width);
    shelf = Math.max(shelf, f.height);
    x += f.width + padding;
  }
  const height = y + shelf;
  if (width > MAX_ATLAS_SIDE || height > MAX_ATLAS_SIDE) {
    throw new Error(
      `atlas of ${width}×${height} px is larger than ${MAX_ATLAS_SIDE}×${MAX_ATLAS_SIDE}: use smaller frames`,
    );
  }
  return { rects, width, height };
}

/** Draws every frame into a new canvas and describes it. */
export function buildAtlas(
  frames: readonly FrameSpec[],
  image: string,
  inputsHash: string,
  options: { maxWidth: number; padding: number },
): { canvas: Canvas; json: AtlasJson } {
  const { rects, width, height } = packFrames(frames, options.maxWidth, options.padding);
  const canvas = createCanvas(width, height);
  // @napi-rs/canvas implements the standard 2D context; the shared art code is typed against the DOM's.
  const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  const json: AtlasJson = {
    frames: {},
    meta: {
      app: 'cell-division scripts/bake-cells.ts',
      version: '1',
      image,
      format: 'RGBA8888',
      size: { w: width, h: height },
      scale: '1',
      inputsHash,
    },
  };
  frames.forEach((f, i) => {
    const r = rects[i]!;
    ctx.save();
    ctx.beginPath();
    ctx.rect(r.x, r.y, r.w, r.h);
    ctx.clip();
    f.draw(ctx, r.x, r.y);
    ctx.restore();
    json.frames[f.name] = {
      frame: r,
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w: r.w, h: r.h },
      sourceSize: { w: r.w, h: r.h },
    };
  });
  return { canvas, json };
}
