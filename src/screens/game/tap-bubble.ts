// Where a refused tap's bubble stands ("That square is taken"): by the square the finger tapped, so
// the eye that watched the finger reads it there. Above the square, clear of the fingertip over
// it, and below it where the top of the screen leaves no room; always whole on the screen.

export interface BubbleBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bubble's gap from the tapped square, in CSS px: the tail's room. */
export const BUBBLE_GAP = 10;

/**
 * The bubble's top-left corner (CSS px) for a bubble of `size` by `square` (the tapped square's
 * box) on a `page` of that size; `below`: it hangs under the square (no room above). Centred on
 * the square across, pushed in from the page's edges by `margin`.
 */
export function tapBubblePlace(
  square: BubbleBox,
  size: { width: number; height: number },
  page: { width: number; height: number },
  margin = 6,
): { x: number; y: number; below: boolean } {
  const centre = square.x + square.width / 2;
  const x = Math.min(
    Math.max(centre - size.width / 2, margin),
    Math.max(margin, page.width - margin - size.width),
  );
  const above = square.y - BUBBLE_GAP - size.height;
  if (above >= margin) return { x, y: above, below: false };
  const under = square.y + square.height + BUBBLE_GAP;
  return { x, y: Math.min(under, page.height - margin - size.height), below: true };
}
