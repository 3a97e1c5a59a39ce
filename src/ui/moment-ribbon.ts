// The results' ribbons (screens/results/moments.ts decides them, rewards-shown.ts when each is
// marked): each a gold-edged band with a spark, its title in gold and what it means in a quieter
// line beside it ("First win against Hard! · One for your record"), or under it where the width does
// not hold both. Each stands whole from the sheet's first frame (review: they came seconds after the
// panel, once the player had likely pressed Play again); on the results' first showing each then
// glows in turn, a soft gold swell behind it, its spark turning; under reduced motion, or on a
// redraw, it is simply there.

import type Phaser from 'phaser';
import type { RibbonShown } from '../screens/results/rewards-shown.ts';
import { pixelRatio } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { eased } from '../screens/results/sheet-rise.ts';
import { THEME, textStyle } from './theme.ts';

/** The quiet line's joint to the title. */
const JOINT = '  ·  ';

/**
 * Draws `ribbons` one under another, centred on `at.x` from `at.y`, none wider than `at.width`, each
 * glowing at its time. Returns the height used.
 */
export function drawRibbons(
  scene: Phaser.Scene,
  ribbons: readonly RibbonShown[],
  at: { x: number; y: number; width: number; u: number },
  /** One row each: the quiet line only where it fits beside the title (the short sheet keeps to a glance). */
  oneRow = false,
): number {
  const { x, width, u } = at;
  let y = at.y;
  ribbons.forEach((m) => {
    const size = Math.max(18 * u, 15 * pixelRatio());
    const pad = 14 * u;
    const spark = scene.add.text(0, 0, '✦', textStyle(size, THEME.accentCss, true)).setOrigin(0, 0.5);
    const title = scene.add.text(0, 0, m.title, textStyle(size, THEME.accentCss, true)).setOrigin(0, 0.5);
    const detail = scene.add
      .text(0, 0, m.detail ? `${JOINT}${m.detail}` : '', textStyle(size * 0.88, THEME.text))
      .setOrigin(0, 0.5);
    const room = width - 2 * pad - spark.width - 6 * u;
    // The quiet line beside the title where both fit, else under it; the title shrinks to the room.
    const wide = detail.width > 0 && title.width + detail.width > room;
    if (wide && oneRow) detail.setText('');
    const under = wide && !oneRow;
    if (under) detail.setText(m.detail!).setOrigin(0.5, 0.5);
    if (title.width > room) title.setScale(Math.max(0.7, room / title.width));
    if (under && detail.width > width - 2 * pad)
      detail.setScale(Math.max(0.7, (width - 2 * pad) / detail.width));
    const head = spark.width + 6 * u + title.width * title.scaleX + (under ? 0 : detail.width);
    const rowH = Math.max(title.height * title.scaleY, spark.height);
    const detailH = under ? detail.height * detail.scaleY : 0;
    // The short sheet's band is slimmer: its room is the final board's picture's over the sheet.
    const pad2 = (oneRow ? 6 : 10) * u;
    const h = rowH + detailH + pad2;
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
    const rowY = y + pad2 / 2 + rowH / 2;
    let left = x - head / 2;
    for (const t of under ? [spark, title] : [spark, title, detail]) {
      t.setPosition(left, rowY);
      left += t.width * t.scaleX + (t === spark ? 6 * u : 0);
    }
    if (under) detail.setPosition(x, rowY + rowH / 2 + detailH / 2);
    // Over the band: drawn after it.
    for (const t of [spark, title, detail]) scene.children.bringToTop(t);
    if (m.glowAt !== null) glowBehind(scene, { w, h, u }, [band, spark, title, detail], spark, m.glowAt);
    y += h + 8 * u;
  });
  return y - at.y;
}

/** A ribbon's swell, and its glow's swell and fade, in ms. */
const SWELL_MS = 360;
const GLOW_MS = 620;

/**
 * A ribbon's mark at `at` (ms), the ribbon whole all along: it swells a little about the band's
 * middle and settles, a filled gold glow swells and fades behind it, its spark turns. One clock drives
 * it all. Where each part stands is read as it starts, once the sheet has been fitted around it
 * (results-fit.ts moves and scales what was drawn, the glow too).
 */
function glowBehind(
  scene: Phaser.Scene,
  band: { w: number; h: number; u: number },
  parts: (Phaser.GameObjects.Image | Phaser.GameObjects.Text)[],
  spark: Phaser.GameObjects.Text,
  at: number,
): void {
  const glow = scene.add
    .image(
      parts[0]!.x,
      parts[0]!.y,
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
  let show = (_ms: number): void => {};
  const start = () => {
    const cx = parts[0]!.x;
    const cy = parts[0]!.y;
    glow.setPosition(cx, cy);
    const home = parts.map((p) => ({ dx: p.x - cx, dy: p.y - cy, sx: p.scaleX, sy: p.scaleY }));
    const [gx, gy] = [glow.scaleX, glow.scaleY];
    show = (ms) => {
      const t = Math.min(1, ms / SWELL_MS);
      const scale = 1 + 0.08 * Math.sin(Math.PI * eased(t, 'Cubic.easeOut'));
      parts.forEach((p, i) => {
        const h = home[i]!;
        p.setPosition(cx + h.dx * scale, cy + h.dy * scale);
        p.setScale(h.sx * scale, h.sy * scale);
      });
      const g = Math.min(1, Math.max(0, ms / GLOW_MS));
      const out = Math.sin((g * Math.PI) / 2);
      glow.setAlpha(g > 0 && g < 1 ? 0.45 * (1 - out) : 0);
      glow.setScale(gx * (1 + 0.12 * out), gy * (1 + 0.7 * out));
    };
  };
  scene.tweens.addCounter({
    from: 0,
    to: GLOW_MS,
    delay: at,
    duration: GLOW_MS,
    onStart: start,
    onUpdate: (tween) => show(tween.getValue() ?? 0),
    onComplete: () => show(GLOW_MS),
  });
  scene.tweens.add({
    targets: spark,
    angle: { from: -90, to: 0 },
    delay: at,
    duration: 520,
    ease: 'Back.easeOut',
  });
}
