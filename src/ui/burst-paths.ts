// The ways a win's cells fly out from both ends of the results' title (ui/celebration.ts draws
// them): each starts outside the title and only moves away from it, so no cell ever covers a word.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A flying cell's way: from and to its centre, and its start delay and duration in ms. */
export interface BurstPath {
  from: { x: number; y: number };
  to: { x: number; y: number };
  delay: number;
  duration: number;
}

/** The largest a cell of `size` is drawn while flying (it grows to 1.1×): half its box turned 45°. */
export const FLYING_HALF = (size: number) => (size * 1.1 * Math.SQRT2) / 2;

/**
 * Up to `count` ways out from the title's ends: half from its left end flying left, half from its
 * right flying right, each starting a whole flying cell clear of `title` and only moving away from
 * it. A way whose cell would at any moment touch a box of `clear` (the close button) is left out.
 */
export function burstPaths(
  title: Box,
  size: number,
  reach: number,
  count: number,
  random: () => number = Math.random,
  clear: readonly Box[] = [],
): BurstPath[] {
  const half = FLYING_HALF(size);
  const gap = size * 0.1;
  // The straight flight's sweep, at the largest a cell is drawn.
  const sweep = ({ from, to }: BurstPath): Box => ({
    x: Math.min(from.x, to.x) - half,
    y: Math.min(from.y, to.y) - half,
    width: Math.abs(to.x - from.x) + 2 * half,
    height: Math.abs(to.y - from.y) + 2 * half,
  });
  const meets = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  return Array.from({ length: count }, (_, i): BurstPath => {
    const side = i % 2 === 0 ? -1 : 1;
    const from = {
      x: side < 0 ? title.x - half - gap : title.x + title.width + half + gap,
      y: title.y + title.height * (0.2 + 0.6 * random()),
    };
    // Within 70° of straight out: always some way away from the title, never back across it.
    const angle = (random() - 0.5) * ((Math.PI * 7) / 9);
    const distance = reach * (0.55 + random() * 0.45);
    const to = {
      x: from.x + side * Math.cos(angle) * distance,
      y: from.y + Math.sin(angle) * distance * 0.7,
    };
    return { from, to, delay: random() * 220, duration: 1100 + random() * 500 };
  }).filter((path) => !clear.some((box) => meets(sweep(path), box)));
}
