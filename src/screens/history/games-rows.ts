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
 * the row just tapped. Heights in game px, from the list's top.
 */
export class GamesPlaces {
  constructor(
    private readonly o: {
      rows: number;
      rowHeight: number;
      gap: number;
      /** The chosen row's place, or −1 (no band). */
      chosen: number;
      /** The actions' band under the chosen row. */
      band: number;
    },
  ) {}

  private get step(): number {
    return this.o.rowHeight + this.o.gap;
  }

  private get opened(): boolean {
    return this.o.chosen >= 0 && this.o.chosen < this.o.rows;
  }

  /** Row i's top. */
  rowTop(i: number): number {
    return i * this.step + (this.opened && i > this.o.chosen ? this.o.band : 0);
  }

  /** The band's top (under the chosen row), or null with none chosen. */
  bandTop(): number | null {
    return this.opened ? this.rowTop(this.o.chosen) + this.o.rowHeight : null;
  }

  /** The list's full height. */
  height(): number {
    return this.o.rows * this.step + (this.opened ? this.o.band : 0);
  }

  /** What is at `y`: a row's place, the band, or null (a gap, or below the last row). */
  at(y: number): number | 'band' | null {
    const band = this.bandTop();
    if (band !== null && y >= band && y < band + this.o.band) return 'band';
    const shifted = band !== null && y >= band + this.o.band ? y - this.o.band : y;
    const i = Math.floor(shifted / this.step);
    if (i < 0 || i >= this.o.rows || shifted - i * this.step > this.o.rowHeight) return null;
    return i;
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
