// The board's own end banner ("You won!", "Not this time") over the board's middle: its words in
// the ending's colour on a dark plate, over everything the board draws (cells, piece numerals,
// pulses, a loss's warm light, the burst of cells), so they read on every board and colour. It
// lands with a bounce (a win), fades in (a draw, a loss) or is simply there (reduced motion),
// whole within BANNER_SEEN_MS either way.

import type Phaser from 'phaser';
import type { EndingPlan } from '../screens/results/ending.ts';
import { metrics } from './screen.ts';
import { textStyle } from './theme.ts';
import { moodColour } from './results-title.ts';
import { roundedRectTexture } from './shape-texture.ts';

/** The banner's plate: dark and all but opaque, so its words keep their contrast over any cell or light (tests/ui/ending-banner.test.ts). */
export const BANNER_PLATE = { fill: 0x0a1a20, alpha: 0.94 } as const;

/**
 * The banner is whole (opaque) this soon after it starts to come in, however long its entrance:
 * a loss's fade as long as the board's ending left the words half seen until the results came.
 */
export const BANNER_SEEN_MS = 300;

/** Above the board's cells and numerals, its pulses (850), the floating gains (900) and the falling cells (1000). */
export const BANNER_DEPTH = 1100;

/** The banner's words' colour and its plate's rim, by the ending's kind. */
export function bannerLook(kind: EndingPlan['kind']): { words: string; plate: number; plateAlpha: number } {
  return { words: moodColour(kind), plate: BANNER_PLATE.fill, plateAlpha: BANNER_PLATE.alpha };
}

/** The banner over the board's middle, at most `width` wide; the objects it made. */
export function showEndingBanner(
  scene: Phaser.Scene,
  plan: EndingPlan,
  headline: string,
  at: { x: number; y: number },
  width: number,
): Phaser.GameObjects.GameObject[] {
  const { u } = metrics(scene);
  const win = plan.show.headline === 'bounce';
  const look = bannerLook(plan.kind);
  const text = scene.add
    .text(at.x, at.y, headline, textStyle((win ? 54 : 40) * u, look.words, true))
    .setOrigin(0.5);
  const padX = 0.45 * text.height;
  const padY = 0.12 * text.height;
  const plateW = text.width + 2 * padX;
  const plateH = text.height + 2 * padY;
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
  const banner = [plate, text];
  plate.setDepth(BANNER_DEPTH);
  text.setDepth(BANNER_DEPTH + 0.5);
  const scale = Math.min(1, (width * 0.94) / plateW);
  for (const o of banner) o.setScale(scale);
  if (plan.show.headline === 'bounce')
    scene.tweens.add({
      targets: banner,
      scale: { from: scale * 0.2, to: scale },
      duration: plan.show.headlineMs,
      ease: 'Back.easeOut',
      easeParams: [2.6],
    });
  if (plan.show.headline !== 'still')
    scene.tweens.add({
      targets: banner,
      alpha: { from: 0, to: 1 },
      duration: Math.min(plan.show.headlineMs, BANNER_SEEN_MS),
      ease: 'Sine.easeOut',
    });
  return banner;
}

/** '#rrggbb' as the number a texture's stroke takes. */
const cssNumber = (css: string) => parseInt(css.replace('#', ''), 16);
