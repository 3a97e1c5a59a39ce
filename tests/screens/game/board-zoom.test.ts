// The board brought closer by a finger: a pinch zooms about the fingers' middle and settles at one
// tap's squares or back to the whole board; a double tap that placed nothing zooms in on the place
// tapped and out again; zoomed, one finger's drag pans; the view never shows past the board; finger
// points map to the board's.
import { expect, test } from 'vitest';
import {
  BoardZoom,
  DOUBLE_TAP_MS,
  MOST_SQUARE_CSS,
  PAN_AFTER_CSS,
  ZOOMED_SQUARE_CSS,
  zoomView,
  bleedSliver,
  settledZoom,
} from '../../../src/screens/game/board-zoom.ts';
import { pieceNumeral } from '../../../src/ui/piece-numeral.ts';
import { pieceCount } from '../../../src/ui/art/cell-pieces.ts';

/** A 12x12 on an upright phone at 3x: the view 1170 game px wide, squares 30 CSS px. */
const phone = () =>
  new BoardZoom({ view: { x: 0, y: 300, width: 1170, height: 1170 }, squareCss: 30, dpr: 3 });

test('only squares under a fingertip zoom', () => {
  expect(phone().zoomable()).toBe(true);
  expect(
    new BoardZoom({ view: { x: 0, y: 0, width: 900, height: 900 }, squareCss: 46, dpr: 3 }).zoomable(),
  ).toBe(false);
});

test('a pinch in settles at squares one tap places on, the fingers middle kept under them', () => {
  const z = phone();
  z.pinchStart({ x: 300, y: 600 }, { x: 500, y: 600 });
  z.pinchMove({ x: 280, y: 600 }, { x: 540, y: 600 }); // 1.3x
  expect(z.snapshot().pinching).toBe(true);
  const under = z.toBoard({ x: 410, y: 600 });
  expect(under.x).toBeCloseTo(400, 5);
  z.pinchEnd();
  const s = z.snapshot();
  expect(s.pinching).toBe(false);
  expect(s.squareCss).toBeGreaterThanOrEqual(ZOOMED_SQUARE_CSS - 1e-9);
  expect(z.zoomed()).toBe(true);
});

test('a pinch never zooms past the largest squares nor shows past the board', () => {
  const z = phone();
  z.pinchStart({ x: 10, y: 310 }, { x: 20, y: 320 });
  z.pinchMove({ x: 0, y: 300 }, { x: 1100, y: 1400 });
  expect(z.snapshot().squareCss).toBeCloseTo(MOST_SQUARE_CSS, 5);
  const shown = z.shown();
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.y).toBeGreaterThanOrEqual(300);
  expect(shown.x + shown.width).toBeLessThanOrEqual(1170 + 1e-9);
  expect(shown.y + shown.height).toBeLessThanOrEqual(1470 + 1e-9);
});

test('a small pinch, or a pinch out below one tap, shows the whole board', () => {
  const z = phone();
  z.pinchStart({ x: 300, y: 600 }, { x: 500, y: 600 });
  z.pinchMove({ x: 295, y: 600 }, { x: 505, y: 600 });
  z.pinchEnd();
  expect(z.zoomed()).toBe(false);
  z.doubleTap({ x: 600, y: 900 }, 0); // no first tap: nothing
  z.tapped({ x: 600, y: 900 }, 0, false);
  expect(z.doubleTap({ x: 603, y: 903 }, 200)).toBe(true);
  expect(z.zoomed()).toBe(true);
  z.pinchStart({ x: 300, y: 600 }, { x: 700, y: 600 });
  z.pinchMove({ x: 400, y: 600 }, { x: 600, y: 600 });
  z.pinchEnd();
  expect(z.snapshot().scale).toBe(1);
});

test('a double tap zooms in on the place tapped and a second one zooms out', () => {
  const z = phone();
  const tap = { x: 900, y: 1200 };
  const meant = z.toBoard(tap);
  z.tapped(tap, 1000, false);
  expect(z.doubleTap(tap, 1000 + DOUBLE_TAP_MS - 10)).toBe(true);
  expect(z.snapshot().squareCss).toBeCloseTo(ZOOMED_SQUARE_CSS, 5);
  // The place tapped stays under the finger, the view kept inside the board.
  const back = z.toScreen(meant);
  expect(Math.hypot(back.x - tap.x, back.y - tap.y)).toBeLessThan(1e-6);
  z.tapped(tap, 2000, false);
  expect(z.doubleTap(tap, 2100)).toBe(true);
  expect(z.zoomed()).toBe(false);
});

