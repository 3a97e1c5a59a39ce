// Where a move's "+N" comes to rest, without Phaser: a player reads the counts on the cells and the
// cell just placed, so a gain never rests over either. On its own square (gain-on-cell.ts) where
// it fits between the square's edge and the cell's count, so it reads as that cell's; where it
// does not (a square too small for both: a phone's 7×7 or 12×12, or pushed aside by another gain
// onto a neighbour's count), in the free space beside the cell instead (gain-place.ts: the gaps
// between squares, the board's rim), whichever of the two hides least of what a player reads.
// Where the counts allow, it rests off the move's new cuts (new-cuts.ts): the player sees the lines
// that made the gain, and a "+12" resting where four squares meet lay over a diagonal cut's end.

import type { Rect } from './board-geometry.ts';
import { gainOnCell, restingBox, type CellGainRoom } from './gain-on-cell.ts';
import { cutsUnder, type Cut } from './new-cuts.ts';
import {
  AROUND,
  CELL_BODY,
  COUNT_BOX,
  hides,
  pathFrom,
  SHORT_DRIFT,
  type GainPlace,
  type GainRoom,
} from './gain-place.ts';

/** A move's gain's room: its own cell's, and the board's around it. */
export type GainRestRoom = CellGainRoom &
  Omit<GainRoom, keyof CellGainRoom> & {
    /** The placed cell's count as drawn once it has divided, null where it carries none. */
    count: Rect | null;
    /**
     * The other players' cells' bodies (their pieces, gain-around.ts): a gain resting over one reads
     * as theirs (Expert's pink "+2" over the player's green cell), so it keeps off them
     * wherever some place around its own cell does.
     */
    rivals?: readonly Rect[];
    /** The move's new cuts (new-cuts.ts): the player sees the lines that made the gain, so it rests off them. */
    cuts?: readonly Cut[];
  };

/**
 * The places between squares, in squares from the cell: the corners and edges it shares with its
 * neighbours, the farthest from every count (on small squares, a hexagonal or triangular grid).
 */
const BETWEEN: readonly [number, number][] = [
  [0, -0.5],
  [0.5, -0.5],
  [-0.5, -0.5],
  [0.5, 0],
  [-0.5, 0],
  [0.5, 0.5],
  [-0.5, 0.5],
  [0, 0.5],
];

export interface GainRest {
  place: GainPlace;
  /** It rests on its own square (beside the count), not in the space beside the cell. */
  onCell: boolean;
}

/** The middle of an empty square, as a share of its side, where a resting gain would seem to be its own. */
const EMPTY_MIDDLE = 0.6;

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The middle of the square centred at `c`, `share` of its side: where a cell's count (or its pieces' heart) stands. */
function middle(c: { x: number; y: number }, square: number, share: number): Rect {
  const side = square * share;
  return { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side };
}

/**
 * What a player reads that a label resting at `box` hides, in its area: the placed cell's count,
 * every other cell's (the middle of its square, where its count stands) and the empty squares' middles.
 */
export function hiddenReading(room: GainRestRoom, box: Rect): number {
  return hiddenCounts(room, box) + hiddenEmpty(room, box);
}

/** The counts a label at `box` hides, in its area: the placed cell's and every other cell's (its square's middle). */
function hiddenCounts(room: GainRestRoom, box: Rect): number {
  const others = room.cells.reduce((t, c) => t + overlap(box, middle(c, room.square, COUNT_BOX)), 0);
  return (room.count ? overlap(box, room.count) : 0) + others;
}

/**
 * The empty squares' middles a label at `box` hides: a "+N" there reads as what that square would
 * gain (the first games' worth tags stand there): a reviewer took a move's "+8" for the empty square beside it.
 */
function hiddenEmpty(room: GainRestRoom, box: Rect): number {
  return (room.empty ?? []).reduce((t, c) => t + overlap(box, middle(c, room.square, EMPTY_MIDDLE)), 0);
}

/** The other players' cells' bodies (their pieces) a label at `box` covers, in its area. */
export function overRivals(room: Pick<GainRestRoom, 'rivals'>, box: Rect): number {
  return (room.rivals ?? []).reduce((t, r) => t + overlap(box, r), 0);
}

