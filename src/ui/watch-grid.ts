// Where the watch row's four buttons stand (Pause, Step, the speed, To the end): one row where each
// button has room for its word on a line, else two rows of two rising from the area's foot (the
// HUD's narrow column beside the board on a tablet or desktop has the height, not the width).

export interface WatchGridArea {
  /** The row's centre, its width and one button's height, in game pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WatchButtonPlace {
  x: number;
  y: number;
  width: number;
}

/** A button this many font sizes wide holds "Pause" or "Step" on one line, "Speed 1×" in two. */
const WIDE_ENOUGH = 4;

export function watchGrid(
  area: WatchGridArea,
  gap: number,
  fontSize: number,
  most: number,
): WatchButtonPlace[] {
  const count = 4;
  const one = Math.min(most, (area.width - (count - 1) * gap) / count);
  const columns = one >= WIDE_ENOUGH * fontSize ? count : 2;
  const w = columns === count ? one : Math.min(most, (area.width - gap) / 2);
  const rows = count / columns;
  return Array.from({ length: count }, (_, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    return {
      x: area.x + (column - (columns - 1) / 2) * (w + gap),
      // The last row on the area's centre line, the rows before it above.
      y: area.y - (rows - 1 - row) * (area.height + gap),
      width: w,
    };
  });
}

/** A label this many font sizes wide leaves room inside its button ("To the end" is about 4.8). */
const LABEL_ROOM = 5.6;

/**
 * The labels' font size for buttons `width` wide: `fontSize`, smaller where the longest label
 * ("To the end") would reach the button's edges, but never under `least`.
 */
export function watchLabelSize(width: number, fontSize: number, least: number): number {
  return Math.max(Math.min(fontSize, least), Math.min(fontSize, width / LABEL_ROOM));
}
