// How the puzzle's row of buttons shares its width, without Phaser: the buttons share it (a
// primary one wider) where that leaves each label room, else in proportion to their labels'
// lengths; every label of every row the bar can show is in one size, the largest at which all fit.

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

/** One button's label widths at the bar's largest size: its words, and its short words (the same if none). */
export interface BarLabel {
  long: number;
  short: number;
  primary: boolean;
}

export interface BarWords {
  /** Whether every button says its short words. */
  short: boolean;
  /** The one size of every label in every row. */
  fontSize: number;
}

/**
 * One size for the labels of every row the bar can show, so a button coming or going never
 * resizes the others' words: the largest at which each row fits, in the full words where that is
 * at least `least`, else in the short words where they stand larger.
 */
export function planBarWords(o: {
  rows: readonly (readonly BarLabel[])[];
  width: number;
  gap: number;
  pad: number;
  largest: number;
  least: number;
}): BarWords {
  const sizeWith = (short: boolean) =>
    Math.min(
      ...o.rows.map(
        (row) =>
          planBar({
            lengths: row.map((l) => (short ? l.short : l.long)),
            primary: row.map((l) => l.primary),
            width: o.width,
            gap: o.gap,
            pad: o.pad,
            largest: o.largest,
          }).fontSize,
      ),
    );
  const full = sizeWith(false);
  if (full >= o.least) return { short: false, fontSize: full };
  const short = sizeWith(true);
  return short > full ? { short: true, fontSize: short } : { short: false, fontSize: full };
}

/**
 * The bar's spacing and label sizes, in game pixels, for design unit `u` at `dpr`: labels from
 * 17 CSS px (more on a large screen) down to no less than 14 where the full words fit.
 */
export function barMeasures(
  u: number,
  dpr: number,
): { gap: number; pad: number; largest: number; least: number } {
  return { gap: 10 * u, pad: 20 * u, largest: Math.max(18 * u, 17 * dpr), least: 14 * dpr };
}

/** The bar's width, in game pixels: the words' column (`column`) up to 640 design pixels. */
export function barWidth(column: number, u: number): number {
  return Math.min(column, 640 * u);
}
