// A cell's size for a finger is the distance between neighbouring cells' centres: on a triangle
// board far under the triangles' side. On a phone on its side a tri:8's triangles are some 44 CSS px
// a side but 26 across to their neighbours, a 12×12's squares' reach: a finger's press there is
// magnified and the board zooms, as on those squares, where read by the side a quick tap placed on
// whichever triangle it landed.
import { expect, test } from 'vitest';
import { fingerCss, ONE_TAP_CSS, pressStyle } from '../../../src/screens/game/board-fit.ts';
import { BoardZoom, ZOOM_BELOW_CSS, ZOOMED_SQUARE_CSS } from '../../../src/screens/game/board-zoom.ts';
import { boardScreen } from './board-screen.ts';

/** The least distance between two cells' centres on the board laid out, in CSS px. */
function nearestCentres(fit: ReturnType<typeof boardScreen>['fit'], dpr: number): number {
  let least = Infinity;
  for (let a = 0; a < fit.layout.size; a++)
    for (let b = a + 1; b < fit.layout.size; b++) {
      const [p, q] = [fit.centre(a), fit.centre(b)];
      least = Math.min(least, Math.hypot(p.x - q.x, p.y - q.y));
    }
  return least / dpr;
}

test.each(['tri:6', 'tri:8', 'tri:10', 'hex:5', 'hex:8', 'square:12', 'petri:7'])(
  "fingerCss - %s on a phone on its side: the distance between neighbouring cells' centres",
  (id) => {
    const { fit, dpr } = boardScreen(id, 844, 390, 3);
    expect(fingerCss(fit.layout, fit.square / dpr)).toBeCloseTo(nearestCentres(fit, dpr), 0);
  },
);

test.each([
  [844, 390, 3],
  [740, 360, 2],
  [390, 844, 3],
] as const)(
  'tri:8 at %ix%i (dpr %f): its triangles, a finger wide a side, are magnified under a press and zoom like small squares',
  (w, h, dpr) => {
    const { fit } = boardScreen('tri:8', w, h, dpr);
    const view = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
    const side = fit.square / dpr;
    const finger = fingerCss(fit.layout, side);
    // Read by its side a triangle would take one tap; between neighbours it is under a fingertip.
    expect(side).toBeGreaterThanOrEqual(ONE_TAP_CSS);
    expect(finger).toBeLessThan(ONE_TAP_CSS);
    expect(pressStyle(finger, true, 'magnify')).toBe('magnify');
    expect(pressStyle(finger, true, 'aim')).toBe('aim');
    const zoom = new BoardZoom({ view, squareCss: finger, dpr });
    expect(finger).toBeLessThan(ZOOM_BELOW_CSS);
    expect(zoom.zoomable()).toBe(true);
    // Zoomed in, the triangles shown are a tap's apart, and one tap places.
    zoom.zoomInAt(fit.centre(Math.floor(fit.layout.size / 2)));
    expect(zoom.snapshot().squareCss).toBeGreaterThanOrEqual(ZOOMED_SQUARE_CSS - 1e-9);
    expect(pressStyle(zoom.snapshot().squareCss, true, 'magnify')).toBe('tap');
  },
);
