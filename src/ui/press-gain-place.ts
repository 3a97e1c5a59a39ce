// Where a press's total ("= +8", press-gain-tag.ts) stands, without Phaser: above the pressed square,
// a finger's width clear of it, while that stays on the board's picture; on the top rows, where above
// would cover what is drawn over the board (the puzzle's rules line, the players' panels), beside the
// square instead, on the side with room, still inside the board. With nothing over the square (the
// guided game's preview before its tap, or a mouse's hover, whose arrow hides nothing), on the square
// itself, under its own tag: never on another. Under a finger, of the places clear of it (above,
// above a neighbour's column, beside), the first that covers no cell (`cells`): a total laid over
// the next square's cell hid the count the player was reading. Where every one covers a cell, the
// first (of those and of a few more, higher up or between two columns) that covers no figure
// (`keepOff`: the cells' piece counts, the preview's "+2" tags): on a crowded puzzle "= +14" lay
// over the next cell's "+2" and its count. First of all, where any place allows, over none of the
// other player's cells (`theirs`): beside a hexagon, "= +12" lay half over the opponent's lone cell.
// The preview's new cuts (`cuts`) count as figures: the player reads the lines the gain comes from.

import { cutsUnder, type Cut } from './new-cuts.ts';

export interface PressTagInput {
  /** The square's centre and side, in canvas px. */
  centre: { x: number; y: number };
  square: number;
  /** The tag's size, in canvas px. */
  label: { width: number; height: number };
  /** The gap a finger on the square needs, in canvas px. */
  finger: number;
  /** The board picture's box, in canvas px. */
  board: { left: number; top: number; width: number };
  /**
   * The inside of the board's glass, in canvas px: the tag stays inside it where it fits ("= +8"
   * over the frame under a bottom-row square read as off the board).
   */
  glass?: { x: number; y: number; width: number; height: number };
  /** The canvas's width: the tag stays on it. */
  screenWidth: number;
  /** No finger on the square (a preview shown for it, a mouse's hover): the tag stands on the square itself. */
  uncovered?: boolean;
  /** The boxes of the squares holding a cell (the pressed one's aside): the tag keeps off them where it can. */
  cells?: readonly { x: number; y: number; width: number; height: number }[];
  /** What the tag must never cover where any place avoids it: the cells' count discs and the preview's tags, in canvas px. */
  keepOff?: readonly { x: number; y: number; width: number; height: number }[];
  /** The other squares' centres: a total whose middle sits in one (an empty e2) reads as that square's, so it stands between squares where it can. */
  others?: readonly { x: number; y: number }[];
  /** The bodies of the other player's cells: the total covers none where any place avoids them. */
  theirs?: readonly { x: number; y: number; width: number; height: number }[];
  /** The move's new cuts as the preview draws them: the player reads them, so the total keeps off them as off a figure. */
  cuts?: readonly Cut[];
}

/** Whether a tag of `label`'s size at `p` covers a figure (`keepOff`) or a new cut. */
function onFigureOrCut(i: PressTagInput, p: { x: number; y: number }): boolean {
  const { label } = i;
  if (i.keepOff?.some((c) => overlaps(p, label, c))) return true;
  if (!i.cuts?.length) return false;
  const box = {
    x: p.x - label.width / 2,
    y: p.y - label.height / 2,
    width: label.width,
    height: label.height,
  };
  return cutsUnder(box, i.cuts) > 0;
}

/** Whether there is anything the tag must keep off: figures or cuts. */
const hasFigures = (i: PressTagInput) => (i.keepOff?.length ?? 0) + (i.cuts?.length ?? 0) > 0;

const EDGE = 4;

/** Whether the total stands on its own square: nothing hides it there but a finger down on it (a mouse's arrow hides nothing). */
export function tagOnOwnSquare(pointer: { down: boolean; touch: boolean }): boolean {
  return !(pointer.down && pointer.touch);
}

/**
 * The tag's centre: of the places below, the first over none of the other player's cells
 * (`theirs`) where one is free (a total half over the opponent's cell read as that cell's), else
 * the first as if there were none.
 */
export function pressTagAt(i: PressTagInput): { x: number; y: number } {
  if (i.uncovered) return intoGlass(i, uncoveredPlace(i));
  const { label } = i;
  if (i.theirs?.length) {
    const clear = (p: { x: number; y: number }) => !i.theirs!.some((c) => overlaps(p, label, c));
    const free = tagPlace(i, clear);
    if (free) return intoGlass(i, free);
  }
  return intoGlass(
    i,
    tagPlace(i, () => true)!,
  );
}

