// The toolbar's names under its icons, painted once into ONE canvas texture when the board scene
// starts, each name a frame of it shown as an image. Under software WebGL every frame's cost counts
// (scripts/bench/frame-tasks.ts measures it): the names cost a few quads from one texture, never a Text object
// each with a texture of its own.

import type Phaser from 'phaser';
import { FONT, THEME } from './theme.ts';
import { CAPTION_LINE, wrapWords } from '../screens/game/board-bar.ts';

/** One button's name as painted: its frame in the captions' texture and its size in game pixels. */
export interface CaptionFrame {
  text: string;
  frame: string;
  width: number;
  height: number;
}

export interface CaptionSet {
  key: string;
  /** Font size in game pixels. */
  font: number;
  /** The band the names take under the icons: the tallest name's height. */
  height: number;
  /** The widest name's width. */
  width: number;
  frames: Map<string, CaptionFrame>;
}

const KEY = 'toolbar-captions';

function fontOf(size: number): string {
  return `bold ${Math.round(size)}px ${FONT}`;
}

/** Measures words at `font` on a canvas (made when asked, nothing kept). */
export function captionMeasure(font: number): (words: string) => number {
  const measure = captionMeasureAt();
  return (words) => measure(words, font);
}

/** Measures words at any font size on one canvas (made when asked, nothing kept). */
export function captionMeasureAt(): (words: string, font: number) => number {
  const ctx = document.createElement('canvas').getContext('2d')!;
  return (words, font) => {
    ctx.font = fontOf(font);
    return ctx.measureText(words).width;
  };
}

/**
 * Paints the names (id → words) at `font`, wrapped at `limit`, into the scene's captions texture
 * (replacing the last scene's), one frame per id; every name gets the same band height.
 */
export function paintCaptions(
  scene: Phaser.Scene,
  names: ReadonlyMap<string, string>,
  font: number,
  limit: number,
): CaptionSet {
  const ids = [...names.keys()];
  const measure = captionMeasure(font);
  const lines = [...names.values()].map((n) => wrapWords(n, limit, measure));
  const width = Math.max(...lines.flat().map(measure));
  const rows = Math.max(...lines.map((l) => l.length));
  const lineH = Math.ceil(font * CAPTION_LINE);
  const slotW = Math.ceil(width) + 4;
  const slotH = rows * lineH + 4;
  const textures = scene.textures;
  if (textures.exists(KEY)) textures.remove(KEY);
  const texture = textures.createCanvas(KEY, slotW, slotH * ids.length)!;
  const ctx = texture.context;
  ctx.font = fontOf(font);
  ctx.fillStyle = THEME.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const frames = new Map<string, CaptionFrame>();
  ids.forEach((id, i) => {
    const own = lines[i]!;
    const top = i * slotH;
    // A shorter name stands in the middle of the band, level with its neighbours' middles.
    const first = top + 2 + ((rows - own.length) * lineH) / 2;
    own.forEach((line, k) => ctx.fillText(line, slotW / 2, first + (k + 0.5) * lineH));
    texture.add(id, 0, 0, top, slotW, slotH);
    frames.set(id, {
      text: own.join(' '),
      frame: id,
      width: Math.max(...own.map((l) => ctx.measureText(l).width)),
      height: own.length * lineH,
    });
  });
  texture.refresh();
  return { key: KEY, font, height: slotH, width, frames };
}
