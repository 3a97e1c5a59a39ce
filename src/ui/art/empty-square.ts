// The well an empty square shows: a faint dark rim around a lighter floor, drawn over the vessel's
// medium. The layers are data so the colour-blind check (tests/ui/art/cells-on-boards.test.ts)
// measures the same colour the board draws.
import type { Rgb } from './colour-vision.ts';

/** The well's layers, outside in: how far each is shrunk, its colour and its opacity. */
export function wellLayers(medium: Rgb): { shrink: number; rgb: Rgb; alpha: number }[] {
  const floor = medium.map((x) => Math.min(255, Math.round(x * 1.6 + 24))) as unknown as Rgb;
  return [
    { shrink: 1, rgb: [0, 0, 0], alpha: 0.3 },
    { shrink: 0.93, rgb: floor, alpha: 0.16 },
    { shrink: 0.8, rgb: floor, alpha: 0.1 },
  ];
}

/** The colour at an empty square's centre: every layer laid over the medium. */
export function emptySquareRgb(medium: Rgb): Rgb {
  return wellLayers(medium).reduce<Rgb>(
    (c, l) => c.map((v, i) => Math.round(v * (1 - l.alpha) + l.rgb[i]! * l.alpha)) as unknown as Rgb,
    medium,
  );
}
