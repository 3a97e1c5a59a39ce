// The charts' decisions, without Phaser or a canvas: whose series is whose (player 1's solid, player
// 2's dashed or hatched, by the results' names), the lead chart's bars, where the score lines' end
// discs stand, and which moves are numbered under the axis. chart.ts, chart-key.ts and
// chart-moves.ts draw them.

import type { PaletteName } from './palette.ts';
import { MARK_OF, type MarkShape } from './mark-shapes.ts';

/** A player as the charts name them (the results' names: "You", the opponent's, typed names). */
export interface ChartPlayer {
  name: string;
  palette: PaletteName;
}
export interface ChartPlayers {
  players: [ChartPlayer, ChartPlayer];
  marks: boolean;
}

/** The two players of a match as the charts name and colour them. */
export function chartPlayers(
  names: readonly [string, string],
  palettes: readonly [PaletteName, PaletteName],
  marks: boolean,
): ChartPlayers {
  return {
    players: [
      { name: names[0], palette: palettes[0] },
      { name: names[1], palette: palettes[1] },
    ],
    marks,
  };
}

export type SeriesStyle = 'solid' | 'dashed';
/** By seat: the left name of the score line solid, the right one dashed (hatched for bars). */
export const SERIES_STYLE: readonly [SeriesStyle, SeriesStyle] = ['solid', 'dashed'];

/** One player's entry in a chart's key: the name, the colour, solid or dashed, and the colour's mark when marks are on. */
export interface KeyEntry extends ChartPlayer {
  style: SeriesStyle;
  mark: MarkShape | null;
}

/** The chart key's two entries, player 1's first: what tells the two apart without colour. */
export function keyEntries(who: ChartPlayers): [KeyEntry, KeyEntry] {
  const entry = (i: 0 | 1): KeyEntry => ({
    ...who.players[i],
    style: SERIES_STYLE[i],
    mark: who.marks ? MARK_OF[who.players[i].palette] : null,
  });
  return [entry(0), entry(1)];
}

export const css = (c: number, a: number) => `rgba(${(c >> 16) & 255}, ${(c >> 8) & 255}, ${c & 255}, ${a})`;

/** The line's dashes for `style`, in scene pixels. */
export function dashes(style: SeriesStyle, u: number): number[] {
  return style === 'dashed' ? [9 * u, 6 * u] : [];
}

/**
 * One bar of the lead chart: the reader's lead, who leads, and its height (a tie is a short mark on
 * the axis). A `clipped` bar's lead is beyond the chart's scale: it stands full height, drawn broken
 * and labelled with its lead.
 */
export interface LeadBar {
  lead: number;
  leader: 'mine' | 'theirs' | 'tie';
  height: number;
  clipped: boolean;
}

/**
 * A lead beyond this many times the leads of most of the game (their 80th percentile) is clipped:
 * a capture that wipes out the board (0-360 after leads of a few points) would otherwise leave
 * every other bar a flat line.
 */
export const CLIP_RATIO = 3;

/**
 * The lead chart's scale: the largest lead, or where a few leads dwarf the rest (beyond CLIP_RATIO
 * times the 80th percentile), the largest of the others, so the bars of the other moves keep their
 * shape and the few beyond it are clipped.
 */
export function leadScale(leads: readonly number[]): number {
  const sizes = leads.map(Math.abs).sort((a, b) => a - b);
  const most = sizes[Math.floor(0.8 * (sizes.length - 1))] ?? 0;
  const usual = sizes.filter((s) => s <= CLIP_RATIO * most);
  return Math.max(1, usual.at(-1) ?? 0);
}

/**
 * The lead chart's bars, one for each entry of `history` whatever the scores (a tie is a bar too,
 * a short neutral mark): `player`'s lead, scaled to `half` (the plot's height above the axis) by
 * leadScale, never shorter than `least`; a lead beyond the scale stands at `half`, clipped.
 */
export function leadBars(
  history: readonly (readonly [number, number])[],
  player: 0 | 1,
  half: number,
  least: number,
): LeadBar[] {
  const sign = player === 0 ? 1 : -1;
  const diffs = history.map(([a, b]) => sign * (a - b));
  const scale = leadScale(diffs);
  return diffs.map((lead) => ({
    lead,
    leader: lead > 0 ? 'mine' : lead < 0 ? 'theirs' : 'tie',
    height: lead === 0 ? least : Math.max(least, (Math.min(Math.abs(lead), scale) / scale) * half),
    clipped: Math.abs(lead) > scale,
  }));
}

/** Where the two lines' end discs stand: at the last scores `y0`, `y1`, spread `apart` where they would overlap, inside `r`. */
export function lineEnds(
  y0: number,
  y1: number,
  apart: number,
  r: { y: number; height: number },
): [number, number] {
  if (Math.abs(y0 - y1) >= apart) return [y0, y1];
  const mid = Math.min(r.y + r.height - apart, Math.max(r.y + apart, (y0 + y1) / 2));
  // Player 1's disc above where they are level or lead (a higher score stands higher).
  const up = y0 <= y1 ? 0 : 1;
  const out: [number, number] = [mid, mid];
  out[up] = mid - apart / 2;
  out[1 - up] = mid + apart / 2;
  return out;
}

/** A move the chart plots, and the x it plots it at. */
export interface MoveMark {
  move: number;
  x: number;
}

const ROUND = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500];

/**
 * The moves to number, from `marks` (in order, move 0 the start, never numbered): the last, then
 * the multiples of the smallest round step whose numbers stand `apart` or more, then the first,
 * each kept only where it stands `apart` from those kept before it. The first gives way to the
 * step's first multiple, so the numbers step evenly ("2, 4, 6", not "1, 4, 6").
 */
export function moveTicks(marks: readonly MoveMark[], apart: number): MoveMark[] {
  const played = marks.filter((m) => m.move >= 1);
  if (played.length === 0) return [];
  const first = played[0]!;
  const last = played.at(-1)!;
  const perMove = last.move > first.move ? Math.abs(last.x - first.x) / (last.move - first.move) : Infinity;
  const step = ROUND.find((s) => s * perMove >= apart) ?? ROUND.at(-1)!;
  const wanted = [last, ...played.filter((m) => m.move % step === 0), first];
  const kept: MoveMark[] = [];
  for (const m of wanted) {
    if (kept.every((k) => k.move !== m.move && Math.abs(k.x - m.x) >= apart)) kept.push(m);
  }
  return kept.sort((a, b) => a.move - b.move);
}
