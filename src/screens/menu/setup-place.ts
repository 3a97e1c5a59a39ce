// Where the setup page's sections stand, without Phaser: one column where they fit above the bar,
// else (a landscape page) the wide sections in a column of their own or the sections shared out
// over two or three columns; and a rules chip's block (the chip, its words beside or under it).
// A chip's block is as tall as the longest words it can show on this board, so a tap that changes
// its words (or another chip's) moves no control under the next finger.

/** A block of the page as the placement sees it: whether it has a caption, its height at a width. */
export interface Block {
  caption: boolean;
  /** On a short landscape screen the wide section takes a column of its own. */
  wide?: boolean;
  /** On any landscape page it stands in a column beside the wide sections, fitting or not. */
  beside?: boolean;
  /** A heading: never at a column's foot, apart from the block it heads. */
  heads?: boolean;
  height: (w: number) => number;
}

export interface Page {
  /** The left of the sections' column and the top under the tabs. */
  x: number;
  y: number;
  /** The page's column width, and whether the screen is wider than tall. */
  colW: number;
  landscape: boolean;
  gap: number;
  /**
   * The room between columns, kept whatever `gap` the sections stand apart by: a Board tab whose
   * sizes take more rows (the hexagon's) stands its sections closer, and its columns moved with
   * the gap, the family cards under the finger narrowing 1 px and shifting 5. The page's gap where
   * not given.
   */
  columnGap?: number;
  captionH: number;
  /** The height the sections may take, from `y` to a clear gap above the bar. */
  room: number;
}

export interface Placed {
  /** Where each block stands, in the blocks' order: its caption's top (`y`), and its top under its caption. */
  places: { x: number; y: number; top: number; w: number }[];
  columns: number;
  /** Under the lowest block (where a notice covers no control). */
  lowest: number;
}

export function placeSections(given: readonly Block[], page: Page): Placed {
  const { gap, captionH } = page;
  const heightOf = (list: readonly Block[], w: number) =>
    list.reduce((t, s) => t + (s.caption ? captionH : 0) + s.height(w) + gap, 0);
  const fits = (list: readonly Block[], w: number) => heightOf(list, w) - gap <= page.room;
  const blocks = given.map((b) => ({ ...b }));
  const split =
    page.landscape && blocks.length > 1 && (blocks.some((s) => s.beside) || !fits(blocks, page.colW));
  const between = page.columnGap ?? gap;
  const widthFor = (k: number) => (page.colW - 2 * between * (k - 1)) / k;
  let columns: (readonly Block[])[] = [blocks];
  if (split && blocks.some((s) => s.wide))
    columns = [blocks.filter((s) => !s.wide), blocks.filter((s) => s.wide)];
  else if (split) {
    for (const k of [2, 3]) {
      columns = shareOut(blocks, k, (list) => heightOf(list, widthFor(k)));
      if (columns.every((list) => fits(list, widthFor(k)))) break;
    }
  }
  const w = widthFor(columns.length);
  const places = new Map<Block, Placed['places'][number]>();
  let lowest = page.y;
  columns.forEach((list, i) => {
    let cy = page.y;
    const cx = page.x + i * (w + 2 * between);
    for (const s of list) {
      const top = cy + (s.caption ? captionH : 0);
      places.set(s, { x: cx, y: cy, top, w });
      cy = top + s.height(w) + gap;
    }
    lowest = Math.max(lowest, cy);
  });
  return { places: blocks.map((b) => places.get(b)!), columns: columns.length, lowest };
}

/**
 * Where a page whose rows can say what they do stands: with the words under the rows (`under`)
 * where every column fits the room, else the rows as they are (`ask`: each row's words behind a
 * "?" at its end, as a phone on its side has no room for them), with half the gap between them, a quarter
 * or none, the first that makes them fit.
 */
export function explainedPlacement(
  under: readonly Block[],
  ask: readonly Block[],
  page: Page,
): { placed: Placed; under: boolean } {
  const placed = placeSections(under, page);
  const fits = (p: Placed, gap: number) => p.lowest - gap <= page.y + page.room + 0.5;
  if (fits(placed, page.gap)) return { placed, under: true };
  const asked = placeSections(ask, page);
  if (fits(asked, page.gap)) return { placed: asked, under: false };
  // Still past the room (an upright phone offered full screen): the sections closer together.
  for (const gap of [page.gap / 2, page.gap / 4, 0]) {
    const closer = placeSections(ask, { ...page, gap, columnGap: page.columnGap ?? page.gap });
    if (fits(closer, gap)) return { placed: closer, under: false };
  }
  return { placed: asked, under: false };
}