test('a tap that placed, a slow second tap or a far one is no double tap', () => {
  const z = phone();
  z.tapped({ x: 500, y: 800 }, 0, true);
  expect(z.doubleTap({ x: 500, y: 800 }, 100)).toBe(false);
  z.tapped({ x: 500, y: 800 }, 0, false);
  expect(z.doubleTap({ x: 500, y: 800 }, DOUBLE_TAP_MS + 50)).toBe(false);
  z.tapped({ x: 500, y: 800 }, 0, false);
  expect(z.doubleTap({ x: 700, y: 800 }, 100)).toBe(false);
  expect(z.zoomed()).toBe(false);
  const big = new BoardZoom({ view: { x: 0, y: 0, width: 900, height: 900 }, squareCss: 50, dpr: 3 });
  big.tapped({ x: 10, y: 10 }, 0, false);
  expect(big.doubleTap({ x: 10, y: 10 }, 100)).toBe(false);
});

test('a zoomed point maps to the board and back; off the view a point is its own', () => {
  const z = phone();
  z.tapped({ x: 585, y: 885 }, 0, false);
  z.doubleTap({ x: 585, y: 885 }, 50);
  const p = { x: 700, y: 1000 };
  const b = z.toBoard(p);
  expect(b.x).not.toBeCloseTo(700, 1);
  const s = z.toScreen(b);
  expect(s.x).toBeCloseTo(700, 6);
  expect(s.y).toBeCloseTo(1000, 6);
  expect(z.toBoard({ x: 50, y: 100 })).toEqual({ x: 50, y: 100 });
});

test('the keyboard aim is brought into sight; the reset shows the whole board', () => {
  const z = phone();
  z.tapped({ x: 100, y: 400 }, 0, false);
  z.doubleTap({ x: 100, y: 400 }, 50);
  const far = { x: 1100, y: 1400 };
  const shown = () => z.shown();
  expect(far.x).toBeGreaterThan(shown().x + shown().width);
  z.bringIntoSight(far, 40);
  expect(far.x).toBeLessThanOrEqual(shown().x + shown().width);
  expect(far.y).toBeLessThanOrEqual(shown().y + shown().height);
  z.reset();
  expect(z.snapshot().scale).toBe(1);
  expect(z.shown()).toEqual({ x: 0, y: 300, width: 1170, height: 1170 });
});

test('zoomed, one finger dragged past a tap drift pans the board with it, kept inside; a tap does not', () => {
  const z = phone();
  // Not zoomed: a drag is a press's slide, not a pan.
  z.dragStart({ x: 500, y: 800 });
  expect(z.dragMove({ x: 300, y: 800 })).toBe(false);
  expect(z.dragEnd()).toBe(false);
  z.zoomInAt({ x: 585, y: 885 });
  const before = z.snapshot().centre;
  const scale = z.snapshot().scale;
  // A tap's drift (under PAN_AFTER_CSS at 3x) moves nothing.
  z.dragStart({ x: 500, y: 800 });
  expect(z.dragMove({ x: 500 + (PAN_AFTER_CSS - 1) * 3, y: 800 })).toBe(false);
  expect(z.snapshot().centre).toEqual(before);
  // Past it, the board follows the finger: the board's point under it stays under it.
  const under = z.toBoard({ x: 500, y: 800 });
  expect(z.dragMove({ x: 440, y: 770 })).toBe(true);
  const now = z.toBoard({ x: 440, y: 770 });
  expect(now.x).toBeCloseTo(under.x, 5);
  expect(now.y).toBeCloseTo(under.y, 5);
  expect(z.snapshot().scale).toBe(scale);
  expect(z.dragEnd()).toBe(true);
  // A long drag stops at the board's edge.
  z.dragStart({ x: 100, y: 400 });
  z.dragMove({ x: 1100, y: 1400 });
  const shown = z.shown();
  expect(shown.x).toBeCloseTo(0, 5);
  expect(shown.y).toBeCloseTo(300, 5);
});

test('zoomed in, a move out of sight is followed: the view goes to its square, whole, and stays for moves in sight', () => {
  const z = phone();
  const size = 90;
  // Whole board: nothing to follow.
  expect(z.followTo({ x: 1100, y: 1400 }, size)).toBeNull();
  z.zoomInAt({ x: 200, y: 400 });
  const wholly = (p: { x: number; y: number }) => {
    const s = z.shown();
    return (
      p.x - size / 2 >= s.x - 1e-9 &&
      p.x + size / 2 <= s.x + s.width + 1e-9 &&
      p.y - size / 2 >= s.y - 1e-9 &&
      p.y + size / 2 <= s.y + s.height + 1e-9
    );
  };
  // A reply at the board's far corner, out of sight: followed, to where it shows whole.
  const far = { x: 1080, y: 1380 };
  expect(wholly(far)).toBe(false);
  const to = z.followTo(far, size)!;
  expect(to).not.toBeNull();
  const scale = z.snapshot().scale;
  z.panTo(to);
  expect(wholly(far)).toBe(true);
  expect(z.snapshot().scale).toBe(scale);
  // A move in sight moves nothing.
  const centre = z.snapshot().centre;
  expect(z.followTo(centre, size)).toBeNull();
  // Half a square's edge cut off counts as out of sight.
  const s = z.shown();
  expect(z.followTo({ x: s.x + s.width / 2, y: s.y + size / 4 }, size)).not.toBeNull();
});

