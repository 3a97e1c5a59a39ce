// How the puzzle's row of buttons shares its width, without Phaser: the buttons share it (a
// primary one wider) where that leaves each label room, else in proportion to their labels'
// lengths; every label is then in one size, the largest at which all fit.

export interface BarPlan {
  widths: number[];
  fontSize: number;
}

/**
 * `lengths` are the labels' widths at `largest`; `width` the bar's; `gap` between buttons and
 * `pad` the room a label keeps inside its button.
 */
export function planBar(o: {
  lengths: readonly number[];
  primary: readonly boolean[];
  width: number;
  gap: number;
  pad: number;
  largest: number;
}): BarPlan {
  const { lengths, pad, largest } = o;
  const free = o.width - o.gap * (lengths.length - 1);
  const shares = o.primary.map((p) => (p ? 1.4 : 1));
  const total = shares.reduce((t, s) => t + s, 0);
  let widths = shares.map((s) => (free * s) / total);
  if (widths.some((w, i) => w < lengths[i]! + pad)) {
    const stretch = (free - pad * lengths.length) / lengths.reduce((t, l) => t + l, 0);
    widths = lengths.map((l) => pad + l * stretch);
  }
  const fontSize = Math.min(largest, ...widths.map((w, i) => (largest * (w - pad)) / lengths[i]!));
  return { widths, fontSize };
}