/** How much of the move's new cuts a label at `box` (its pill's rim too) covers, in px. */
export function overCuts(room: Pick<GainRestRoom, 'cuts' | 'label'>, box: Rect): number {
  if (!room.cuts?.length) return 0;
  const rim = room.label.height * 0.1;
  const wide = { x: box.x - rim, y: box.y - rim, width: box.width + 2 * rim, height: box.height + 2 * rim };
  return cutsUnder(wide, room.cuts);
}

/**
 * How much of a label resting at `box` hangs off the squares (over the glass's rim, beyond the board's
 * edge) and off its own square: on an edge square a gain resting half over the rim read as off the
 * board, so it rests on the squares, or at least on its own square.
 */
export function offSquares(room: GainRestRoom, box: Rect): number {
  const side = (c: { x: number; y: number }): Rect => middle(c, room.square, 1);
  const whole = box.width * box.height;
  const centres = [room.from, ...room.cells, ...(room.empty ?? [])];
  const on = Math.min(
    whole,
    centres.reduce((t, c) => t + overlap(box, side(c)), 0),
  );
  return Math.min(whole - on, whole - overlap(box, side(room.from)));
}

/** The placed cell's body (its pieces) a label resting at `box` away from its own square covers. */
function overCell(room: GainRestRoom, box: Rect): number {
  return overlap(box, middle(room.from, room.square, CELL_BODY));
}

/**
 * Where a move's gain goes: on its own square beside its count where its path hides nothing a
 * player reads (rising, else standing at rest); else the place around the cell (gain-place.ts's,
 * its drift whole, short or none) whose path hides least of the counts and the cell just placed,
 * then least of the rest.
 */
export function restGain(room: GainRestRoom): GainRest {
  const { label } = room;
  // It stands a while where it pops in before it rises (and at a game's end fades there): its whole
  // path is where a player's eye meets it, not its resting place alone.
  if (label.height <= room.square)
    for (const drift of [room.drift, 0]) {
      const own = gainOnCell({ ...room, drift });
      if (hiddenReading(room, own.path) + overRivals(room, own.path) + overCuts(room, own.path) < 1e-9)
        return { place: own, onCell: true };
    }
  // Off the other players' cells first (over one it reads as theirs), then off the counts at rest
  // (it is in sight longest there), then on the squares or its own square (half over the rim it reads
  // as off the board), then off the move's new cuts at rest (the player sees the lines
  // that made the gain), then off the empty squares' middles, then least hidden on its way, then of the rest.
  const score = (place: GainPlace, off: boolean): number[] => {
    const rest = restingBox(place, label);
    return [
      overRivals(room, rest) + overRivals(room, place.path),
      hiddenCounts(room, rest) + (off ? overCell(room, rest) : 0),
      offSquares(room, rest),
      overCuts(room, rest),
      hiddenEmpty(room, rest),
      hiddenReading(room, place.path) + (off ? overCell(room, place.path) : 0),
      hides(room, place.path),
    ];
  };
  const better = (a: readonly number[], b: readonly number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 1e-9) return a[i]! < b[i]!;
    return false;
  };
  let best: { place: GainPlace; score: number[] } | null = null;
  const tries = [
    ...[true, false].flatMap((touching) => AROUND.map((d) => ({ d, touching }))),
    ...BETWEEN.map((d) => ({ d, touching: false })),
  ];
  for (const share of [1, SHORT_DRIFT, 0])
    for (const { d, touching } of tries) {
      const [dx, dy] = d;
      const place = pathFrom(room, [dx, room.up ? dy : -dy], touching, share);
      const s = score(place, true);
      if (!best || better(s, best.score)) best = { place, score: s };
    }
  if (label.height <= room.square)
    for (const drift of [room.drift, 0]) {
      const own = gainOnCell({ ...room, drift });
      if (!better(best!.score.slice(0, 6), score(own, false).slice(0, 6)))
        return { place: own, onCell: true };
    }
  return { place: best!.place, onCell: false };
}
