// Where the results' title may stand beside the close button (✕), in game pixels: the ✕ in the
// panel's top right corner, and the rooms the title is fitted into, each clear of the ✕ by at least
// TITLE_GAP_CSS CSS px as the player sees it (on a phone 8 design units were 5 CSS px: crowded).

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The least clear space between the title and the ✕, in CSS px. */
export const TITLE_GAP_CSS = 16;

/** The least room between the sheet's top edge and the title's box, in CSS px: a headline against the edge reads cramped. */
export const TITLE_TOP_CSS = 14;

/** The ✕'s margin from the sheet's top and right edges, in design units: the title's row sits that far down too. */
export function closeMarginUnits(side: boolean): number {
  // A phone on its side has little height to give; every other sheet gives its headline room.
  return side ? 12 : 18;
}

export interface TitleFrame {
  left: number;
  top: number;
  width: number;
  /** The ✕'s square, and its margin from the panel's top and right edges. */
  closeSize: number;
  margin: number;
  u: number;
  /** CSS px on screen per game pixel. */
  css: number;
}

export interface TitlePlace {
  close: Box;
  /** The gap kept between the title and the ✕, in game px. */
  gap: number;
  /** The y of the ✕'s middle: a title on one line beside it is centred there. */
  rowY: number;
  /** Centred on the panel, clear of the ✕ on both sides (left..right). */
  centred: { left: number; right: number };
  /** Between the panel's left padding and the ✕. */
  beside: { left: number; right: number };
  /** A row of its own under the ✕, across the panel: its top and width. */
  below: { top: number; left: number; right: number };
  /** The least y of the title's top: clear of the sheet's top edge. */
  least: number;
}

export function titlePlace(f: TitleFrame): TitlePlace {
  const { left, top, width, closeSize, margin, u, css } = f;
  const gap = Math.max(8 * u, TITLE_GAP_CSS / css);
  const close = {
    x: left + width - margin - closeSize,
    y: top + margin,
    width: closeSize,
    height: closeSize,
  };
  const reach = closeSize + margin + gap;
  const pad = 20 * u;
  return {
    close,
    gap,
    rowY: close.y + closeSize / 2,
    centred: { left: left + reach, right: left + width - reach },
    beside: { left: left + pad, right: close.x - gap },
    below: { top: close.y + closeSize + gap, left: left + pad, right: left + width - pad },
    least: top + Math.max(10 * u, TITLE_TOP_CSS / css),
  };
}

/** The y of a title `textH` high centred at `y`, moved down where its top would stand above `least`. */
export function titleCentreY(at: Pick<TitlePlace, 'least'>, y: number, textH: number): number {
  return Math.max(y, at.least + textH / 2);
}

/** The title's box centred in a room at `y` (its middle), `textW`×`textH` (no wider than the room). */
export function titleBoxIn(
  room: { left: number; right: number },
  y: number,
  textW: number,
  textH: number,
): Box {
  const w = Math.min(textW, room.right - room.left);
  return { x: (room.left + room.right) / 2 - w / 2, y: y - textH / 2, width: w, height: textH };
}
