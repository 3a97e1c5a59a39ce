// A line of text fitted to a width: shrunk first, never under the readable floor (13 CSS px); past that it wraps onto
// more lines (centred). What it would cost to read is never paid in unreadable type.

import type Phaser from 'phaser';
import { pixelRatio } from './screen.ts';
import { fitPlan } from './fit-plan.ts';
import { READABLE_CSS } from './device-pixels.ts';

/** The smallest scale that keeps the text at `floor` CSS px (the readable floor unless said) or more. */
export function leastScale(text: Phaser.GameObjects.Text, floor = READABLE_CSS): number {
  return Math.min(1, (floor * pixelRatio()) / parseFloat(String(text.style.fontSize)));
}

/**
 * Fits `text` into `maxWidth` game pixels; returns the height it now takes. `floor`: the least CSS
 * px it shrinks to before it wraps (the readable floor; a sentence a player reads at a glance asks more).
 */
export function fitLine(text: Phaser.GameObjects.Text, maxWidth: number, floor = READABLE_CSS): number {
  text.setScale(1);
  const font = parseFloat(String(text.style.fontSize));
  const { scale, wrapAt } = fitPlan(text.width, font, maxWidth, floor, pixelRatio());
  if (wrapAt !== null) text.setWordWrapWidth(wrapAt, true).setAlign('center');
  text.setScale(scale);
  return text.height * scale;
}

/**
 * Wraps `text` at `maxWidth` at its own size where that takes at most `lines` lines (centred), as a
 * sentence on a wide sheet reads best; longer, it is fitted as fitLine does. Returns the height.
 */
export function wrapFirst(
  text: Phaser.GameObjects.Text,
  maxWidth: number,
  lines: number,
  floor: number,
): number {
  text.setScale(1).setWordWrapWidth(maxWidth, true).setAlign('center');
  if (text.getWrappedText().length <= lines) return text.height;
  text.setWordWrapWidth(null);
  return fitLine(text, maxWidth, floor);
}

/**
 * Fits `parts` joined by `joint` on one line as fitLine does; where that line would wrap, each part
 * takes a line of its own, left-aligned (the review's score line broke mid-part on a phone:
 * "… Player 2 · move" over a centred "42 of 42"). Returns the height it now takes.
 */
export function fitParts(text: Phaser.GameObjects.Text, parts: readonly string[], maxWidth: number): number {
  text.setScale(1).setWordWrapWidth(null).setAlign('left').setText(parts.join('   ·   '));
  const plan = fitPlan(
    text.width,
    parseFloat(String(text.style.fontSize)),
    maxWidth,
    READABLE_CSS,
    pixelRatio(),
  );
  if (plan.wrapAt === null) return fitLine(text, maxWidth);
  // At the size the wrapped line would take: as tall as it was, broken between the parts.
  text.setText(parts.join('\n')).setScale(Math.min(plan.scale, maxWidth / text.width));
  return text.height * text.scaleY;
}

/**
 * As fitParts, in a place of `lines`: on 2 (an upright review's score line, a row of its own) the
 * parts stand one over the other, left-aligned, each at the line's size where the width holds it.
 */
export function fitPartsIn(
  text: Phaser.GameObjects.Text,
  parts: readonly string[],
  at: { width: number; lines: 1 | 2 },
): number {
  if (at.lines === 1) return fitParts(text, parts, at.width);
  text.setScale(1).setWordWrapWidth(null).setAlign('left').setText(parts.join('\n'));
  return fitLine(text, at.width);
}

/**
 * Fits wrapped `text` into a box `width` wide and `height` tall: shrunk step by step (its words
 * wrapped again at each size) until it fits, never under the readable floor. Returns its height.
 */
export function fitBlock(
  text: Phaser.GameObjects.Text,
  width: number,
  height: number,
  floor = READABLE_CSS,
): number {
  const least = leastScale(text, floor);
  let scale = 1;
  for (;;) {
    text.setScale(scale).setWordWrapWidth(width / scale, true);
    if (text.height * scale <= height || scale <= least) return text.height * scale;
    scale = Math.max(least, scale - 0.04);
  }
}