/** Whether the tag centred at `p` lies whole inside the board's glass (true where none is given). */
function inGlass(i: PressTagInput, p: { x: number; y: number }): boolean {
  return intoGlass(i, p) === p;
}

/** `p` moved the least that brings the tag whole inside the board's glass (centred where it cannot fit); `p` itself where it is. */
export function intoGlass(i: PressTagInput, p: { x: number; y: number }): { x: number; y: number } {
  const g = i.glass;
  if (!g) return p;
  const { width, height } = i.label;
  const dx = shiftInto(p.x - width / 2, p.x + width / 2, g.x, g.x + g.width);
  const dy = shiftInto(p.y - height / 2, p.y + height / 2, g.y, g.y + g.height);
  return dx === 0 && dy === 0 ? p : { x: p.x + dx, y: p.y + dy };
}

/** The least shift that brings the span [lo, hi] inside [min, max] (centred where it cannot fit). */
function shiftInto(lo: number, hi: number, min: number, max: number): number {
  if (hi - lo > max - min) return (min + max) / 2 - (lo + hi) / 2;
  return Math.max(0, min - lo) - Math.max(0, hi - max);
}

/**
 * With nothing over its square: under the square's own tag (at its top edge), in its lower part;
 * where that meets a figure (a small square's own "+6" tag is taller than half the square: the two
 * read "+6" over "+12" in the asking lens), across its foot, then just under, above or beside the
 * square, the first over no figure and on the screen; where none is, the first (the caller drops the
 * lesser tags under it: tagsClearOf).
 */
function uncoveredPlace(i: PressTagInput): { x: number; y: number } {
  const { centre, square, label } = i;
  const low = { x: centre.x, y: centre.y + Math.max(0, square / 2 - label.height / 2 - square * 0.08) };
  if (!hasFigures(i)) return low;
  const air = square * 0.05;
  const side = square / 2 + air + label.width / 2;
  const places = [
    low,
    { x: centre.x, y: centre.y + square / 2 },
    { x: centre.x, y: centre.y + square / 2 + air + label.height / 2 },
    { x: centre.x, y: centre.y - square / 2 - air - label.height / 2 },
    { x: centre.x + side, y: centre.y },
    { x: centre.x - side, y: centre.y },
  ].filter(
    (p) =>
      p.x - label.width / 2 >= 0 &&
      p.x + label.width / 2 <= i.screenWidth &&
      p.y - label.height / 2 >= 0 &&
      inGlass(i, p),
  );
  return places.find((p) => !onFigureOrCut(i, p)) ?? low;
}

/**
 * Which of the lesser tags (a move's "+2" per cell: worth-tags.ts) stay in sight beside the total
 * at `total`, a box: those it does not meet. The total says what the move gains and stays; a cell's
 * tag under it is left out, so no two figures ever lie over each other, magnified or not.
 */
export function tagsClearOf(
  total: { x: number; y: number; width: number; height: number },
  tags: readonly { x: number; y: number; width: number; height: number }[],
): boolean[] {
  const centre = { x: total.x + total.width / 2, y: total.y + total.height / 2 };
  return tags.map((t) => !overlaps(centre, total, t));
}

/** The first place `ok` lets (then null), or, `ok` letting every place, the first as the rules below order them. */
function tagPlace(
  i: PressTagInput,
  ok: (p: { x: number; y: number }) => boolean,
): { x: number; y: number } | null {
  const { centre, square, label, finger, board } = i;
  const above = centre.y - square / 2 - finger - label.height / 2;
  const reach = square / 2 + finger / 2 + label.width / 2;
  const right = board.left + board.width;
  const x = clampX(centre.x, label.width, i.screenWidth);
  const within = (p: { x: number }) => p.x - label.width / 2 >= board.left && p.x + label.width / 2 <= right;
  // Above (kept on the screen), above the next column's square either side, then beside: all clear of the finger.
  const places = [
    { x, y: above },
    { x: centre.x + square, y: above },
    { x: centre.x - square, y: above },
    { x: centre.x + reach, y: centre.y },
    { x: centre.x - reach, y: centre.y },
  ].filter((p, n) => p.y - label.height / 2 >= board.top && (n === 0 || within(p)));
  const onFigure = (p: { x: number; y: number }) => !ok(p) || onFigureOrCut(i, p);
  const between = betweenSquares(i, above, (p) => within(p) && ok(p));
  if (between) return between;
  const clear = places.find((p) => !onFigure(p) && !i.cells?.some((c) => overlaps(p, label, c)));
  if (clear) return clear;
  if (hasFigures(i)) {
    // Over a cell's pieces but off every figure and cut: of the places above, higher up too, or between two columns.
    const more = [0.5, 1, 1.5].flatMap((k) => [
      { x, y: above - k * square },
      { x: centre.x + square / 2, y: above - k * square },
      { x: centre.x - square / 2, y: above - k * square },
    ]);
    const between = [
      { x: centre.x + square / 2, y: above },
      { x: centre.x - square / 2, y: above },
    ];
    const offFigures = [
      ...places,
      ...[...between, ...more].filter((p) => p.y - label.height / 2 >= board.top && within(p)),
    ].find((p) => !onFigure(p));
    if (offFigures) return offFigures;
  }
  if (places[0]?.y === above && places[0].x === x && ok(places[0])) return places[0];
  const beside = places.find((p) => p.y === centre.y && ok(p));
  if (beside) return beside;
  // A board too narrow for either side: above, kept on the screen.
  const top = { x, y: Math.max(above, label.height / 2 + EDGE) };
  return ok(top) ? top : null;
}

