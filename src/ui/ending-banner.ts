// The board's own end banner ("You won!", "Not this time") in the status line's band, off the board,
// where it fits there (banner-place.ts's bannerOffBoard), else over the board's middle (off the last
// move's square: banner-place.ts's bannerY): its words in
// the ending's colour on a dark plate, over everything the board draws (cells, piece numerals,
// pulses, a loss's warm light, the burst of cells), so they read on every board and colour. A win's
// or a draw's words stand between two cells that divide as they land (ending.ts's bannerCells). It
// is opaque from its first frame (a fading "You won!" reads as see-through text over the cells): a win's lands with a bounce, a draw's or a loss's settles gently, reduced motion's is
// simply there.

import type Phaser from 'phaser';
import type { GridKind } from '../engine/index.ts';
import { gridFrame } from './art/cell-pieces.ts';
import { BANNER_CUT_MS, bannerCellPatterns, type EndingPlan } from '../screens/results/ending.ts';
import type { PaletteName } from './palette.ts';
import { metrics } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import { moodColour } from './results-title.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { entrance } from './results-rise.ts';
import { eased } from '../screens/results/sheet-rise.ts';

/** The banner's plate: dark and all but opaque, so its words keep their contrast over any cell or light (tests/ui/ending-banner.test.ts). */
export const BANNER_PLATE = { fill: 0x0a1a20, alpha: 0.94 } as const;

/** Above the board's cells and numerals, its pulses (850), the floating gains (900) and the falling cells (1000). */
export const BANNER_DEPTH = 1100;

/** The banner's words' colour and its plate's rim, by the ending's kind. */
export function bannerLook(kind: EndingPlan['kind']): { words: string; plate: number; plateAlpha: number } {
  return { words: moodColour(kind), plate: BANNER_PLATE.fill, plateAlpha: BANNER_PLATE.alpha };
}

/** The cells either side of a banner's words: their colours (none, or two), in the board's shape. */
export interface BannerCells {
  palettes: readonly PaletteName[];
  grid: GridKind;
}

/** The banner over the board's middle, at most `width` wide; the objects it made. */
export function showEndingBanner(
  scene: Phaser.Scene,
  plan: EndingPlan,
  headline: string,
  at: { x: number; y: number },
  width: number,
  /** The cells either side of the words (ending.ts's bannerCells): none, or two. */
  flanking: BannerCells | null = null,
  /** Its centre's height for its drawn height (banner-place.ts), where not `at`'s. */
  placeY?: (height: number) => number,
  /** A line under the words from `at` ms (a win's run: "3 wins in a row", win-beats.ts), or null. */
  line: { words: string; at: number } | null = null,
  /** Its place off the board for its plate's size (banner-place.ts's bannerOffBoard), or null to stand over it. */
  offBoard?: (plate: { width: number; height: number }) => { x: number; y: number; scale: number } | null,
): Phaser.GameObjects.GameObject[] {
  const { u } = metrics(scene);
  const cells = flanking?.palettes ?? [];
  const win = plan.show.headline === 'bounce';
  const look = bannerLook(plan.kind);
  const text = scene.add
    .text(at.x, at.y, headline, textStyle((win ? 54 : 40) * u, look.words, true))
    .setOrigin(0.5);
  const under = line
    ? scene.add.text(at.x, at.y, line.words, textStyle(24 * u, THEME.accentCss, true)).setOrigin(0.5)
    : null;
  const underH = under ? under.height * 1.05 : 0;
  const padX = 0.45 * text.height;
  const padY = 0.12 * text.height;
  const cellSize = text.height * 0.95;
  const flank = cells.length > 0 ? cellSize + 0.3 * text.height : 0;
  const plateW = Math.max(text.width + 2 * flank, under?.width ?? 0) + 2 * padX;
  const plateH = text.height + underH + 2 * padY;
  const plate = scene.add.image(
    at.x,
    at.y,
    roundedRectTexture(scene, {
      width: plateW,
      height: plateH,
      radius: plateH * 0.3,
      fill: look.plate,
      fillAlpha: look.plateAlpha,
      stroke: cssNumber(look.words),
      strokeWidth: Math.max(2, 3 * u),
      strokeAlpha: 0.7,
    }),
  );
  // The plate and its words side by side in the scene, both centred on `at` (not in a container):
  // the words stay among the scene's own texts, which the screen readers and the checks read.
  const banner: Phaser.GameObjects.GameObject[] = [plate, text];
  plate.setDepth(BANNER_DEPTH);
  text.setDepth(BANNER_DEPTH + 0.5);
  const off = offBoard?.({ width: plateW, height: plateH }) ?? null;
  const x = off ? off.x : at.x;
  for (const o of [plate, text, under]) o?.setX(x);
  const scale = off?.scale ?? Math.min(1, (width * 0.94) / plateW);
  const y = off ? off.y : placeY ? placeY(plateH * scale) : at.y;
  plate.setY(y);
  // The words stand up by half the line under them; the flanking cells beside the words.
  const wordsY = y - (underH / 2) * scale;
  text.setY(wordsY);
  const still = plan.show.headline === 'still';
  const sides = cells.slice(0, 2).map((palette, i) => {
    const flankW = text.width + 2 * flank;
    const cellX = x + (i === 0 ? -1 : 1) * (flankW / 2 - cellSize / 2) * scale;
    return landingCell(scene, palette, flanking!, { x: cellX, y: wordsY }, cellSize * scale, still);
  });
  for (const o of [plate, text]) o.setScale(scale);
  if (under && line) {
    under.setDepth(BANNER_DEPTH + 0.5).setScale(scale);
    under.setY(wordsY + ((text.height + underH) / 2) * scale);
    banner.push(under);
    if (!still) landLine(scene, under, line.at);
  }
  if (!still)
    scene.tweens.add({
      targets: [plate, text],
      scale: { from: scale * (plan.show.headline === 'bounce' ? 0.7 : 0.94), to: scale },
      duration: plan.show.headlineMs,
      ease: plan.show.headline === 'bounce' ? 'Back.easeOut' : 'Sine.easeOut',
      easeParams: plan.show.headline === 'bounce' ? [2.6] : undefined,
    });
  return [...banner, ...sides];
}

