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
  };
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