/** The blocks in `k` columns, in their order, the tallest column as short as it can be. */
function shareOut(
  blocks: readonly Block[],
  k: number,
  heightOf: (list: readonly Block[]) => number,
): (readonly Block[])[] {
  if (k <= 1 || blocks.length <= 1) return [blocks];
  let best: (readonly Block[])[] = [blocks];
  let bestH = Infinity;
  for (let cut = 1; cut <= blocks.length - (k - 1); cut++) {
    if (blocks[cut - 1]!.heads) continue;
    const rest = shareOut(blocks.slice(cut), k - 1, heightOf);
    const columns = [blocks.slice(0, cut), ...rest];
    const tallest = Math.max(...columns.map(heightOf));
    if (tallest < bestH) [best, bestH] = [columns, tallest];
  }
  return best;
}

/** A rules chip's block at a width: the chip, its "?", and its words beside them or (a narrow column) under them. */
export interface ChipBlock {
  height: number;
  chip: { x: number; y: number; w: number; h: number };
  /** The "?" for the whole of the option: a square as tall as the chip, right after it. */
  help: { x: number; y: number; w: number; h: number };
  /** The words' left and top offsets and wrapping width, from the block's left and top. */
  words: { x: number; y: number; width: number };
  /** The option's picture (rule-pictures.ts), a square `side` across, or null where it has no room. */
  picture: { x: number; y: number; side: number } | null;
}

/**
 * A chip's block at width `w` (`u` the page's unit, `rowH` a row's height). `measure` gives the
 * height of words wrapped at a width; the block keeps room for the tallest of `reserve` (every
 * line the chip can show here), so its height and every chip under it stay put when the words change.
 * Beside the chip where they keep 180 units; else under the chip and its "?", the column's whole
 * width, so a short line stays one line on an upright phone. `least`: the chip's least width (its
 * longest label on one line), where the column has room for it. `picture`: the side of the option's
 * picture (0: none), between the "?" and the words where they keep their 180 units with it, or in
 * the chip's row after the "?" under it; none where neither has room (a phone on its side).
 */
export function chipBlock(
  w: number,
  u: number,
  rowH: number,
  words: string,
  reserve: readonly string[],
  measure: (words: string, width: number) => number,
  least = 0,
  picture = 0,
): ChipBlock {
  const gap = 12 * u;
  const chipW = Math.max(Math.min(200 * u, Math.max(150 * u, w * 0.36)), Math.min(least, w - rowH - gap));
  // What the words keep beside the chip, its "?" and a picture `side` wide.
  const room = (side: number) => w - chipW - rowH - 2 * gap - (side > 0 ? side + gap : 0);
  const pictured = picture > 0 && room(picture) >= 180 * u;
  const beside = pictured || room(0) >= 180 * u;
  const side = pictured ? picture : 0;
  const afterHelp = chipW + gap / 2 + rowH;
  // Half a gap between the chip and its "?", a whole one before the picture and the words.
  const wordsW = beside ? room(side) : w;
  const tallest = Math.max(...[words, ...reserve].map((t) => measure(t, wordsW)));
  if (beside) {
    const h = measure(words, wordsW);
    return {
      height: Math.max(rowH, tallest),
      chip: { x: 0, y: 0, w: chipW, h: rowH },
      help: { x: chipW + gap / 2, y: 0, w: rowH, h: rowH },
      words: {
        x: afterHelp + 1.5 * gap + (side > 0 ? side + gap : 0),
        y: Math.max(0, (rowH - h) / 2),
        width: wordsW,
      },
      picture: side > 0 ? { x: afterHelp + gap, y: (rowH - side) / 2, side } : null,
    };
  }
  const underW = Math.min(w - rowH - gap, Math.max(220 * u, least));
  // Under the chip, the picture in the chip's row after its "?", where it fits there.
  const fits = picture > 0 && underW + gap / 2 + rowH + gap + picture <= w;
  return {
    height: rowH + 6 * u + tallest,
    chip: { x: 0, y: 0, w: underW, h: rowH },
    help: { x: underW + gap / 2, y: 0, w: rowH, h: rowH },
    words: { x: 0, y: rowH + 6 * u, width: wordsW },
    picture: fits ? { x: underW + gap / 2 + rowH + gap, y: (rowH - picture) / 2, side: picture } : null,
  };
}
