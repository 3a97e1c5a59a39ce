// The asking lens (a quick tap by a line on squares smaller than a finger) and its ✕ keep a
// finger's gap from every control on the board screen, on every phone size upright and on its side:
// on an upright 12×12 the ✕ stood on the zoom control at the board's corner, and a tap meant to let
// go of the aim zoomed the board instead. The screen is laid out in Node as the scene lays it out.
import { expect, test } from 'vitest';
import { overlapArea } from '../../src/ui/rects.ts';
import { squareName } from '../../src/engine/index.ts';
import {
  askingLensSpot,
  LENS_CONTROL_GAP_CSS,
  LENS_RIM_CSS,
  LET_GO_HIT_CSS,
  letGoCrown,
  letGoSpot,
} from '../../src/ui/aim-spot.ts';
import { LENS_WINDOW_CSS } from '../../src/ui/aim-lens.ts';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { zoomControlSpot } from '../../src/ui/zoom-control-place.ts';
import { boardScreen } from '../screens/game/board-screen.ts';

/** The gap between two boxes (0 where they touch or overlap). */
function gapBetween(a: Rect, b: Rect): number {
  const dx = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), 0);
  const dy = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height), 0);
  return dx > 0 && dy > 0 ? Math.hypot(dx, dy) : Math.max(dx, dy);
}

const overlaps = (a: Rect, b: Rect) => overlapArea(a, b) > 0;

const PHONES: [number, number, number][] = [
  [320, 568, 2],
  [360, 640, 3],
  [375, 667, 2],
  [390, 844, 2],
  [393, 852, 3],
  [412, 915, 2.625],
  [430, 932, 3],
  [844, 390, 3],
  [667, 375, 2],
];

test.each(PHONES)(
  'square:12 at %ix%i (dpr %f): wherever a quick tap asks, the lens and its ✕ stand a finger from every control, off the panels and on the screen',
  (cssW, cssH, dpr) => {
    const { fit, areas, bar, width, height, pad } = boardScreen('square:12', cssW, cssH, dpr);
    const screen = { width, height };
    const panels = areas.hudPlaces.panels;
    const status = areas.hudPlaces.status;
    // The bar: a row along the foot upright, a column at the right on its side.
    const barBox = areas.column
      ? { x: width - pad - bar.thickness, y: 0, width: bar.thickness, height }
      : { x: 0, y: height - pad - bar.thickness, width, height: bar.thickness };
    const exit = areas.exit;
    const frame = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
    const zoom = zoomControlSpot({
      frame,
      screen,
      size: 44 * dpr,
      gap: 8 * dpr,
      avoid: [...panels, status, exit, barBox],
    });
    const controls = [zoom, exit, barBox].filter((c) => c.width > 0);
    const rim = LENS_RIM_CSS * dpr;
    const bubble = {
      width: LENS_WINDOW_CSS.width * dpr + 2 * rim,
      height: LENS_WINDOW_CSS.height * dpr + rim + 30 * dpr,
    };
    const hit = (LET_GO_HIT_CSS / 2) * dpr;
    for (let s = 0; s < fit.layout.size; s++) {
      const name = squareName(fit.layout, s);
      const at = fit.centre(s);
      const spot = askingLensSpot({
        at,
        size: fit.square,
        bubble,
        screen,
        dpr,
        clear: [...panels, status],
        controls,
        crown: letGoCrown(dpr),
        squares: Array.from({ length: fit.layout.size }, (_, t) => fit.centre(t)),
      });
      const cross = letGoSpot(spot, bubble, screen, dpr);
      const boxes = {
        lens: { x: spot.x - bubble.width / 2, y: spot.y - bubble.height / 2, ...bubble },
        '✕': { x: cross.x - hit, y: cross.y - hit, width: 2 * hit, height: 2 * hit },
      };
      for (const [what, box] of Object.entries(boxes)) {
        for (const control of controls)
          expect(
            gapBetween(box, control) / dpr,
            `${name}: the ${what} ${JSON.stringify(box)} by ${JSON.stringify(control)}`,
          ).toBeGreaterThanOrEqual(LENS_CONTROL_GAP_CSS - 1e-6);
        for (const panel of panels)
          expect(overlaps(box, panel), `${name}: the ${what} on a panel`).toBe(false);
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.y, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
        expect(box.y + box.height, name).toBeLessThanOrEqual(height);
      }
    }
  },
);
