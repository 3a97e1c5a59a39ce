// Where the figures inside the capture warning's rings stand, without Phaser: one figure in the
// middle of its square; where one square carries two marks (the last free square of a group of
// one player and, near the end, the square where the other could capture the person's cells), their
// figures stand one above the other, in the order given, so "−82" and "+20" both read.

/** A figure's centre on its square, in game pixels. */
export interface RingFigure {
  square: number;
  centre: { x: number; y: number };
}

/**
 * The centres of `figures`' words, each `line` high: centred on their square, those sharing a
 * square stacked a line apart about its centre.
 */
export function ringFigureSpots(figures: readonly RingFigure[], line: number): { x: number; y: number }[] {
  const count = new Map<number, number>();
  for (const f of figures) count.set(f.square, (count.get(f.square) ?? 0) + 1);
  const seen = new Map<number, number>();
  return figures.map((f) => {
    const n = count.get(f.square)!;
    const i = seen.get(f.square) ?? 0;
    seen.set(f.square, i + 1);
    return { x: f.centre.x, y: f.centre.y + (i - (n - 1) / 2) * line };
  });
}
