// A phone on its side: the board stands in the middle of the room between the players' column and
// the bar, its glass as tall as the screen allows, its column letters and row numbers inside the screen.
import { expect, test } from 'vitest';
import { boardLabelPlaces, labelFont, labelRoom } from '../../../src/ui/board-label-places.ts';
import { PAD } from '../../../src/ui/art/board-frame.ts';
import { ZOOM_BELOW_CSS, zoomsUnder } from '../../../src/screens/game/board-zoom.ts';
import { boardScreen } from './board-screen.ts';

const PHONES = [
  [844, 390, 3],
  [740, 360, 2],
  [915, 412, 2.625],
] as const;
const BOARDS = [
  'square:12',
  'square:5',
  'square:6',
  'square:8',
  'hex:4',
  'beaker:6x7',
  'tri:6',
  'petri:7',
  'flask:8x3',
];

const cases = PHONES.flatMap(([w, h, dpr]) => BOARDS.map((id) => [`${w}×${h}`, id, w, h, dpr] as const));

test.each(cases)(
  '%s on its side - %s - the board in the middle between the column and the bar',
  (_, id, w, h, dpr) => {
    const { fit, areas, bar, width, pad, choice, u } = boardScreen(id, w, h, dpr);
    const room = labelRoom(fit.layout, labelFont(u), choice.labelsOnRim);
    // The picture with its labels beside it, between the column's right edge and the bar's left.
    const boxLeft = fit.left - room.left;
    const boxRight = fit.left + fit.frame.width + room.right;
    const columnRight = areas.hud.x + areas.hud.width;
    const barLeft = width - pad - bar.thickness;
    expect(boxLeft - columnRight, id).toBeGreaterThanOrEqual(pad - 1);
    const before = boxLeft - columnRight;
    const after = barLeft - boxRight;
    // A board with the zoom control keeps it room beside its top corner, by the bar; a board within
    // a CSS px of the zoom line may stand either way, but one of the two.
    const balanced = Math.abs(before - after) <= 2 * dpr;
    const roomByBar = after > before + 2 * dpr;
    if (Math.abs(fit.square / dpr - ZOOM_BELOW_CSS) < 1) expect(balanced || roomByBar, id).toBe(true);
    else if (zoomsUnder(fit.square / dpr, true)) expect(roomByBar, id).toBe(true);
    else expect(balanced, id).toBe(true);
  },
);

test.each(cases)(
  '%s on its side - %s - the glass takes the height, its names inside the screen',
  (_, id, w, h, dpr) => {
    const { fit, height, choice, font } = boardScreen(id, w, h, dpr);
    // The glass (the picture less its margin) reaches within a few CSS px of the screen's top.
    const glassTop = fit.top + PAD * fit.square;
    expect(glassTop, id).toBeGreaterThanOrEqual(0);
    expect(glassTop / dpr, id).toBeLessThanOrEqual(4);
    for (const p of boardLabelPlaces(fit, font, choice.labelsOnRim)) {
      // Anchored at its middle (or its top, under the board): the whole label inside the screen.
      const bottom = p.y + (1 - p.originY) * font;
      expect(bottom, `${id} ${p.text}`).toBeLessThanOrEqual(height);
      expect(p.y - p.originY * font, `${id} ${p.text}`).toBeGreaterThanOrEqual(0);
    }
  },
);
