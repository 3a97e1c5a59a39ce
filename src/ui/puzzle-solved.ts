// A puzzle's solve celebrated as a won game is, at a puzzle's scale: the solver's cells pulse in a
// wave outward from the answer, "Solved!" lands on the board's plate with the win's sound, the
// streak (or the count) and what comes next under it, cells burst from it; then it all fades so
// the board and the verdict's why read again. Under reduced motion the words are simply there a
// while, with no wave and no burst.

import type Phaser from 'phaser';
import type { Position } from '../engine/index.ts';
import { celebrationDelays, endingPlan } from '../screens/results/ending.ts';
import { burstCells } from './celebration.ts';
import { BANNER_DEPTH, BANNER_PLATE, showEndingBanner } from './ending-banner.ts';
import { reducedMotion } from './motion.ts';
import { pulse } from './cell-pulse.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { metrics } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME, textStyle } from './theme.ts';

/** How long the words stay whole before they fade, and the fade. */
export const SOLVED_HOLD_MS = 2600;
const FADE_MS = 450;

export function celebrateSolve(
  scene: Phaser.Scene,
  position: Position,
  view: { centre(square: number): { x: number; y: number }; fit: { square: number } },
  palette: PaletteName,
  words: { headline: string; line: string },
  sounds: { play(name: 'win'): void },
): void {
  const reduced = reducedMotion();
  const plan = endingPlan('win', reduced);
  const { u } = metrics(scene);
  const size = view.fit.square;
  const all = Array.from({ length: position.layout.size }, (_, s) => view.centre(s));
  const left = Math.min(...all.map((c) => c.x)) - size / 2;
  const right = Math.max(...all.map((c) => c.x)) + size / 2;
  const top = Math.min(...all.map((c) => c.y)) - size / 2;
  const bottom = Math.max(...all.map((c) => c.y)) + size / 2;
  const mid = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const width = Math.max(right - left, 260 * u);
  sounds.play('win');
  const made: Phaser.GameObjects.GameObject[] = showEndingBanner(scene, plan, words.headline, mid, width);
  const plateBottom = Math.max(...made.map((o) => (o as Phaser.GameObjects.Image).getBounds().bottom));
  // The streak and what next, on a plate of its own just under the headline's.
  const line = scene.add
    .text(mid.x, 0, words.line, {
      ...textStyle(18 * u, THEME.text, true),
      align: 'center',
      wordWrap: { width: width * 0.86, useAdvancedWrap: true },
    })
    .setOrigin(0.5, 0)
    .setDepth(BANNER_DEPTH + 0.5);
  const pad = 8 * u;
  line.setY(plateBottom + 6 * u + pad);
  const plate = scene.add
    .image(
      mid.x,
      line.y + line.height / 2,
      roundedRectTexture(scene, {
        width: line.width + 4 * pad,
        height: line.height + 2 * pad,
        radius: 10 * u,
        fill: BANNER_PLATE.fill,
        fillAlpha: BANNER_PLATE.alpha,
      }),
    )
    .setDepth(BANNER_DEPTH);
  made.push(plate, line);
  if (!reduced) {
    for (const o of [plate, line]) o.setAlpha(0);
    scene.tweens.add({ targets: [plate, line], alpha: 1, delay: 350, duration: 300 });
    // The solver's cells pulse outward from the answer, twice; cells burst from the headline.
    const last = position.lastMove();
    const mover = last >= 0 ? position.owner[last] : 0;
    const mine = all.map((_, s) => s).filter((s) => position.owner[s] === mover);
    const from = last >= 0 ? view.centre(last) : mid;
    const delays = celebrationDelays(
      mine.map((s) => all[s]!),
      from,
      size,
      500,
    );
    const colour = paletteHex(palette);
    mine.forEach((s, i) => {
      for (const wave of [0, 520])
        scene.time.delayedCall(delays[i]! + wave, () => {
          pulse(scene, all[s]!, size, colour, 520, 'ending');
          pulse(scene, all[s]!, size * 0.6, 0xffffff, 380, 'ending');
        });
    });
    const box = (made[0] as Phaser.GameObjects.Image).getBounds();
    burstCells(
      scene,
      { x: box.x, y: box.y, width: box.width, height: box.height },
      palette,
      Math.max(14, size * 0.45),
      Math.max(right - left, bottom - top) * 0.6,
      plan.show.confetti,
    );
  }
  // Then the board and the verdict's why read again.
  scene.time.delayedCall(SOLVED_HOLD_MS, () => {
    if (reduced) return made.forEach((o) => o.destroy());
    scene.tweens.add({
      targets: made,
      alpha: 0,
      duration: FADE_MS,
      onComplete: () => made.forEach((o) => o.destroy()),
    });
  });
}
