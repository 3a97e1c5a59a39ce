// A capture staged on the board (screens/game/capture-stage.ts decides it): the captured cells
// ringed in the mover's colour for a beat before they turn over, the rings fading as the wave
// passes, and the caption floating over the cells it took. With reduced motion the rings stand
// still, a mark of what was taken until the next move lands (flourish-ledger.ts ends them then).

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import type { CaptureCaption } from '../screens/game/capture-stage.ts';
import { CAPTION_MS } from '../screens/game/capture-stage.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { boardBounds, GAIN_FONT, glassInside, glassOutline } from './gain-place.ts';
import { reducedMotion } from './motion.ts';
import { floatGain, noteFlourish } from './move-flourish.ts';
import { paletteCss, paletteHex, type PaletteName } from './palette.ts';
import { pixelRatio } from './screen.ts';
import { roundedRectTexture } from './shape-texture.ts';

/** What the board's look lends the staging: its geometry and the players' colours. */
export interface CaptureLook {
  layout: Layout;
  fit: BoardGeometryFit;
  palettes: readonly [PaletteName, PaletteName];
}

/**
 * Rings `squares` (the captured cells) in player `mover`'s colour and resolves after `ms`, when the
 * cells may turn over; the rings fade over the wave after it (or stand still with reduced motion).
 */
export async function ringCaptured(
  scene: Phaser.Scene,
  look: CaptureLook,
  squares: readonly number[],
  mover: 1 | 2,
  ms: number,
): Promise<void> {
  if (squares.length === 0) return;
  const size = look.fit.square;
  const still = reducedMotion();
  // Square cells get rounded squares; hexagons and triangles round rings.
  const radius = look.layout.grid === 'square' ? size * 0.28 : size / 2;
  const key = roundedRectTexture(scene, {
    width: size * 0.94,
    height: size * 0.94,
    radius,
    stroke: paletteHex(look.palettes[mover - 1]!),
    strokeWidth: Math.max(3, size * 0.1),
  });
  // A dark rim under the colour, so the ring reads on any cell, the mover's own colour's too.
  const rim = roundedRectTexture(scene, {
    width: size * 0.94,
    height: size * 0.94,
    radius,
    stroke: 0x06141a,
    strokeWidth: Math.max(5, size * 0.16),
    strokeAlpha: 0.7,
  });
  for (const s of squares) {
    const at = look.fit.centre(s);
    for (const texture of [rim, key]) {
      const ring = scene.add.image(at.x, at.y, texture).setDepth(860);
      if (still) {
        noteFlourish(scene, 'move', ring);
        continue;
      }
      const done = noteFlourish(scene, 'move', ring);
      ring.setAlpha(0).setScale(1.25);
      scene.tweens.add({ targets: ring, alpha: 1, scale: 1, duration: ms * 0.6, ease: 'Back.easeOut' });
      scene.tweens.add({
        targets: ring,
        alpha: 0,
        delay: ms + 200,
        duration: 700,
        ease: 'Sine.easeIn',
        onComplete: done,
      });
    }
  }
  if (ms > 0) await new Promise<void>((go) => scene.time.delayedCall(ms, go));
}

/** Floats the caption over the captured cells, in the mover's colour, clear of the gains in sight. */
export function floatCaptureCaption(
  scene: Phaser.Scene,
  look: Pick<CaptureLook, 'fit' | 'palettes'>,
  caption: CaptureCaption,
  occupied: readonly number[],
): void {
  const { fit } = look;
  const centres = caption.squares.map((s) => fit.centre(s));
  const mid = {
    x: centres.reduce((a, c) => a + c.x, 0) / centres.length,
    y: centres.reduce((a, c) => a + c.y, 0) / centres.length,
  };
  // The captured cell nearest the group's middle: the caption rises from it.
  const from = centres.reduce((a, c) =>
    Math.hypot(c.x - mid.x, c.y - mid.y) < Math.hypot(a.x - mid.x, a.y - mid.y) ? c : a,
  );
  const board = {
    inside: glassInside(fit),
    glass: glassOutline(fit),
    bounds: boardBounds(fit, scene.scale.width, scene.scale.height),
    cells: occupied.map((s) => fit.centre(s)),
  };
  // Words, not a number: about 17 CSS px whatever the squares' size (floatGain sizes its font by it).
  const size = Math.min(fit.square, (17 * pixelRatio()) / GAIN_FONT);
  const colour = paletteCss(look.palettes[caption.mover - 1]!);
  floatGain(
    scene,
    from,
    size,
    { text: caption.words, colour, square: caption.squares[0]! },
    true,
    board,
    CAPTION_MS,
    0.6,
  );
}
