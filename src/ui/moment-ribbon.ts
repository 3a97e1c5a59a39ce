// The results' ribbons (screens/results/moments.ts decides them): each a gold-edged band with a
// spark, its title in gold and what it means in a quieter line beside it ("First win against Hard!
// · One for your record"), or under it where the width does not hold both. On the
// results' first showing each arrives whole after the stars, band and words together (review: an
// empty gold outline stood before its words filled it), popping up from a little smaller with a
// soft gold glow behind it and its spark turning in; under reduced motion, or on a redraw, it is
// simply there.

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
    if (animate) arriveWhole(scene, { x, y: cy, w, h, u }, [band, spark, title, detail], spark, delay(k));
    y += h + 8 * u;
  });
  return y - at.y;
}

/**
 * A ribbon's arrival at `at` (ms): every part at once, from 60% of its size and clear to whole, about
 * the band's middle, a filled gold glow swelling and fading behind it (never an empty outline).
 */
function arriveWhole(
  scene: Phaser.Scene,
  band: { x: number; y: number; w: number; h: number; u: number },
  parts: (Phaser.GameObjects.Image | Phaser.GameObjects.Text)[],
  spark: Phaser.GameObjects.Text,
  at: number,
): void {
  // Clear until it arrives; where each part stands is read as it starts, once the sheet has been
  // fitted around it (results-fit.ts moves and scales what was drawn).
  for (const p of parts) p.setAlpha(0);
  let place = (_scale: number, _alpha: number): void => {};
  const start = () => {
    const cx = parts[0]!.x;
    const cy = parts[0]!.y;
    const home = parts.map((p) => ({ dx: p.x - cx, dy: p.y - cy, sx: p.scaleX, sy: p.scaleY }));
    place = (scale, alpha) =>
      parts.forEach((p, i) => {
        const h = home[i]!;
        p.setPosition(cx + h.dx * scale, cy + h.dy * scale);
        p.setScale(h.sx * scale, h.sy * scale);
        p.setAlpha(alpha);
      });
    place(0.6, 0);
    // The glow swells from the band's own size (as fitted) behind it.
    const [gx, gy] = [glow.scaleX, glow.scaleY];
    scene.tweens.add({
      targets: glow,
      alpha: { from: 0.45, to: 0 },
      scaleX: { from: gx, to: gx * 1.12 },
      scaleY: { from: gy, to: gy * 1.7 },
      delay: 180,
      duration: 620,
      ease: 'Sine.easeOut',
    });
  };
  const glow = scene.add
    .image(
      band.x,
      band.y,
      roundedRectTexture(scene, {
        width: band.w,
        height: band.h,
        radius: Math.min(band.h / 2, 22 * band.u),
        fill: THEME.accent,
        fillAlpha: 1,
      }),
    )
    .setAlpha(0);
  // Behind the ribbon: drawn just under its band.
  scene.children.moveBelow(glow, parts[0]!);
  scene.tweens.addCounter({
    from: 0,
    to: 1,
    delay: at,
    duration: 420,
    ease: 'Back.easeOut',
    onStart: start,
    onUpdate: (tween) => {
      const t = tween.getValue() ?? 0;
      place(0.6 + 0.4 * t, Math.min(1, Math.max(0, t * 2)));
    },
    onComplete: () => place(1, 1),
  });
  scene.tweens.add({
    targets: spark,
    angle: { from: -90, to: 0 },
    delay: at,
    duration: 520,
    ease: 'Back.easeOut',
  });
}
