// The ladder drawn as a map (Your games' Ladder tab), as casual games draw their levels: a road
// that winds across the window and back, row under row, with each step a tile on it showing its
// board's picture, its number, its three stars just under it (lit where held), its opponent and its
// lesson in a few words. The steps won are lit, the current one wears a "Play" tag and a tap plays
// it, the locked ones are dim behind a padlock, and the first locked one says what opens it. The
// road is lit as far as the open steps, and an arrow on each piece points to the next step, so a
// row running right to left reads the way it runs. Places in game pixels from the ladder's value
// (history-model.ts), so the same drawing fits a phone upright (three a row) or on its side, a
// tablet and a desktop (six a row); the view draws them, tests read them.

import type { LadderValue } from './history-model.ts';
import { lockedTapWords, unlockWords } from './history-words.ts';

export type NodeState = 'won' | 'current' | 'open' | 'locked';

export interface MapStar {
  x: number;
  y: number;
  /** The star's outer radius. */
  r: number;
  lit: boolean;
}

export interface MapNode {
  id: string;
  /** The step's place, from 1. */
  n: number;
  /** The tile's centre and side. */
  x: number;
  y: number;
  size: number;
  state: NodeState;
  /** The rules id its board picture and its Play use, and the opponent's kind. */
  rules: string;
  opponent: string;
  /** Its stars under the tile; none on a locked step. */
  stars: MapStar[];
  /**
   * All three stars won: the tile is finished in gold (a gold rim, the stars on a gold plate), so a
   * glance tells it from a step of two stars, whose empty star alone would be easy to miss.
   */
  perfect: boolean;
  /** The opponent's name, centred under the stars at `labelY`. */
  label: string;
  labelY: number;
  /** The lesson in a few words, or on the first locked step what opens it; centred at `lineY`, at most `lineWidth` wide. */
  line: string;
  lineY: number;
  lineWidth: number;
  /** The current step's "Play" tag over the tile's top edge, or null. */
  tag: { x: number; y: number; width: number; height: number } | null;
}

export interface MapRoad {
  /** The road's middle, from one step's tile to the next's. */
  points: { x: number; y: number }[];
  /** Walked: it leads to a step that is open. */
  walked: boolean;
  /**
   * The arrow at the piece's middle, pointing the way to the next step: a row that runs right to
   * left says so where it turns and along it, so the path reads without thinking.
   */
  arrow: { x: number; y: number; angle: number };
}

export interface LadderMap {
  perRow: number;
  /** Where the map starts (its first row's top). */
  top: number;
  nodes: MapNode[];
  road: MapRoad[];
  width: number;
  height: number;
}

export interface MapBox {
  left: number;
  top: number;
  width: number;
  /** Game pixels for one design unit. */
  u: number;
  /** The smallest font the game draws, in game pixels (13 CSS px). */
  minFont: number;
}

/** The fonts the map's words are drawn in, in game pixels: the view uses these sizes. */
export function mapFonts(box: MapBox): { label: number; line: number; tag: number } {
  return {
    label: Math.max(15 * box.u, box.minFont),
    line: Math.max(13 * box.u, box.minFont),
    tag: Math.max(14 * box.u, box.minFont),
  };
}

/** A line of text's height for a font size: Phaser's at our fonts, with a little air. */
const lineHeight = (font: number) => Math.ceil(font * 1.3);

/** How many steps a row holds: as many as fit at a readable width, at most six, spread evenly over the rows. */
function stepsPerRow(box: MapBox, steps: number): number {
  const least = Math.max(120 * box.u, (box.minFont / 13) * 112);
  const fit = Math.max(2, Math.min(6, Math.floor(box.width / least)));
  const rows = Math.ceil(steps / fit);
  return Math.ceil(steps / rows);
}

