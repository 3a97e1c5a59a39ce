// The ways a win's confetti falls over the results (ui/celebration.ts draws it): from above the
// screen's top edge to below its foot, spread over the screen's whole width, so nothing of it is
// held inside the results' panel. Pure numbers: tested in Node.

export interface FallPath {
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** How far it turns on the way down, in degrees. */
  spin: number;
  delay: number;
  duration: number;
}

/**
 * `count` falling pieces of `size` over a screen `width` × `height`: each starts a piece above the
 * top, in its own band of the width (so they cover it evenly), and ends a piece below the foot,
 * drifting sideways by at most a tenth of the width. They start within `spread` ms of each other.
 */
export function confettiFall(
  screen: { width: number; height: number },
  size: number,
  count: number,
  random: () => number,
  spread = 900,
): FallPath[] {
  const { width, height } = screen;
  const band = width / Math.max(1, count);
  const paths: FallPath[] = [];
  for (let i = 0; i < count; i++) {
    const x = band * (i + random());
    const drift = (random() - 0.5) * 0.2 * width;
    paths.push({
      from: { x, y: -size },
      to: { x: Math.min(width, Math.max(0, x + drift)), y: height + size },
      spin: (random() - 0.5) * 540,
      delay: Math.round(random() * spread),
      duration: Math.round(1800 + random() * 900),
    });
  }
  return paths;
}
