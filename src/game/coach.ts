// The coach as the game's views use it: a square's gains in words for the preview (main thread,
// a play and an undo), and the hint and overlay types the coach's worker answers with.

export { previewText, squareGains, worthWords, type SquareGains } from '../ai/coach/gains.ts';
export type { Hint } from '../ai/coach/hint.ts';
export {
  overlayClosesAbove,
  overlayReach,
  overlaySlow,
  type Overlay,
  type OverlayValue,
} from '../ai/coach/overlay.ts';
