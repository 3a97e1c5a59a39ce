// How tall a row of Your games stands, without Phaser: a finger's row on a phone; on a tablet or a
// desktop (landscape, not a phone on its side) the rows grow so that four fill the window, at most
// half as tall again, their final boards larger, so a few games fill the column from its top rather
// than float in it as two thin strips.

/** How many rows fill the window on a wide screen. */
export const ROWS_IN_SIGHT = 4;
/** The most a row grows on a wide screen, as a share of its phone height. */
export const ROW_GROWTH = 1.5;

export function gamesRowHeight(o: {
  /** The phone's row: a finger's height and room round it (game px). */
  base: number;
  /** The list's window height and the gap between rows (game px). */
  window: number;
  gap: number;
  /** Landscape and not a phone on its side: a tablet or a desktop. */
  wide: boolean;
}): number {
  if (!o.wide) return o.base;
  const fill = (o.window - (ROWS_IN_SIGHT - 1) * o.gap) / ROWS_IN_SIGHT;
  return Math.floor(Math.min(o.base * ROW_GROWTH, Math.max(o.base, fill)));
}

/**
 * The list's places with the chosen game's actions opened under its row: the rows after it move
 * down by the band's height, so the actions stand with the game they act on, in a thumb's reach of
 * the row just tapped. Over the rows stands the record's head (`lead`), and a day's heading over the
 * first row of each day (`heads`: those rows' places). Heights in game px, from the list's top.
 */
export class GamesPlaces {
  private readonly tops: number[];
  private readonly headTops: number[];
  private readonly end: number;

  constructor(
    private readonly o: {
      rows: number;
      rowHeight: number;
      gap: number;
      /** The chosen row's place, or −1 (no band). */
      chosen: number;
      /** The actions' band under the chosen row. */
      band: number;
      /** The head over the list (the record in numbers), with its gap; 0 for none. */
      lead?: number;
      /** The rows with a day's heading over them, and the heading's height. */
      heads?: readonly number[];
      headHeight?: number;
    },
  ) {
    const heads = new Set(o.heads ?? []);
    const headH = o.headHeight ?? 0;
    this.tops = [];
    this.headTops = [];
    let y = o.lead ?? 0;
    for (let i = 0; i < o.rows; i++) {
      if (heads.has(i)) {
        this.headTops.push(y);
        y += headH;
      }
      this.tops.push(y);
      y += o.rowHeight + o.gap + (this.opened && i === o.chosen ? o.band : 0);
    }
    this.end = y;
  }

  private get opened(): boolean {
    return this.o.chosen >= 0 && this.o.chosen < this.o.rows;
  }

  /** Row i's top. */
  rowTop(i: number): number {
    return this.tops[i] ?? this.end;
  }

  /** The day headings' tops, in the order of `heads`. */
  headingTops(): readonly number[] {
    return this.headTops;
  }

  /** The band's top (under the chosen row), or null with none chosen. */
  bandTop(): number | null {
    return this.opened ? this.rowTop(this.o.chosen) + this.o.rowHeight : null;
  }

  /** The list's full height. */
  height(): number {
    return this.end;
  }

  /** What is at `y`: a row's place, the band, or null (a gap, a heading, the head, or below the last row). */
  at(y: number): number | 'band' | null {
    const band = this.bandTop();
    if (band !== null && y >= band && y < band + this.o.band) return 'band';
    for (let i = 0; i < this.o.rows; i++) {
      const top = this.tops[i]!;
      if (y >= top && y <= top + this.o.rowHeight) return i;
      if (top > y) return null;
    }
    return null;
  }

  /** The rows at least partly in the window `offset`…`offset + window`. */
  inSight(offset: number, window: number): { first: number; last: number } {
    let first = 0;
    while (first < this.o.rows && this.rowTop(first) + this.o.rowHeight < offset) first++;
    let last = first;
    while (last < this.o.rows && this.rowTop(last) < offset + window) last++;
    return { first, last };
  }
}
