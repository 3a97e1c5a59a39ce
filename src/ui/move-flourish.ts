// What a move earned, shown where it happened: a `+6` rising from the placed cell in the mover's
// colour (a loss for the other player, when the rules take points, floats down in theirs), and a
// pulse around every cell whose division pattern changed as it splits. With reduced motion the
// numbers stand still and the pulses are left out.

import type Phaser from 'phaser';
import { reducedMotion } from './motion.ts';
import { pixelRatio } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { textStyle } from './theme.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { MoveEvent } from '../game/events.ts';
import { paletteCss, type PaletteName } from './palette.ts';

export interface FloatingGain {
  text: string;
  /** CSS colour of the player it counts for. */
  colour: string;
  square: number;
  rises: boolean;
}

/** The gains in sight, with their labels, for the automation hook. */
const inSight: { gain: FloatingGain; label: Phaser.GameObjects.Text }[] = [];

/** The gains in sight, each with its label's box in game pixels. */
export function floatingGains(): (FloatingGain & {
  box: { x: number; y: number; width: number; height: number };
})[] {
  return inSight.map(({ gain, label }) => {
    const b = label.getBounds();
    return { ...gain, box: { x: b.x, y: b.y, width: b.width, height: b.height } };
  });
}

/**
 * Labels put back after floating, per scene, for the next move: a new Text per move would make and
 * upload a new texture each time, which under software WebGL can hold a frame past 100 ms.
 */
const spareLabels = new WeakMap<Phaser.Scene, Phaser.GameObjects.Text[]>();

function labelFor(
  scene: Phaser.Scene,
  text: string,
  fontSize: number,
  colour: string,
  stroke: number,
): Phaser.GameObjects.Text {
  const spare = spareLabels.get(scene) ?? [];
  spareLabels.set(scene, spare);
  const reused = spare.pop();
  if (reused) {
    reused
      .setFontSize(textStyle(fontSize).fontSize as string)
      .setColor(colour)
      .setStroke('#06141a', stroke)
      .setText(text);
    return reused.setVisible(true).setAlpha(1).setScale(1);
  }
  const label = scene.add
    .text(0, 0, text, textStyle(fontSize, colour, true))
    .setOrigin(0.5)
    .setDepth(900);
  label.setStroke('#06141a', stroke);
  // A scene that shuts down destroys its labels: they must not be handed out again.
  label.once('destroy', () => {
    const i = spare.indexOf(label);
    if (i >= 0) spare.splice(i, 1);
  });
  return label;
}

/**
 * Floats `text` from the square centred at (x, y): up from above it for a gain, down from below it
 * for a loss, clear of the last-move ring round the square. `size` is the square's size. Within
 * `bounds` (the board's frame, in game y) where given: an edge row's gain stays off the status line
 * and the labels beyond the frame, floating only as far as the frame allows.
 */
export function floatGain(
  scene: Phaser.Scene,
  at: { x: number; y: number },
  size: number,
  gain: Omit<FloatingGain, 'rises'>,
  up = true,
  bounds?: { top: number; bottom: number },
): void {
  const still = reducedMotion();
  // At least 16 CSS px, so a small square's gain can still be read.
  const font = Math.max(16 * pixelRatio(), size * 0.42);
  const label = labelFor(scene, gain.text, font, gain.colour, Math.max(3, font * 0.19));
  const entry = { gain: { ...gain, rises: !still }, label };
  inSight.push(entry);
  const inside = (y: number) =>
    bounds ? Math.min(Math.max(y, bounds.top + label.height / 2), bounds.bottom - label.height / 2) : y;
  // Its pop-in overshoots its size a little: it starts that much further off.
  const start = inside(at.y + (up ? -1 : 1) * (size / 2 + label.height * 0.6 + 2));
  const end = inside(start + (up ? -1 : 1) * size * 0.6);
  label.setPosition(at.x, start);
  const forget = () => {
    const i = inSight.indexOf(entry);
    if (i >= 0) inSight.splice(i, 1);
  };
  const gone = () => {
    forget();
    label.off('destroy', forget);
    if (!label.scene) return;
    label.setVisible(false);
    spareLabels.get(scene)?.push(label);
  };
  label.once('destroy', forget);
  if (still) {
    scene.tweens.add({
      targets: label,
      alpha: { from: 1, to: 0 },
      delay: 900,
      duration: 300,
      onComplete: gone,
    });
    return;
  }
  scene.tweens.add({ targets: label, scale: { from: 0.5, to: 1 }, duration: 180, ease: 'Back.easeOut' });
  scene.tweens.add({
    targets: label,
    y: end,
    alpha: { from: 1, to: 0 },
    delay: 250,
    duration: 900,
    ease: 'Sine.easeOut',
    onComplete: gone,
  });
}

/** A ring in the cell's colour that swells and fades around a cell as it divides. */
export function pulse(
  scene: Phaser.Scene,
  at: { x: number; y: number },
  size: number,
  colour: number,
  duration: number,
): void {
  if (reducedMotion()) return;
  const ring = scene.add
    .image(
      at.x,
      at.y,
      roundedRectTexture(scene, {
        width: size * 0.9,
        height: size * 0.9,
        radius: size * 0.3,
        stroke: colour,
        strokeWidth: Math.max(2, size * 0.07),
      }),
    )
    .setDepth(850);
  scene.tweens.add({
    targets: ring,
    scale: { from: 0.85, to: 1.35 },
    alpha: { from: 0.95, to: 0 },
    duration,
    ease: 'Sine.easeOut',
    onComplete: () => ring.destroy(),
  });
}

/** A move's gains: the mover's rising from its square, the other player's loss (if any) falling. */
export function floatMoveGains(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  palettes: readonly [PaletteName, PaletteName],
  e: MoveEvent,
): void {
  const at = fit.centre(e.square);
  const mover = e.player - 1;
  const gain = e.gains[mover]!;
  const frame = { top: fit.top, bottom: fit.top + fit.frame.height };
  const colour = (player: number) => paletteCss(palettes[player]!);
  floatGain(
    scene,
    at,
    fit.square,
    { text: `+${gain}`, colour: colour(mover), square: e.square },
    true,
    frame,
  );
  const lost = e.gains[1 - mover]!;
  if (lost < 0) {
    const loss = { text: `−${-lost}`, colour: colour(1 - mover), square: e.square };
    floatGain(scene, at, fit.square, loss, false, frame);
  }
}
