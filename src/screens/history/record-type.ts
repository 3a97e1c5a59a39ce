// The Record tab's type and where a tile's note goes, without Phaser (history-record.ts draws it):
// its secondary lines at 14 CSS px where its design size is smaller (the tab has room to spare
// on every screen), and a tile too narrow for its note ("after 10 more games", four lines in a
// phone's fifth of the width) gives it to a line under the tiles ("Win rate after 10 more games").

import { SECONDARY_CSS } from '../../ui/secondary-text.ts';

/** The Record's secondary lines, in CSS px at least: one step over the game's least. */
export const RECORD_LINE_CSS = SECONDARY_CSS + 1;

/** The narrowest tile, in CSS px, that keeps its note inside it on two lines. */
const NOTE_TILE_CSS = 110;

export interface RecordType {
  /** A tile's big number, its label, a heading, a row's name, a secondary line; in game pixels. */
  value: number;
  label: number;
  heading: number;
  name: number;
  line: number;
}

/** The Record's sizes at unit `u` and `dpr` device pixels per CSS px, in game pixels. */
export function recordType(u: number, dpr: number): RecordType {
  const least = (size: number, css: number) => Math.max(size * u, css * dpr);
  return {
    value: least(30, SECONDARY_CSS),
    label: least(13, RECORD_LINE_CSS),
    heading: least(17, SECONDARY_CSS),
    name: least(16, SECONDARY_CSS),
    line: least(14, RECORD_LINE_CSS),
  };
}

/** A tile's width when `across` tiles share `width` with gaps of 8 units (at most 220 units each). */
export function tileWidth(width: number, across: number, u: number): number {
  const gap = 8 * u;
  return Math.min((width - gap * (across - 1)) / across, 220 * u);
}

/** Whether tiles this wide give their notes to a line under them. */
export function notesUnder(tile: number, dpr: number): boolean {
  return tile / dpr < NOTE_TILE_CSS;
}

/** The line under the tiles for their notes: each noted tile's label and note ("Win rate after 10 more games"). */
export function notesLine(figures: readonly { label: string; note: string | null }[]): string | null {
  const noted = figures.filter((f) => f.note !== null).map((f) => `${f.label} ${f.note}`);
  return noted.length > 0 ? noted.join(' · ') : null;
}

/**
 * Where the Record has two columns (a phone on its side), which one takes the puzzles' block: the
 * one that ends higher (`leftEnd`, `rightEnd`: where each column's blocks end so far). Always under
 * the chart, it ran the left column under the footer's buttons while the right stood half empty.
 */
export function puzzlesColumn(leftEnd: number, rightEnd: number): 'left' | 'right' {
  return rightEnd < leftEnd ? 'right' : 'left';
}
