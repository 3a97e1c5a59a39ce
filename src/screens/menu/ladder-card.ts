// The Ladder card's insides on the menu (menu-hub.ts draws them), without Phaser: the step's board
// beside the words on a wide card, the card's Play › a finger's size at its foot, and the step line
// whole, as Your games' rows fit their titles (row-title.ts): a little smaller, then on two lines
// after its colon ("Step 1 of 14:" / "Easy on a 4×4 board"). On a wide, short card (a phone on its
// side) the Play › under the words left the line one line's room, and it was cut ("Easy on a 4×…"):
// there the Play › stands under the step's board, which shrinks over it, and the words take the
// card's whole height.

import type { Box } from './hub-layout.ts';
import { fitRowTitle, type RowTitle } from '../history/row-title.ts';

/** A card's inside: its edge's padding taken off (the menu's Ladder and puzzle cards). */
export function cardInner(b: Box, u: number): Box {
  const pad = Math.min(14 * u, b.height * 0.12);
  return { x: b.x + pad, y: b.y + pad, width: b.width - 2 * pad, height: b.height - 2 * pad };
}

export interface LadderCardInput {
  inner: Box;
  u: number;
  /** The least touch target, in game pixels. */
  touch: number;
  /** The heading's height ("Ladder" with its badge), at the card's top. */
  headHeight: number;
  /** Whether the step has a board to show, and the card a Play ›. */
  picture: boolean;
  play: boolean;
  /** The step line, its size and the least size it may shrink to. */
  line: string;
  size: number;
  least: number;
  widthAt: (text: string, size: number) => number;
  /** How tall a line of type `size` is drawn. */
  lineHeight: (size: number) => number;
}

export interface LadderCardPlan {
  /** The step's board beside the words (its centre and side), or null: a tall card shows it under them. */
  picture: { x: number; y: number; side: number } | null;
  words: Box;
  play: Box | null;
  /** The step line as drawn, from (x, y); `whole`: every line fits (else the view shrinks and cuts it). */
  line: RowTitle & { x: number; y: number; whole: boolean };
  /** Where the words' room ends: what the step teaches and the stars' rule show above it, where whole. */
  bottom: number;
}

export function planLadderCard(o: LadderCardInput): LadderCardPlan {
  const { inner, u } = o;
  const playH = Math.max(o.touch, Math.min(36 * u, inner.height * 0.4));
  const playW = Math.max(2 * playH, 96 * u);
  const top = inner.y + o.headHeight + 2 * u;
  const foot = (right: number): Box | null =>
    o.play ? { x: right - playW, y: inner.y + inner.height - playH, width: playW, height: playH } : null;
  const plan = (words: Box, play: Box | null, picture: LadderCardPlan['picture']): LadderCardPlan => {
    const under = play !== null && play.x < words.x + words.width;
    const bottom = under ? play.y - 2 * u : words.y + words.height;
    const fit = fitStepLine(o, words.width, bottom - top);
    return { picture, words, play, line: { ...fit, x: words.x, y: top }, bottom };
  };
  const right = inner.x + inner.width;
  const side = Math.min(inner.height * 0.85, inner.width * 0.32);
  const wide = o.picture && inner.width > 2.2 * inner.height && side > 40 * u;
  if (!wide) return plan(inner, foot(right), null);
  const beside = plan({ ...inner, width: inner.width - side - 12 * u }, foot(right - side - 12 * u), {
    x: right - side / 2,
    y: inner.y + inner.height / 2,
    side,
  });
  if (!o.play) return beside;
  // The Play › under the step's board, at the card's foot on the right as today's puzzle's Solve ›,
  // so the words take the card's whole height (a tablet's card dropped the stars' rule with the Play ›
  // under them); the board shrinks to stand over it (none where it would be tiny).
  const play = foot(right)!;
  const shrunk = Math.min(play.y - 4 * u - inner.y, Math.max(playW, side));
  const column = Math.max(playW, shrunk);
  const picture = shrunk > 40 * u ? { x: right - column / 2, y: inner.y + shrunk / 2, side: shrunk } : null;
  const moved = plan({ ...inner, width: inner.width - column - 12 * u }, play, picture);
  return moved.line.whole ? moved : beside;
}

/** What the Ladder card says under its step line, and at what size. */
export interface LadderCardWords {
  teach: string | null;
  rule: string | null;
  size: number;
}

/**
 * A narrow card (an upright phone's, about 150 CSS px inside) says the lesson in a few words ("Make
 * pairs") and the stars one a line, a size larger: the whole lesson and the one-line rule took six
 * lines of 13 px type there and left the step's board small over the Play ›. A wide card says both whole.
 */