export function ladderMap(value: LadderValue, box: MapBox): LadderMap {
  const { left, top, width, u } = box;
  const fonts = mapFonts(box);
  const count = value.steps.length;
  const perRow = stepsPerRow(box, count);
  const cell = width / perRow;
  const size = Math.min(cell * 0.56, 78 * u);
  const tagH = Math.max(22 * u, fonts.tag * 1.5);
  // Stars a glance can count: about a sixth of the tile each.
  const starR = Math.max(9 * u, size * 0.16);
  // Wide enough for "▶ Play" in its font.
  const tagW = Math.max(size * 0.9, fonts.tag * 4);
  // One row: the Play tag's room over the tile, the tile, its stars, its label and two lines of lesson.
  const head = tagH + 8 * u;
  const wave = 10 * u;
  const row =
    head + size + starR * 1.6 + 4 * u + lineHeight(fonts.label) + 2 * lineHeight(fonts.line) + wave + 16 * u;
  const lineWidth = cell - 12 * u;
  const firstLocked = value.steps.findIndex((s) => !s.open);
  const nodes: MapNode[] = value.steps.map((s, i) => {
    const r = Math.floor(i / perRow);
    const k = i % perRow;
    // Rows run left to right, then right to left: the road turns at each end.
    const col = r % 2 === 0 ? k : perRow - 1 - k;
    const x = left + (col + 0.5) * cell;
    // A gentle wave along the row, so the road is a road and not a rule.
    const y = top + r * row + head + size / 2 + (col % 2 === 1 ? wave : 0);
    const state: NodeState = !s.open
      ? 'locked'
      : s.id === value.next?.id
        ? 'current'
        : s.stars > 0
          ? 'won'
          : 'open';
    const starsY = y + size / 2 + starR * 0.35;
    const stars =
      state === 'locked'
        ? []
        : [0, 1, 2].map((j) => ({
            x: x + (j - 1) * starR * 2.3,
            // The middle star sits a little lower, as on a medal.
            y: starsY + (j === 1 ? starR * 0.35 : 0),
            r: j === 1 ? starR * 1.15 : starR,
            lit: s.held[j]!,
          }));
    const labelY = starsY + starR * 1.6 + 4 * u;
    return {
      id: s.id,
      n: i + 1,
      x,
      y,
      size,
      state,
      rules: s.rules,
      opponent: s.opponent,
      stars,
      perfect: stars.length === 3 && stars.every((t) => t.lit),
      label: s.opponentName,
      labelY,
      line: i === firstLocked ? unlockWords(i) : s.lesson,
      lineY: labelY + lineHeight(fonts.label),
      lineWidth,
      tag:
        state === 'current'
          ? {
              x: x - tagW / 2,
              y: y - size / 2 - tagH - 4 * u,
              width: tagW,
              height: tagH,
            }
          : null,
    };
  });
  const road: MapRoad[] = nodes.slice(1).map((to, i) => {
    // A row that ran left to right turns at the right, the next at the left.
    const turn = (i + 1) % perRow === 0 ? (Math.floor(i / perRow) % 2 === 0 ? 1 : -1) : 0;
    const points = roadBetween(nodes[i]!, to, turn * cell * 0.6, 6 * u);
    return { points, walked: to.state !== 'locked', arrow: arrowOn(points) };
  });
  const rows = Math.ceil(count / perRow);
  return { perRow, top, nodes, road, width, height: rows * row };
}

/**
 * The road's middle from one tile to the next, as a curve: along a row a shallow bend (`bend` up,
 * then down); at a row's end (`turn` is how far out and to which side) out beside the tiles, clear
 * of their words, and back under them.
 */
function roadBetween(a: MapNode, b: MapNode, turn: number, bend: number): { x: number; y: number }[] {
  const c1 = turn !== 0 ? { x: a.x + turn, y: a.y } : { x: (2 * a.x + b.x) / 3, y: a.y - bend };
  const c2 = turn !== 0 ? { x: b.x + turn, y: b.y } : { x: (a.x + 2 * b.x) / 3, y: b.y + bend };
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const m = 1 - t;
    points.push({
      x: m * m * m * a.x + 3 * m * m * t * c1.x + 3 * m * t * t * c2.x + t * t * t * b.x,
      y: m * m * m * a.y + 3 * m * m * t * c1.y + 3 * m * t * t * c2.y + t * t * t * b.y,
    });
  }
  return points;
}

