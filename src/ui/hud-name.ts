// A player's name in the HUD fitted on one line to the room left of their score: smaller type first
// (never under 12 CSS px), then cut with an ellipsis, at a word's end where one fits and
// keeping a watched opponent's number ("Adap… 1", never "Adaptive" for both). A long name
// ("Adaptive (level 4)", a person's own) never runs into the score on a phone; a cut name shows
// whole on a hover or a hold of its panel.

import { minText } from './device-pixels.ts';
import type Phaser from 'phaser';
import { stillHeld } from './held.ts';
import { hideTooltip, showTooltip } from './tooltip.ts';

/** Fits `text` (showing `name`) into `maxWidth` game pixels on one line, starting at `fontSize`, shrinking to `least` at most. */
export function fitName(
  text: Phaser.GameObjects.Text,
  name: string,
  maxWidth: number,
  fontSize: number,
  least = minText(),
): void {
  const width = Math.max(1, maxWidth);
  text.setWordWrapWidth(null).setText(name);
  let size = Math.max(fontSize, least);
  const setSize = (px: number) => text.setFontSize(`${Math.round(px)}px`);
  setSize(size);
  while (text.width > width && size > least) {
    size = Math.max(least, size * 0.9);
    setSize(size);
  }
  if (text.width <= width) return;
  // One line always: a second would push the turn words under the name down.
  text.setText(shortenName(name, (shown) => text.setText(shown).width <= width));
}

/**
 * The name cut to what `fits`: whole words dropped from the end first ("Ada…" for "Ada Lovelace"),
 * then the first word cut; a trailing player number (" 1", " 2") is always kept.
 */
export function shortenName(name: string, fits: (shown: string) => boolean): string {
  if (fits(name)) return name;
  const numbered = /^(.*\S)( \d+)$/.exec(name);
  const core = numbered ? numbered[1]! : name;
  const suffix = numbered ? numbered[2]! : '';
  const words = core.split(' ');
  for (let k = words.length - 1; k >= 1; k--) {
    const shown = `${words.slice(0, k).join(' ')}…${suffix}`;
    if (fits(shown)) return shown;
  }
  const chars = Array.from(words[0]!);
  let keep = chars.length;
  while (keep > 1 && !fits(`${chars.slice(0, keep).join('')}…${suffix}`)) keep--;
  return `${chars.slice(0, keep).join('')}…${suffix}`;
}

/** The least a score's type shrinks to, of its own size, so the name beside it stays whole. */
export const SCORE_LEAST_SCALE = 0.6;

/**
 * The least scale of a score `scoreWidth` wide that leaves a name `nameWidth` wide (at its least type)
 * whole in `space` (from the name's left edge to the score's right, less the gap): 1 where both
 * fit, smaller down to SCORE_LEAST_SCALE (a watched game's "Medium 1" beside 110), never larger.
 */
export function scoreScaleForName(nameWidth: number, scoreWidth: number, space: number): number {
  if (nameWidth + scoreWidth <= space || scoreWidth <= 0) return 1;
  return Math.min(1, Math.max(SCORE_LEAST_SCALE, (space - nameWidth) / scoreWidth));
}

/**
 * The score's size (game px) that leaves the whole `whole` name beside it in `space` (from the
 * name's left edge to the score's right, less the gap): its own size where the name fits; else
 * shrunk, measured step by step (the stroke and rounding move its width in steps), down to
 * SCORE_LEAST_SCALE, the name at its own size where that leaves room, else at the least.
 */
export function scoreSizeForName(
  name: Phaser.GameObjects.Text,
  score: Phaser.GameObjects.Text,
  whole: string,
  space: number,
  nameFont: number,
  scoreFont: number,
): number {
  let size = Math.round(scoreFont);
  score.setFontSize(`${size}px`);
  fitName(name, whole, space - score.width, nameFont);
  if (name.text === whole) return size;
  const at = (px: number) => name.setText(whole).setFontSize(`${Math.round(px)}px`).width;
  const wide = at(nameFont) + score.width * SCORE_LEAST_SCALE <= space ? at(nameFont) : at(minText());
  for (
    let px = Math.floor(scoreFont * scoreScaleForName(wide, score.width, space));
    px >= scoreFont * SCORE_LEAST_SCALE;
    px--
  ) {
    size = px;
    if (wide <= space - score.setFontSize(`${px}px`).width) break;
  }
  return size;
}

const HOVER_MS = 350;
const HOLD_MS = 450;

/**
 * A name cut to fit shows whole on its panel: in a tooltip on a mouse's hover or a finger's hold.
 * `panel` is the score panel's picture, made interactive here.
 */
export function wholeNameOnHold(
  scene: Phaser.Scene,
  panel: Phaser.GameObjects.Image,
  text: Phaser.GameObjects.Text,
  name: string,
  u: number,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    if (!scene.sys.isActive() || text.text === name) return;
    const b = panel.getBounds();
    showTooltip(scene, name, { x: b.centerX, y: b.centerY, width: b.width, height: b.height }, u);
  };
  const hide = () => {
    clearTimeout(timer);
    hideTooltip(scene);
  };
  panel.setInteractive();
  panel.on('pointerover', (p: Phaser.Input.Pointer) => {
    if (p.wasTouch) return;
    clearTimeout(timer);
    timer = setTimeout(show, HOVER_MS);
  });
  panel.on('pointerdown', (p: Phaser.Input.Pointer) => {
    clearTimeout(timer);
    const downTime = p.downTime;
    timer = setTimeout(() => {
      if (stillHeld(downTime)) show();
    }, HOLD_MS);
  });
  panel.on('pointerup', hide);
  panel.on('pointerout', hide);
  panel.once('destroy', () => clearTimeout(timer));
}
