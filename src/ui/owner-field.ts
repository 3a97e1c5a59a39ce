// Who holds a square reads before what it is worth: a soft field of the holder's colour fills the
// well under each held cell, so a late board reads as two territories at arm's length, not as
// confetti of shards (issue 28's review: "late boards look like confetti and are hard to read").
// The pieces keep CELLS.md's drawing over it; the field shows in the gaps between them, a shade of
// their own colour, so a cell cut into 8 slivers still reads as one square of green or red.
// Phaser-free: the look is decided and checked here (tests/ui/owner-field.test.ts); cell-field.ts paints it.

import type { GridKind } from '../engine/index.ts';
import { wellOutline } from './art/cell-pieces.ts';
import type { Rgb } from './art/colour-vision.ts';
import { emptySquareRgb } from './art/empty-square.ts';
import { inscribedWidth, type Polygon } from './art/geometry.ts';
import { over } from './contrast.ts';

/**
 * The field's look: the well's own shape, shrunk to sit inside the well's dark rim, and a deep
 * shade of the holder's colour (`shade` of its light) at `alpha` over the well's floor. Deep, so it
 * tints the dark tray and liquid and still darkens the Petri dish's light agar into the player's
 * colour; strong enough that a held square stands apart from an empty one and the two players'
 * fields apart from each other; dark enough that the pieces stay the brightest thing on the square.
 */
export const OWNER_FIELD = { shrink: 0.96, shade: 0.7, alpha: 0.55 } as const;

/**
 * The cell's membrane: a thin line of the holder's colour, a shade deeper than its pieces, round
 * the field just outside the pieces (they stand CELLS.md's edge inset in from the square's edge,
 * wider than the gaps between them), so each held square reads as one cell holding its pieces and
 * two neighbours' pieces never run on into one another, even on a full late board. Its middle
 * line stands `inset` in from the well's edge and it is `width` wide, both in units of the
 * frame's side.
 */
export const MEMBRANE = { inset: 0.012, width: 0.02, light: 0.8, alpha: 0.9 } as const;

/** The membrane's own colour, painted at MEMBRANE.alpha: the holder's colour, a shade deeper than its pieces. */
export function membranePaint(cell: Rgb): Rgb {
  return cell.map((v) => Math.round(v * MEMBRANE.light)) as unknown as Rgb;
}

/** The colour the membrane shows: its paint over the well's floor. */
export function membraneRgb(cell: Rgb, medium: Rgb): Rgb {
  return over(membranePaint(cell), MEMBRANE.alpha, emptySquareRgb(medium));
}

/** The membrane's middle line in the cell's frame: the well shrunk about its centre by MEMBRANE.inset across its narrowest half. */
export function membraneOutline(grid: GridKind): Polygon {
  const well = wellOutline(grid);
  const k = 1 - MEMBRANE.inset / (inscribedWidth(well) / 2);
  return well.map((p) => ({ x: 0.5 + k * (p.x - 0.5), y: 0.5 + k * (p.y - 0.5) }));
}

/** The field's own colour, painted at OWNER_FIELD.alpha: the holder's colour, deepened. */
export function fieldPaint(cell: Rgb): Rgb {
  return cell.map((v) => Math.round(v * OWNER_FIELD.shade)) as unknown as Rgb;
}

/** The colour a held square's field shows between its pieces: its paint over the well's floor. */
export function fieldRgb(cell: Rgb, medium: Rgb): Rgb {
  return over(fieldPaint(cell), OWNER_FIELD.alpha, emptySquareRgb(medium));
}

/** The field's outline in the cell's frame (0 to 1 across, y down): the lone cell's well, shrunk about the centre. */
export function fieldOutline(grid: GridKind): Polygon {
  const well = wellOutline(grid);
  const k = OWNER_FIELD.shrink;
  return well.map((p) => ({ x: 0.5 + k * (p.x - 0.5), y: 0.5 + k * (p.y - 0.5) }));
}
