// Where the board screen's bar stands and how it is drawn, without drawing it: a row along the
// foot of an upright screen, a column at the right of a landscape one (a phone on its side, a
// tablet, a desktop: there the height is what the board lacks). Every button gets a finger's
// size and its name under its icon, on one line of words where it fits, else on two, at a font
// size no smaller than MIN_CAPTION_CSS, else in shorter words; where none fits, the icons stand alone (they
// still name themselves on a long press). Words are measured through a port, so this runs in Node.

/** Measures a line of words at a font size, both in game pixels. */
export type MeasureAt = (words: string, font: number) => number;

/** The least caption, in CSS px: the readable floor (ui/readable.ts) holds under an icon too. */
export const MIN_CAPTION_CSS = 13;
/** A caption's line height, in font sizes. */
export const CAPTION_LINE = 1.2;
/** Room above and below a caption's lines, in game pixels per device pixel. */
const CAPTION_PAD = 2;

export interface BarRoom {
  /** The screen, in game (device) pixels. */
  width: number;
  height: number;
  /** Game pixels for one design pixel; device pixels per CSS pixel. */
  u: number;
  dpr: number;
  /** The least touch target, in game pixels. */
  touch: number;
  portrait: boolean;
  /** The screen's margin (the board keeps this much from the bar). */
  pad: number;
  /** Each button's names: the one it shows first, then any it may take later. */
  names: readonly (readonly string[])[];
  /** The same in shorter words, taken where `names` fit no plan at the readable floor. */
  shortNames?: readonly (readonly string[])[];
  measure: MeasureAt;
}

export interface BarButton {
  /** The button's centre and size, in game pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarCaptions {
  /** The font size, in game pixels (whole device pixels, as it is painted). */
  font: number;
  /** The width the names wrap at (Infinity: one line each). */
  wrap: number;
  /** Lines of words the tallest name takes. */
  rows: number;
  /** Each button's first name, as wrapped. */
  lines: string[][];
  /** The band the names take at the foot of a button. */
  band: number;
  /** The shorter words were taken (BarRoom's shortNames). */
  short: boolean;
}

export interface BarPlan {
  /** A column at the right (landscape) or a row along the foot (upright). */
  vertical: boolean;
  /** The band drawn behind the buttons, flush with the screen's edge. */
  strip: { x: number; y: number; width: number; height: number };
  /** The room the bar takes off the screen across: a row's height, a column's width. */
  thickness: number;
  buttons: BarButton[];
  captions: BarCaptions | null;
}