/**
 * Off every figure and name, its middle between squares (on the lines between them, not in one
 * square's middle): close to the pressed square, above it and on either side, a finger clear of it.
 * Null where none is free or no other squares are given.
 */
function betweenSquares(
  i: PressTagInput,
  above: number,
  within: (p: { x: number; y: number }) => boolean,
): { x: number; y: number } | null {
  const { centre, square, label, finger, board } = i;
  if (!i.others?.length) return null;
  const lone = (p: { x: number; y: number }) =>
    !i.others!.some((c) => Math.hypot(c.x - p.x, c.y - p.y) < square * 0.4);
  const side = square / 2 + finger / 2 + label.width / 2;
  const high = centre.y - square / 2 - finger / 2;
  const places = [0, 0.5, 1].flatMap((k) => [
    { x: centre.x + square / 2, y: above - k * square },
    { x: centre.x - square / 2, y: above - k * square },
    { x: centre.x, y: above - k * square },
    { x: centre.x + side, y: high - k * square },
    { x: centre.x - side, y: high - k * square },
    { x: centre.x + side, y: centre.y - k * square },
    { x: centre.x - side, y: centre.y - k * square },
  ]);
  return (
    places.find(
      (p) =>
        p.y - label.height / 2 >= board.top &&
        within(p) &&
        lone(p) &&
        !onFigureOrCut(i, p) &&
        !overlaps(p, label, {
          x: centre.x - square / 2 - finger / 2,
          y: centre.y - square / 2 - finger / 2,
          width: square + finger,
          height: square + finger,
        }),
    ) ?? null
  );
}

/**
 * The short tail from the total's pill towards its square, so a total standing off its square reads
 * as that square's: from the pill's edge nearest the square to the square's edge, or null where the
 * total stands on its square.
 */
export function pressTagTail(
  at: { x: number; y: number },
  label: { width: number; height: number },
  centre: { x: number; y: number },
  square: number,
): { from: { x: number; y: number }; to: { x: number; y: number } } | null {
  const dx = centre.x - at.x;
  const dy = centre.y - at.y;
  const d = Math.hypot(dx, dy);
  if (d < square / 2) return null;
  // Where the line to the square's centre leaves the pill's box, and where it enters the square's.
  const leave = Math.min(
    dx === 0 ? Infinity : label.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : label.height / 2 / Math.abs(dy),
  );
  const enter = Math.min(
    dx === 0 ? Infinity : square / 2 / Math.abs(dx),
    dy === 0 ? Infinity : square / 2 / Math.abs(dy),
  );
  if (leave >= 1 - enter) return null;
  return {
    from: { x: at.x + dx * leave, y: at.y + dy * leave },
    to: { x: at.x + dx * (1 - enter * 0.85), y: at.y + dy * (1 - enter * 0.85) },
  };
}

/** Whether a tag of `label`'s size centred at `p` overlaps box `c`. */
function overlaps(
  p: { x: number; y: number },
  label: { width: number; height: number },
  c: { x: number; y: number; width: number; height: number },
): boolean {
  return (
    p.x + label.width / 2 > c.x &&
    p.x - label.width / 2 < c.x + c.width &&
    p.y + label.height / 2 > c.y &&
    p.y - label.height / 2 < c.y + c.height
  );
}

function clampX(x: number, width: number, screenWidth: number): number {
  return Math.min(Math.max(x, width / 2 + EDGE), screenWidth - width / 2 - EDGE);
}