export function ladderCardWords(
  card: { teaches: string | null; lesson: string | null; starsRule: string | null; starsList: string | null },
  narrow: boolean,
  u: number,
  least: number,
): LadderCardWords {
  if (narrow) return { teach: card.lesson, rule: card.starsList, size: Math.max(16 * u, least) };
  return { teach: card.teaches, rule: card.starsRule, size: Math.max(13 * u, least) };
}

/**
 * The step line in `width` and `room`: on one line a little smaller (to 85% of its size, as Your
 * games' titles shrink, row-title.ts); else after its colon and between words, as large as fits.
 */
function fitStepLine(o: LadderCardInput, width: number, room: number): RowTitle & { whole: boolean } {
  const { line, size, widthAt, lineHeight } = o;
  const fits = (lines: string[], at: number) =>
    lines.every((l) => widthAt(l, at) <= width + 0.5) && lines.length * lineHeight(at) <= room + 0.5;
  const one = fitRowTitle({
    words: line,
    room: width,
    lines: 1,
    size,
    least: Math.max(o.least, size * 0.85),
    widthAt,
  });
  if (fits(one.lines, one.size)) return { ...one, whole: true };
  const colon = line.indexOf(': ');
  const parts = colon > 0 ? [line.slice(0, colon + 1), line.slice(colon + 2)] : [line];
  for (let at = size; ; at = Math.max(o.least, at * 0.92)) {
    const lines = parts.flatMap((p) => wrapWords(p, width, (t) => widthAt(t, at)));
    if (fits(lines, at)) return { lines, size: Math.floor(at * 100) / 100, whole: true };
    if (at <= o.least) return { lines: [line], size: o.least, whole: false };
  }
}

/** `text` broken between words into lines no wider than `width` (a word wider than it stands alone). */
function wrapWords(text: string, width: number, widthOf: (t: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const longer = current ? `${current} ${word}` : word;
    if (current && widthOf(longer) > width) {
      lines.push(current);
      current = word;
    } else current = longer;
  }
  return [...lines, current];
}

/** A step on the card's small path: won (with its stars), the one played next, open, or still locked. */
export type PathStepState = 'won' | 'next' | 'open' | 'locked';

export interface PathPlan {
  /** Each step's disc, in order along the path. */
  dots: { x: number; y: number }[];
  radius: number;
  /** Every disc carries its step's number, at this size (a path without room for them is none). */
  numberSize: number;
  /**
   * A won step's stars stand under its disc, never over it: each star's reach and their centres'
   * offsets from the disc's centre. Three in a row where neighbours' rows keep a gap between them and
   * each star is big enough to tell lit from dark; else (`count`) one star with the number won beside
   * it ("3★"): on a tablet's card the rows of three ran into one another.
   */
  star: { reach: number; dx: number; dy: number; count: boolean };
  /**
   * Between each disc and the next, where the gap has room, an arrow head pointing on (`reach` from
   * its middle to its tip): a row running right to left, and each turn, read the way they run.
   */
  arrows: { x: number; y: number; angle: number; reach: number }[];
}

/** How far apart the path's discs stand at least when the card's width sets its rows, in CSS px. */
const COMFORT_CSS = 26;
/** The least star drawn three in a row, across, in the canvas's (device) pixels: smaller, lit and dark blur together. */
const STAR_LEAST = 12;
/** A row's height in disc radii: the disc (2), the stars' row under it (about 0.9) and a little air. */
const ROW_RADII = 3;

/** The least disc that holds its number ("14") at the least text size. */
function leastRadius(u: number, least: number): number {
  return Math.max(6 * u, 0.7 * least);
}

/** The discs a row holds and the rows, where the card's width sets them (COMFORT_CSS apart), the rows evened out. */
function comfortGrid(width: number, count: number, u: number): { cols: number; rows: number } {
  const across = Math.max(1, Math.min(count, Math.floor(width / (COMFORT_CSS * u))));
  const rows = Math.ceil(count / across);
  return { cols: Math.ceil(count / rows), rows };
}

/**
 * The height the path needs under a card's words `width` wide, its discs as small as their numbers
 * let them be: the card keeps that room for it before what the step teaches and the stars' rule
 * (dropped where they would crowd it), so the path never loses its numbers (after a first
 * win the card's Play › and a longer step line left the discs blank circles).
 */
