// How the board's toolbar is laid out, without drawing it: how many lines of buttons, each
// button's size, whether the names fit under the icons (and wrapped at what width), and where each
// button stands. Words are measured through a port, so this runs in Node as well as the browser.

/** Measures a line of words at the captions' font, in game pixels. */
export type Measure = (words: string) => number;

/** Where the toolbar stands: its centre, its length along the row (or column), and which way it runs. */
export interface ToolbarPlace {
  x: number;
  y: number;
  length: number;
  vertical: boolean;
}

/**
 * Where the board screen's toolbar stands on a `width`×`height` screen with `pad` round it, its
 * lines `thickness` across: a row along the foot, or on a phone on its side (`side`) a column at the right.
 */
export function toolbarPlace(
  width: number,
  height: number,
  pad: number,
  thickness: number,
  side: boolean,
): ToolbarPlace {
  return side
    ? { x: width - pad - thickness / 2, y: height / 2, length: height - 2 * pad, vertical: true }
    : { x: width / 2, y: height - pad - thickness / 2, length: width - 2 * pad, vertical: false };
}

/** The buttons' sizes and lines; `wrap` is the width the names wrap at, or null when the icons stand alone. */
export interface ToolbarShape {
  lines: number;
  buttonWidth: number;
  buttonHeight: number;
  /** Room across one line (a row's height, a column's width). */
  lineThickness: number;
  /** Room across every line with the gaps between them. */
  thickness: number;
  wrap: number | null;
}

/** What the plan needs to know: the names to fit (later names too), the room and the least sizes, in game pixels. */
export interface ToolbarRoom {
  /** How many buttons. */
  count: number;
  /** Every name the buttons show or may show later. */
  names: readonly string[];
  length: number;
  vertical: boolean;
  u: number;
  /** The least touch target. */
  touch: number;
  /** The names' font size. */
  font: number;
  /** Room each side of the widest name. */
  side: number;
  measure: Measure;
  /** Icons alone, named on long-press and to screen readers (an upright screen's bottom bar). */
  iconsOnly?: boolean;
}

/** The most lines of buttons the toolbar takes to name them all, before it gives the names up. */
const MOST_LINES = 3;
/** A caption's line height, in font sizes. */
export const CAPTION_LINE = 1.2;

/** How many lines `count` buttons need so that none is under `minSize` within `length`. */
export function toolbarLines(count: number, length: number, minSize: number, gap: number): number {
  return Math.max(1, Math.ceil((count * (minSize + gap) - gap) / length));
}

/** Space between two lines of buttons. */
export function lineGap(u: number): number {
  return 6 * u;
}

/** Splits `text` into lines no wider than `limit` (a word wider than it stands on a line alone). */
export function wrapWords(text: string, limit: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && measure(`${lines[last]} ${word}`) <= limit) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The names' lines, each wrapped at `limit`, with the widest line's width and the most lines any name takes. */
export function wrapNames(
  names: readonly string[],
  limit: number,
  measure: Measure,
): { lines: string[][]; width: number; rows: number } {
  const lines = names.map((n) => wrapWords(n, limit, measure));
  const width = Math.max(...lines.flat().map(measure));
  const rows = Math.max(...lines.map((l) => l.length));
  return { lines, width, rows };
}

/** The width of the widest single word among `names`: the narrowest wrap possible. */
export function widestWord(names: readonly string[], measure: Measure): number {
  return Math.max(...names.flatMap((n) => n.split(' ')).map(measure));
}

/**
 * The fewest lines in which every button keeps a finger's size and shows its name at a readable
 * size, on one line of words if it can, else wrapped between words; icons alone (today's least)
 * when no plan fits.
 */
export function planToolbarShape(r: ToolbarRoom): ToolbarShape {
  const { count, u, touch, font, side, measure } = r;
  const icon = Math.max(56 * u, touch);
  const gap = 2 * u;
  const least = toolbarLines(count, r.length, touch, gap);
  const iconBox = icon * 0.84;
  for (let lines = least; lines <= (r.iconsOnly ? 0 : MOST_LINES); lines++) {
    const perLine = Math.ceil(count / lines);
    for (const limit of [Infinity, Math.max(widestWord(r.names, measure), icon - 2 * side)]) {
      const m = wrapNames(r.names, limit, measure);
      const width = Math.max(icon, Math.ceil(m.width) + 2 * side);
      const height = Math.max(touch, Math.ceil(iconBox + m.rows * font * CAPTION_LINE + 4 * u));
      const along = r.vertical ? height : width;
      if (perLine * along + (perLine - 1) * gap > r.length) continue;
      const lineThickness = (r.vertical ? width : height) + 4 * u;
      return {
        lines,
        buttonWidth: width,
        buttonHeight: height,
        lineThickness,
        thickness: lines * lineThickness + (lines - 1) * lineGap(u),
        wrap: limit,
      };
    }
  }
  const lineThickness = Math.max(60 * u, touch + 8 * u);
  return {
    lines: least,
    buttonWidth: icon,
    buttonHeight: icon,
    lineThickness,
    thickness: least * lineThickness + (least - 1) * lineGap(u),
    wrap: null,
  };
}

/** Where each of `count` buttons stands (its centre), laid out as `shape` says and centred on `at`. */
export function toolbarSpots(
  count: number,
  at: ToolbarPlace,
  shape: Omit<ToolbarShape, 'wrap'>,
  u: number,
  /** The widest gap between two buttons of a line (a bottom bar spreads its icons wider). */
  maxGap = 14 * u,
): { x: number; y: number }[] {
  const { lines, lineThickness, thickness, buttonWidth: width, buttonHeight: height } = shape;
  const perLine = Math.ceil(count / lines);
  const along = at.vertical ? height : width;
  const gap =
    perLine > 1 ? Math.max(2 * u, Math.min(maxGap, (at.length - perLine * along) / (perLine - 1))) : 0;
  const spots: { x: number; y: number }[] = [];
  for (let line = 0; line < lines; line++) {
    const items = Math.max(0, Math.min(perLine, count - line * perLine));
    const total = items * along + (items - 1) * gap;
    const across = -thickness / 2 + lineThickness / 2 + line * (lineThickness + lineGap(u));
    for (let i = 0; i < items; i++) {
      const step = -total / 2 + along / 2 + i * (along + gap);
      spots.push(at.vertical ? { x: at.x + across, y: at.y + step } : { x: at.x + step, y: at.y + across });
    }
  }
  return spots;
}