test('zoomed in, the person still pans by a drag after a follow, and a finger on the board is not followed away from', () => {
  const z = phone();
  z.zoomInAt({ x: 200, y: 400 });
  z.panTo(z.followTo({ x: 1080, y: 1380 }, 90)!);
  const before = z.snapshot().centre;
  z.dragStart({ x: 600, y: 900 });
  // While the finger is down a move out of sight is left for the finger.
  expect(z.followTo({ x: 90, y: 390 }, 90)).toBeNull();
  expect(z.dragMove({ x: 700, y: 1000 })).toBe(true);
  const after = z.snapshot().centre;
  expect(after.x).toBeLessThan(before.x);
  expect(after.y).toBeLessThan(before.y);
  expect(z.dragEnd()).toBe(true);
  expect(z.followTo({ x: 90, y: 390 }, 90)).not.toBeNull();
});

test('zoomed in, a tap off the board in sight is kept to be told, by the tap; on the board, on a control or zoomed out it is not', () => {
  const z = phone();
  const below = { x: 600, y: 1600 };
  // The whole board: a tap off it is the page's (a panel, the background).
  z.pressDown(1, below, false);
  expect(z.releasedOff(1, below)).toBeNull();
  z.zoomInAt({ x: 585, y: 885 });
  z.pressDown(2, below, false);
  const told = z.releasedOff(2, below)!;
  expect(told).not.toBeNull();
  // The words stand by the tap: the board's point given shows where the finger was.
  const back = z.toScreen(told);
  expect(back.x).toBeCloseTo(below.x, 6);
  expect(back.y).toBeCloseTo(below.y, 6);
  // Once only, for that press.
  expect(z.releasedOff(2, below)).toBeNull();
  // A control's tap, a tap on the board in sight, another finger's release: none.
  z.pressDown(3, below, true);
  expect(z.releasedOff(3, below)).toBeNull();
  z.pressDown(4, { x: 600, y: 900 }, false);
  expect(z.releasedOff(4, { x: 600, y: 900 })).toBeNull();
  z.pressDown(5, below, false);
  expect(z.releasedOff(6, below)).toBeNull();
});

/** Whether the square centred at `p`, `size` wide, shows whole in `z`'s view. */
const wholeIn = (z: BoardZoom, p: { x: number; y: number }, size: number) => {
  const s = z.shown();
  const e = 1e-9;
  const h = size / 2;
  return (
    p.x - h >= s.x - e && p.x + h <= s.x + s.width + e && p.y - h >= s.y - e && p.y + h <= s.y + s.height + e
  );
};

test('zoomed in, a reply out of sight is followed to a view that keeps the move it answered in sight where one view holds both', () => {
  const size = 90;
  const own = { x: 100, y: 450 };
  const z = phone();
  z.zoomInAt(own);
  // The reply lies below, out of sight; the least move to it alone would leave the own move above the view.
  const reply = { x: 560, y: 1000 };
  expect(wholeIn(z, reply, size)).toBe(false);
  const alone = phone();
  alone.zoomInAt(own);
  alone.panTo(alone.followTo(reply, size)!);
  expect(wholeIn(alone, reply, size)).toBe(true);
  expect(wholeIn(alone, own, size)).toBe(false);
  // Told the move it answers, the view shows both whole.
  z.panTo(z.followTo(reply, size, own)!);
  expect(wholeIn(z, reply, size)).toBe(true);
  expect(wholeIn(z, own, size)).toBe(true);
  // Nearer together, both keep half a square round them.
  const y = phone();
  const near = { x: 200, y: 520 };
  y.zoomInAt(near);
  y.panTo(y.followTo({ x: 450, y: 1000 }, size, near)!);
  const s = y.shown();
  expect(near.y - size).toBeGreaterThanOrEqual(s.y - 1e-9);
  expect(1000 + size).toBeLessThanOrEqual(s.y + s.height + 1e-9);
});