export function pathHeight(width: number, count: number, u: number, least: number): number {
  const { cols, rows } = comfortGrid(width, count, u);
  const r = leastRadius(u, least);
  // Too narrow for the comfortable rows' discs: as many rows as it takes.
  const across = Math.max(1, Math.min(cols, Math.floor(width / (2.5 * r))));
  return Math.max(rows, Math.ceil(count / across)) * ROW_RADII * r + 2 * u;
}

/**
 * The ladder's path in small, in the room `box` a card leaves under its words: the steps as discs in
 * rows winding across and back, as the map's road does, each with its number, a won one's stars in a
 * row under it, as large as the room lets them be (at most 15 CSS px round); null where the discs
 * would be too small for their numbers.
 */
export function planPath(box: Box, count: number, u: number, leastText: number): PathPlan | null {
  if (count === 0 || box.width <= 0 || box.height <= 0) return null;
  // The rows are set by the card's width alone (as many discs a row as fit COMFORT_CSS apart, the
  // rows then evened out), so the path keeps its shape from visit to visit as the words above it
  // change its height (reviewer 48a: 3 rows one visit, 2 the next); the height only sizes the discs.
  // A room too short for those rows takes the grid with the largest discs instead.
  const least = leastRadius(u, leastText);
  const sized = (across: number) => {
    const rows = Math.ceil(count / across);
    const cols = Math.ceil(count / rows);
    const dx = box.width / cols;
    const dy = box.height / rows;
    return { cols, rows, dx, dy, r: Math.min(dx * 0.4, dy / ROW_RADII, Math.max(15 * u, least)) };
  };
  let grid = sized(comfortGrid(box.width, count, u).cols);
  if (grid.r < least)
    for (let across = count; across >= 1; across--) {
      const g = sized(across);
      if (g.r > grid.r + 0.01) grid = g;
    }
  const { cols, dx, dy, r } = grid;
  if (r < least - 0.01) return null;
  const left = box.x + (box.width - cols * dx) / 2;
  // Three stars span 6.2 reaches: at most dx less 0.8 of a reach, so a gap stays between steps.
  const three = Math.min(r * 0.38, dx / 7);
  const tally = 2 * three < Math.max(STAR_LEAST, 2 * r * 0.38 * 0.9);
  const reach = tally ? r * 0.45 : three;
  // Each row's disc over its stars' row, the pair centred in the row.
  const block = 2 * r + 2 * reach + r * 0.1;
  const dots = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const col = row % 2 === 0 ? i % cols : cols - 1 - (i % cols);
    return { x: left + (col + 0.5) * dx, y: box.y + row * dy + (dy - block) / 2 + r };
  });
  return {
    dots,
    radius: r,
    // The number as large as 13 CSS px where the disc holds it, never under the least text size.
    numberSize: Math.max(leastText, Math.min(13 * u, r / 0.7)),
    star: { reach, dx: 2.1 * reach, dy: r + reach + r * 0.1, count: tally },
    arrows: pathArrows(dots, r, u),
  };
}

/** The arrow heads between the path's discs: in the middle of each gap, none where it would be under 2.5 CSS px. */
function pathArrows(dots: readonly { x: number; y: number }[], r: number, u: number): PathPlan['arrows'] {
  return dots.slice(1).flatMap((b, i) => {
    const a = dots[i]!;
    const gap = Math.hypot(b.x - a.x, b.y - a.y) - 2 * r;
    const reach = Math.min(gap * 0.4, r * 0.5);
    if (reach < 2.5 * u) return [];
    return [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, angle: Math.atan2(b.y - a.y, b.x - a.x), reach }];
  });
}

/** What stands under the Ladder card's words: the path in small, the step's board, or nothing. */
export type LadderCardUnder = 'path' | 'board' | null;

/**
 * The card shows the path with the player's place on it (the steps won with their stars, the next
 * one ringed) wherever the path fits, whatever else the card offers: after a first game of their own
 * a player's card kept its Play step 1 › and swapped the path for the step's board (reviewer R8), so
 * the place they had on the ladder vanished. The step's board stands there only where the path has
 * no room, the card plays the step itself and the board is not already beside the words.
 */
export function ladderCardUnder(o: {
  path: PathPlan | null;
  /** The card has its own Play › (the big card plays another game). */
  ownPlay: boolean;
  /** The step's board already stands beside the words (a wide card). */
  boardBeside: boolean;
  room: { width: number; height: number };
  u: number;
}): LadderCardUnder {
  if (o.path) return 'path';
  const side = Math.min(o.room.height, o.room.width * 0.8);
  return o.ownPlay && !o.boardBeside && side > 72 * o.u ? 'board' : null;
}