/** Splits `text` into lines no wider than `limit` (a word wider than it stands on a line alone). */
export function wrapWords(text: string, limit: number, measure: (w: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && measure(`${lines[last]} ${word}`) <= limit) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The names' font, wrap and band for buttons `width`×`height` with `side` kept clear each side of
 * the words: one line at the largest size from `max` down to `min`, else two lines likewise; the
 * icon keeps at least `iconLeast` of height above the words. Null when nothing fits.
 */
export function fitCaptions(
  names: readonly (readonly string[])[],
  box: { width: number; height: number; side: number; iconLeast: number; pad: number },
  fonts: { max: number; min: number },
  measure: MeasureAt,
): BarCaptions | null {
  const room = box.width - 2 * box.side;
  const all = names.flat();
  for (const rows of [1, 2]) {
    for (let font = Math.floor(fonts.max); font >= Math.ceil(fonts.min); font--) {
      const band = Math.ceil(rows * font * CAPTION_LINE + box.pad);
      if (box.height - band < box.iconLeast) continue;
      const m = (w: string) => measure(w, font);
      const wrap = rows === 1 ? Infinity : room;
      const wrapped = all.map((n) => wrapWords(n, wrap, m));
      if (wrapped.some((l) => l.length > rows || l.some((line) => m(line) > room))) continue;
      const lines = names.map((n) => wrapWords(n[0] ?? '', wrap, m));
      return { font, wrap, rows, band, lines, short: false };
    }
  }
  return null;
}

/**
 * A column's button across, in CSS px at least: a name of two lines at COLUMN_CAPTION_CSS ("How to" /
 * "play", "Best in" / "20") fits it with room each side. On a phone on its side the column's width is
 * not what the board lacks (its height is).
 */
export const COLUMN_BUTTON_CSS = 60;

/**
 * A column's names at most this size, in CSS px, where they fit: a phone on its side read "Best in
 * 20" and "How to play" at the floor as tiny (reviewer R10); its column has the room across (the
 * board lacks height there, not width).
 */
export const COLUMN_CAPTION_CSS = 15;

/**
 * A bar button's least size both ways, in CSS px: Material's 48 dp touch target (Apple asks 44 pt);
 * Undo's and Hint's short names left their buttons 46 wide on an upright phone.
 */
export const BAR_BUTTON_LEAST_CSS = 48;

/** The bar's thickness across: today's upright bar, a finger's button (a column's, `vertical`) and a little room round it. */
export function barThickness(u: number, touch: number, vertical = false, dpr = 1): number {
  return Math.max(60 * u, buttonAcross(u, touch, vertical, dpr) + 8 * u);
}

/** A button's size across the bar: a finger's, and in a column room for its name on two lines. */
function buttonAcross(u: number, touch: number, vertical: boolean, dpr: number): number {
  return Math.max(56 * u, touch, BAR_BUTTON_LEAST_CSS * dpr, vertical ? COLUMN_BUTTON_CSS * dpr : 0);
}

/**
 * The bar for `room.names.length` buttons: upright a row across the foot, the buttons spread over
 * the width as a phone's tab bar; landscape a column at the right, the buttons centred in its height.
 */
export function planBar(room: BarRoom): BarPlan {
  const { width, height, u, dpr, touch, pad } = room;
  const count = room.names.length;
  const vertical = !room.portrait;
  const thickness = barThickness(u, touch, vertical, dpr);
  // Across the bar: a finger's button (today's icon button); along it: its share of the length.
  const across = buttonAcross(u, touch, vertical, dpr);
  const edge = vertical ? pad : 2 * u;
  const length = (vertical ? height : width) - 2 * edge;
  const slot = length / Math.max(1, count);
  const gap = 2 * u;
  // First the most room a button may take along the bar, then only what its icon and name need.
  const room0 = Math.max(touch, BAR_BUTTON_LEAST_CSS * dpr, Math.min(slot - gap, 120 * u));
  const side = 3 * dpr;
  const fit = (names: readonly (readonly string[])[]) =>
    fitCaptions(
      names,
      {
        width: vertical ? across : room0,
        height: vertical ? room0 : across,
        side,
        iconLeast: 0.55 * Math.min(across, room0),
        pad: CAPTION_PAD * dpr,
      },
      {
        max: vertical ? COLUMN_CAPTION_CSS * dpr : Math.max(12.5 * u, MIN_CAPTION_CSS * dpr),
        min: MIN_CAPTION_CSS * dpr,
      },
      room.measure,
    );
  // A row too short for equal buttons with their whole names (five on an upright phone): each
  // button as wide as its own words, before shorter words are taken.
  const own = (names: readonly (readonly string[])[]) =>
    vertical ? null : ownWidths(names, { length, across, touch, side, gap, u, dpr }, room.measure);
  const whole = fit(room.names);
  const owned = whole ? null : own(room.names);
  const shorter = room.shortNames && !whole && !owned ? fit(room.shortNames) : null;
  if (owned) return rowOf(owned, { width, height, thickness, across, edge, length });
  const ownShort = room.shortNames && !whole && !shorter ? own(room.shortNames) : null;
  if (ownShort)
    return rowOf(
      { ...ownShort, captions: { ...ownShort.captions, short: true } },
      { width, height, thickness, across, edge, length },
    );
  const captions = whole ?? (shorter && { ...shorter, short: true });
  // A row's buttons are as wide as their widest words, the later ones too (Best moves' "Later"
  // while it is closed): a name that comes later never spills out of its button.
  const taken = captions?.short ? room.shortNames! : room.names;
  const widest = captions
    ? Math.max(
        ...captions.lines.flat().map((l) => room.measure(l, captions.font)),
        ...taken.flat().map((l) => room.measure(l, captions.font)),
      )
    : 0;
  const need = vertical
    ? Math.max(touch, BAR_BUTTON_LEAST_CSS * dpr, Math.ceil(across * 0.84 + (captions?.band ?? 0)))
    : Math.max(across, Math.ceil(widest + 2 * side));
  const along = Math.min(room0, need);
  const step = Math.min(slot, along + (vertical ? 10 : 24) * u);
  const bw = vertical ? across : along;
  const bh = vertical ? along : across;
  const mid = vertical ? height / 2 : width / 2;
  // A column stands the screen's margin (`pad`, as the HUD's column at the left) in from the right
  // edge; its strip reaches round the buttons with a little room. The board's room is the same.
  const railRight = width - Math.max(pad, (thickness - across) / 2);
  const across0 = vertical ? railRight - across / 2 : height - thickness / 2;
  const stripX = Math.min(width - thickness, railRight - across - 4 * u);
  const buttons = Array.from({ length: count }, (_, i) => {
    const at = mid + (i - (count - 1) / 2) * step;
    return vertical
      ? { x: across0, y: at, width: bw, height: bh }
      : { x: at, y: across0, width: bw, height: bh };
  });
  const strip = vertical
    ? { x: stripX, y: 0, width: width - stripX, height }
    : { x: 0, y: height - thickness, width, height: thickness };
  return { vertical, strip, thickness, buttons, captions };
}

/**
 * An upright row whose buttons are each as wide as their own widest name (a finger's at least,
 * BAR_BUTTON_LEAST_CSS), on
 * one line at the largest size from 12.5 units down to the readable floor where all fit the row's
 * `length` with `gap` between; null where they do not.
 */
function ownWidths(
  names: readonly (readonly string[])[],
  r: { length: number; across: number; touch: number; side: number; gap: number; u: number; dpr: number },
  measure: MeasureAt,
): { captions: BarCaptions; widths: number[] } | null {
  const max = Math.floor(Math.max(12.5 * r.u, MIN_CAPTION_CSS * r.dpr));
  for (let font = max; font >= Math.ceil(MIN_CAPTION_CSS * r.dpr); font--) {
    const band = Math.ceil(font * CAPTION_LINE + CAPTION_PAD * r.dpr);
    const widths = names.map((n) =>
      Math.max(
        r.touch,
        BAR_BUTTON_LEAST_CSS * r.dpr,
        Math.ceil(Math.max(...n.map((w) => measure(w, font))) + 2 * r.side),
      ),
    );
    const total = widths.reduce((a, b) => a + b, 0) + r.gap * (names.length - 1);
    if (total > r.length) continue;
    if (widths.some((w) => r.across - band < 0.55 * Math.min(r.across, w))) continue;
    const lines = names.map((n) => [n[0] ?? '']);
    return { captions: { font, wrap: Infinity, rows: 1, band, lines, short: false }, widths };
  }
  return null;
}

/** The upright row for buttons of their own widths, the room left shared out evenly round them. */
function rowOf(
  o: { captions: BarCaptions; widths: number[] },
  r: { width: number; height: number; thickness: number; across: number; edge: number; length: number },
): BarPlan {
  const spare = (r.length - o.widths.reduce((a, b) => a + b, 0)) / o.widths.length;
  let x = r.edge + spare / 2;
  const y = r.height - r.thickness / 2;
  const buttons = o.widths.map((w) => {
    const b = { x: x + w / 2, y, width: w, height: r.across };
    x += w + spare;
    return b;
  });
  return {
    vertical: false,
    strip: { x: 0, y: r.height - r.thickness, width: r.width, height: r.thickness },
    thickness: r.thickness,
    buttons,
    captions: o.captions,
  };
}
