// Boxes on the page, in CSS px, as the hook reports them: whether two overlap, whether one stands
// inside another (half a pixel of rounding allowed), for the layout checks of the browser tests.

export type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const within = (a: Box, b: Box): boolean =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;
