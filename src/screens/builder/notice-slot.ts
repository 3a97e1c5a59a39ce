// Where the builder's notices stand, part of its layout so a notice never covers the grid or a
// control: the free end of the top row (after the size steppers) where it is wide enough, else on a
// tall screen the room under the board's facts in the panel, else a strip of its own between the
// top row and the grid. scenes/builder-notice-slot.ts gives the notices that slot.

export interface SlotRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The narrowest free end of the top row that holds a notice, in CSS px. */
export const LEAST_ROW_END = 240;
/** The strip's height, in CSS px: two lines of notice text, three at its smallest size. */
export const STRIP = 42;

export interface NoticeSlotPlan {
  /** The slot: the top row's free end, the panel's room under the facts, or a strip of its own. */
  where: 'row' | 'panel' | 'strip';
  /** The strip under the top row (its place whether or not it is used). */
  strip: SlotRect;
  /** The height the strip takes under the top row, with its gap (0 when there is none). */
  taken: number;
}

/**
 * The builder's notice slot: `rowEnd` is the top row's free end, `below` the width under the top
 * row, both in device px (`dpr` of them per CSS px). On a tall screen whose row end is too narrow
 * the slot is the panel's (a strip over the grid would cost a 12×12 grid on a phone its
 * finger-wide squares).
 */
export function builderNoticeSlot(
  rowEnd: SlotRect,
  below: { x: number; width: number },
  gap: number,
  tall: boolean,
  dpr: number,
): NoticeSlotPlan {
  const strip = { x: below.x, y: rowEnd.y + rowEnd.height + gap, width: below.width, height: STRIP * dpr };
  const where = rowEnd.width >= LEAST_ROW_END * dpr ? 'row' : tall ? 'panel' : 'strip';
  return { where, strip, taken: where === 'strip' ? strip.height + gap : 0 };
}
