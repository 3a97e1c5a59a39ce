// The results' ribbons (screens/results/moments.ts decides them): each a gold-edged band with a
// spark, its title in gold and what it means in a quieter line beside it ("First win against Hard!
// · One for your record"), or under it where the width does not hold both. On the
// results' first showing each unfurls from its middle after the stars, a gold edge flashing out of it;
// under reduced motion, or on a redraw, it is simply there.

import type Phaser from 'phaser';
import type { Moment } from '../screens/results/moments.ts';
import { pixelRatio } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME, textStyle } from './theme.ts';

/** The quiet line's joint to the title. */
const JOINT = '  ·  ';

/**
 * Draws `moments` one under another, centred on `at.x` from `at.y`, none wider than `at.width`;
 * `delay(k)` is when the k-th unfurls (the caller plays its note then). Returns the height used.
 */
export function drawRibbons(
  scene: Phaser.Scene,
  moments: readonly Moment[],
  at: { x: number; y: number; width: number; u: number },
  animate: boolean,
  delay: (k: number) => number,
): number {
  const { x, width, u } = at;
  let y = at.y;
  moments.forEach((m, k) => {
    const size = Math.max(18 * u, 15 * pixelRatio());
    const pad = 14 * u;
    const spark = scene.add.text(0, 0, '✦', textStyle(size, THEME.accentCss, true)).setOrigin(0, 0.5);
    const title = scene.add.text(0, 0, m.title, textStyle(size, THEME.accentCss, true)).setOrigin(0, 0.5);
    const detail = scene.add
      .text(0, 0, m.detail ? `${JOINT}${m.detail}` : '', textStyle(size * 0.88, THEME.text))
      .setOrigin(0, 0.5);
    const room = width - 2 * pad - spark.width - 6 * u;
    // The quiet line beside the title where both fit, else under it; the title shrinks to the room.
    const under = detail.width > 0 && title.width + detail.width > room;
    if (under) detail.setText(m.detail!).setOrigin(0.5, 0.5);
    if (title.width > room) title.setScale(Math.max(0.7, room / title.width));
    if (under && detail.width > width - 2 * pad)
      detail.setScale(Math.max(0.7, (width - 2 * pad) / detail.width));
    const head = spark.width + 6 * u + title.width * title.scaleX + (under ? 0 : detail.width);
    const rowH = Math.max(title.height * title.scaleY, spark.height);
    const detailH = under ? detail.height * detail.scaleY : 0;
    const h = rowH + detailH + 10 * u;
    const w = Math.min(width, Math.max(head, under ? detail.width * detail.scaleX : 0) + 2 * pad);
    const cy = y + h / 2;
    const band = scene.add.image(
      x,
      cy,
      roundedRectTexture(scene, {
        width: w,
        height: h,
        radius: Math.min(h / 2, 22 * u),
        fill: THEME.accent,
        fillAlpha: 0.14,
        stroke: THEME.accent,
        strokeWidth: Math.max(1.5, 2 * u),
        strokeAlpha: 0.85,
      }),
    );
    const rowY = y + 5 * u + rowH / 2;
    let left = x - head / 2;
    for (const t of under ? [spark, title] : [spark, title, detail]) {
      t.setPosition(left, rowY);
      left += t.width * t.scaleX + (t === spark ? 6 * u : 0);
    }
    if (under) detail.setPosition(x, rowY + rowH / 2 + detailH / 2);
    // Over the band: drawn after it.
    for (const t of [spark, title, detail]) scene.children.bringToTop(t);
    if (animate) {
      const parts = [band, spark, title, detail];
      const at = delay(k);
      for (const p of parts) p.setAlpha(0);
      band.setScale(0.2, 1);
      scene.tweens.add({
        targets: band,
        scaleX: 1,
        alpha: 1,
        delay: at,
        duration: 380,
        ease: 'Back.easeOut',
      });
      scene.tweens.add({ targets: [spark, title, detail], alpha: 1, delay: at + 160, duration: 260 });
      scene.tweens.add({
        targets: spark,
        angle: { from: -90, to: 0 },
        scale: { from: 1.8, to: 1 },
        delay: at + 160,
        duration: 420,
        ease: 'Back.easeOut',
      });
      // A gold edge flashes out of the band as it lands, in the band's own shape.
      const edge = scene.add
        .image(
          x,
          cy,
          roundedRectTexture(scene, {
            width: w,
            height: h,
            radius: Math.min(h / 2, 22 * u),
            stroke: THEME.accent,
            strokeWidth: Math.max(1.5, 2 * u),
          }),
        )
        .setAlpha(0);
      scene.tweens.add({
        targets: edge,
        alpha: { from: 0.9, to: 0 },
        scaleX: { from: 1, to: 1.12 },
        scaleY: { from: 1, to: 1.6 },
        delay: at + 300,
        duration: 560,
        ease: 'Sine.easeOut',
      });
    }
    y += h + 8 * u;
  });
  return y - at.y;
}