/** An arrow at a road piece's middle, turned along it (radians, 0 pointing right, y down). */
function arrowOn(points: readonly { x: number; y: number }[]): { x: number; y: number; angle: number } {
  const mid = Math.floor(points.length / 2);
  const [a, b] = [points[mid - 1]!, points[mid + 1]!];
  return { x: points[mid]!.x, y: points[mid]!.y, angle: Math.atan2(b.y - a.y, b.x - a.x) };
}

/** What a tap at (x, y) in the map lands on: a step's tile (its tag and stars too), or null. */
export function nodeAt(map: LadderMap, x: number, y: number): MapNode | null {
  return (
    map.nodes.find((n) => {
      const half = n.size / 2 + (n.stars[0]?.r ?? 0);
      const above = n.tag ? n.y - n.tag.y : n.size / 2;
      return Math.abs(x - n.x) <= half && y >= n.y - above && y <= n.labelY;
    }) ?? null
  );
}

/** What a tap on a step does: an open step plays (again, for its stars); a locked one says what opens it. */
export type StepTap =
  { kind: 'play'; rules: string; opponent: string } | { kind: 'locked'; words: string } | null;

export function tapStep(map: LadderMap, x: number, y: number): StepTap {
  const node = nodeAt(map, x, y);
  if (!node) return null;
  if (node.state === 'locked') {
    const first = map.nodes.find((n) => n.state === 'locked')!;
    return { kind: 'locked', words: lockedTapWords(first.n - 1) };
  }
  return { kind: 'play', rules: node.rules, opponent: node.opponent };
}

/** A band of words down the list (a step row's names and lessons, the heading over the map), in game pixels. */
export interface WordsBand {
  top: number;
  foot: number;
}

/** Each row's words, its steps' names and lessons, at most two lines of lesson (the row's room for them). */
export function rowWordsBands(map: LadderMap, box: MapBox): WordsBand[] {
  const line = lineHeight(mapFonts(box).line);
  const bands: WordsBand[] = [];
  for (let i = 0; i < map.nodes.length; i += map.perRow) {
    const row = map.nodes.slice(i, i + map.perRow);
    bands.push({
      top: Math.min(...row.map((n) => n.labelY)),
      foot: Math.max(...row.map((n) => n.lineY)) + 2 * line,
    });
  }
  return bands;
}

/**
 * Where the ladder opens, as the list's scroll offset: the current step (`step`, from the list's
 * top) whole in the window, and neither edge of the window through a band of words (a reviewer
 * on a tablet read the next row's lessons cut in half over the Play bar). Of the offsets that do
 * both, the one nearest the offset that just shows the step (the heading kept where it can be);
 * where none does, that offset.
 */
export function openingOffset(
  step: { top: number; height: number } | null,
  window: number,
  content: number,
  bands: readonly WordsBand[],
): number {
  const max = Math.max(0, Math.floor(content - window));
  const shows = (o: number) => !step || (o <= step.top && o + window >= step.top + step.height);
  const base = !step ? 0 : Math.min(max, Math.max(0, step.top + step.height - window));
  const cuts = (edge: number) => bands.some((b) => b.top < edge && edge < b.foot);
  const clean = (o: number) => shows(o) && !cuts(o) && !cuts(o + window);
  for (let d = 0; d <= max; d++) {
    if (base - d >= 0 && clean(base - d)) return base - d;
    if (base + d <= max && clean(base + d)) return base + d;
  }
  return base;
}

/**
 * The steps out of sight below the window, whose foot is at `bottom` (on the map's scale): those
 * whose tile's lower half is under it, in order. The map scrolls there, and the window's fade alone
 * did not say so: a reviewer on a desktop read steps 11–14 as cut off. The cue says which lie there.
 */
export function stepsBelow(map: LadderMap, bottom: number): { first: number; last: number } | null {
  const below = map.nodes.filter((n) => n.y + n.size / 2 > bottom + 0.5).map((n) => n.n);
  return below.length ? { first: Math.min(...below), last: Math.max(...below) } : null;
}