/** How long the line under the banner's words takes to pop in. */
const LINE_POP_MS = 320;

/**
 * The line under the banner's words: hidden until `at`, then it pops in and stays; on the game's
 * clock and the wall clock at once (results-rise.ts's entrance), so a busy device shows it in time.
 */
function landLine(scene: Phaser.Scene, line: Phaser.GameObjects.Text, at: number): void {
  const full = line.scale;
  const total = at + LINE_POP_MS;
  entrance(scene, total, (t) => {
    const k = Math.max(0, (t * total - at) / LINE_POP_MS);
    line.setAlpha(Math.min(1, k * 2)).setScale(full * (0.6 + 0.4 * eased(Math.min(1, k), 'Back.easeOut')));
  });
}

/** A cell beside the banner's words, in the board's shape: it pops in whole and divides cut by cut (bannerCellPatterns). */
function landingCell(
  scene: Phaser.Scene,
  palette: PaletteName,
  shape: BannerCells,
  at: { x: number; y: number },
  size: number,
  still: boolean,
): Phaser.GameObjects.Image {
  const patterns = bannerCellPatterns(still, shape.grid === 'square' ? 4 : 3);
  const frame = (k: number) => `${palette}/${gridFrame(shape.grid, patterns[k]!)}`;
  const cell = scene.add.image(at.x, at.y, 'cells', frame(0)).setDisplaySize(size, size);
  cell.setDepth(BANNER_DEPTH + 0.5);
  if (still) return cell;
  const full = cell.scale;
  scene.tweens.add({
    targets: cell,
    scale: { from: full * 0.4, to: full },
    duration: 260,
    ease: 'Back.easeOut',
  });
  // Cut after cut on the game's clock and the wall clock at once (results-rise.ts's entrance): on a
  // busy device whose frames come slowly the game's clock crawls, and the cells stood whole.
  const cuts = patterns.length - 1;
  if (cuts > 0)
    entrance(scene, BANNER_CUT_MS * cuts, (t) => {
      if (cell.scene) cell.setFrame(frame(Math.min(cuts, Math.floor(t * cuts + 1e-6))));
    });
  return cell;
}

/** '#rrggbb' as the number a texture's stroke takes. */
const cssNumber = (css: string) => parseInt(css.replace('#', ''), 16);
