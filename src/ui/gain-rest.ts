// Where a move's "+N" comes to rest, without Phaser: a player reads the counts on the cells and the
// cell just placed, so a gain never rests over either. On its own square (gain-on-cell.ts) where
// it fits between the square's edge and the cell's count, so it reads as that cell's; where it
// does not (a square too small for both: a phone's 7×7 or 12×12, or pushed aside by another gain
// onto a neighbour's count), in the free space beside the cell instead (gain-place.ts: the gaps
// between squares, the board's rim), whichever of the two hides least of what a player reads.

import type { Rect } from './board-geometry.ts';
import { gainOnCell, restingBox, type CellGainRoom } from './gain-on-cell.ts';
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

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The middle of the square centred at `c`, `share` of its side: where a cell's count (or its pieces' heart) stands. */
function middle(c: { x: number; y: number }, square: number, share: number): Rect {
  const side = square * share;
  return { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side };
}

/**
 * What a player reads that a label resting at `box` hides, in its area: the placed cell's count
 * (or, with none, its middle) and every other cell's count.
 */
export function hiddenReading(room: GainRestRoom, box: Rect): number {
  const own = room.count ?? middle(room.from, room.square, COUNT_BOX);
  const others = room.cells.reduce((t, c) => t + overlap(box, middle(c, room.square, COUNT_BOX)), 0);
  return overlap(box, own) + others;
}

/** The placed cell's body (its pieces) a label resting at `box` away from its own square covers. */
function overCell(room: GainRestRoom, box: Rect): number {
  return overlap(box, middle(room.from, room.square, CELL_BODY));
}

/**
 * Where a move's gain rests: on its own square beside its count where that hides nothing a player
 * reads; else the place around the cell (gain-place.ts's, its drift whole, short or none) whose
 * resting box hides least of the counts and the cell just placed, then least of the rest.
 */
export function restGain(room: GainRestRoom): GainRest {
  const { label } = room;
  const own = gainOnCell(room);
  const tooTall = label.height > room.square;
  const ownHides = tooTall ? Infinity : hiddenReading(room, restingBox(own, label));
  if (ownHides < 1e-9) return { place: own, onCell: true };
  let best: { place: GainPlace; reading: number; cost: number } | null = null;
  const tries = [
    ...[true, false].flatMap((touching) => AROUND.map((d) => ({ d, touching }))),
    ...BETWEEN.map((d) => ({ d, touching: false })),
  ];
  for (const share of [1, SHORT_DRIFT, 0])
    for (const { d, touching } of tries) {
      const [dx, dy] = d;
      const place = pathFrom(room, [dx, room.up ? dy : -dy], touching, share);
      const box = restingBox(place, label);
      const reading = hiddenReading(room, box) + overCell(room, box);
      const cost = hides(room, place.path);
      if (
        !best ||
        reading < best.reading - 1e-9 ||
        (reading < best.reading + 1e-9 && cost < best.cost - 1e-9)
      )
        best = { place, reading, cost };
    }
  return best!.reading < ownHides ? { place: best!.place, onCell: false } : { place: own, onCell: true };
}
