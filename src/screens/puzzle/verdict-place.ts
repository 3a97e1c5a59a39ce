// Where the puzzle's verdict stands, without Phaser: under the board's column labels, centred in
// its band while it fits there, else from the band's top downwards into the room above the bar
// (never up over the labels), in the largest size from `largest` down to `smallest` that fits.

export interface VerdictPlace {
  /** The verdict's top edge. */
  top: number;
  fontSize: number;
}

/**
 * `band` is the verdict's band under the board (labels included in the board); `bottom` the
 * lowest edge it may reach (the bar's top); `heightAt(size)` the wrapped text's height in a size.
 */
export function placeVerdict(o: {
  band: { top: number; height: number };
  bottom: number;
  largest: number;
  smallest: number;
  heightAt: (size: number) => number;
}): VerdictPlace {
  const room = Math.max(0, o.bottom - o.band.top);
  // The floor wins over a small screen's unit: a largest under it would draw the verdict unreadable.
  let size = Math.max(o.largest, o.smallest);
  while (size > o.smallest && o.heightAt(size) > room) size = Math.max(o.smallest, size - 1);
  const h = o.heightAt(size);
  const top = o.band.top + Math.max(0, Math.min((o.band.height - h) / 2, room - h));
  return { top, fontSize: size };
}