test('zoomed in, a reply too far from the move it answered for one view is shown alone, the view moving the least', () => {
  const size = 90;
  const own = { x: 100, y: 450 };
  const reply = { x: 1080, y: 1380 };
  const z = phone();
  z.zoomInAt(own);
  const alone = phone();
  alone.zoomInAt(own);
  expect(z.followTo(reply, size, own)).toEqual(alone.followTo(reply, size));
  z.panTo(z.followTo(reply, size, own)!);
  expect(wholeIn(z, reply, size)).toBe(true);
  expect(z.snapshot().scale).toBe(alone.snapshot().scale);
});

test('a press that came down while a follow moved the view, or before a jump moved it, is known by its own time', () => {
  const z = phone();
  z.zoomInAt({ x: 200, y: 400 });
  // Nothing followed yet: no press is in doubt.
  expect(z.movedUnder(500)).toBe(false);
  // A glide from 1000 ms for 350 ms: presses in it are, later ones are not.
  z.followMoves(1000, 350);
  expect(z.movedUnder(990)).toBe(true);
  expect(z.movedUnder(1200)).toBe(true);
  expect(z.movedUnder(1351)).toBe(false);
  // A finger stopped it at 1100: from then the view stands still under the fingers.
  z.followEnded(1100);
  expect(z.movedUnder(1100)).toBe(true);
  expect(z.movedUnder(1101)).toBe(false);
  // A glide that ran long on slow frames ends when it arrives.
  z.followMoves(3000, 350);
  z.followEnded(3500);
  expect(z.movedUnder(3450)).toBe(true);
  // Reduced motion's jump at once: a press made before it but read after it aimed at the old view.
  z.followMoves(5000, 0);
  expect(z.movedUnder(4990)).toBe(true);
  expect(z.movedUnder(5001)).toBe(false);
});

test("the zoomed view keeps the board's margin at the side its glass bleeds past, and stays whole inside the screen", () => {
  const screen = { width: 1170, height: 2532 };
  // An upright phone's 12x12: its row numbers at the left, its glass past the right edge.
  const bleeding = zoomView({ x: 76, y: 886, width: 1160, height: 1085 }, screen);
  expect(bleeding.x).toBe(76);
  expect(screen.width - (bleeding.x + bleeding.width)).toBe(76);
  expect(bleeding.height).toBe(1085);
  // The whole board's sliver past the view is covered while zoomed: to the screen's edge.
  expect(bleedSliver(bleeding, 76 + 1160, screen.width)).toEqual({
    x: 1094,
    y: 886,
    width: 76,
    height: 1085,
  });
  // A glass well inside the screen keeps its own box, and nothing past it is covered.
  expect(zoomView({ x: 80, y: 900, width: 900, height: 800 }, screen)).toEqual({
    x: 80,
    y: 900,
    width: 900,
    height: 800,
  });
  expect(bleedSliver({ x: 80, y: 900, width: 900, height: 800 }, 980, screen.width).width).toBe(0);
  // A glass past both sides fills the width.
  const wide = zoomView({ x: -10, y: 900, width: 1200, height: 800 }, screen);
  expect([wide.x, wide.width]).toEqual([0, 1170]);
});

// on a 12×12 upright (28 CSS px squares) the cells carry no piece count; zoomed in they are
// as big as a small board's, so they carry it as a small board's do.
test('zoomed in, the cells count as cells of the size shown: a 12×12 phone board carries its counts, the whole board none', () => {
  const zoom = new BoardZoom({ view: { x: 0, y: 300, width: 1170, height: 1170 }, squareCss: 28, dpr: 3 });
  expect(zoom.countsCloser()).toBe(1);
  expect(pieceNumeral('square', 0b1111, true, 28 * zoom.countsCloser())).toBeNull();
  zoom.zoomInAt({ x: 585, y: 885 });
  expect(zoom.countsCloser()).toBeCloseTo(settledZoom(28));
  expect(28 * zoom.countsCloser()).toBeGreaterThanOrEqual(ZOOMED_SQUARE_CSS);
  expect(pieceNumeral('square', 0b1111, true, 28 * zoom.countsCloser())).toBe(pieceCount(0b1111));
  // A pinch past the settled zoom keeps the counts; the whole board again drops them.
  zoom.pinchStart({ x: 500, y: 800 }, { x: 700, y: 800 });
  zoom.pinchMove({ x: 400, y: 800 }, { x: 800, y: 800 });
  zoom.pinchEnd();
  expect(pieceNumeral('square', 0b1111, true, 28 * zoom.countsCloser())).toBe(pieceCount(0b1111));
  zoom.reset();
  expect(pieceNumeral('square', 0b1111, true, 28 * zoom.countsCloser())).toBeNull();
  // Squares a finger already fits are never brought closer for their counts.
  expect(settledZoom(60)).toBe(1);
  expect(settledZoom(20)).toBeLessThanOrEqual(MOST_SQUARE_CSS / 20);
});
