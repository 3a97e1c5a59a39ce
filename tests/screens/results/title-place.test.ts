// The results' title beside the ✕ on a phone upright (390×844), on its side (844×390) and a tablet
// (1024×768): every room the title is fitted into is clear of the ✕ by at least 8 CSS px, so a title
// as wide as its room never runs under the ✕ or crowds it.
import { describe, expect, test } from 'vitest';
import {
  closeMarginUnits,
  titleBoxIn,
  titleCentreY,
  titlePlace,
  TITLE_TOP_CSS,
  type Box,
} from '../../../src/screens/results/title-place.ts';
import { PANEL_MAX } from '../../../src/screens/results/buttons-place.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';

/** The panel and ✕ as the results scene makes them (modal-panel.ts, results.ts). */
function frameAt(cssW: number, cssH: number, dpr: number, side = false) {
  const { width, height, u, portrait } = screenShape(cssW * dpr, cssH * dpr, dpr);
  const panelW = Math.min(width - 24 * u, 760 * u);
  const panelH = Math.min(
    height - 24 * u,
    (portrait ? PANEL_MAX.portraitHeight : PANEL_MAX.landscapeHeight) * u,
  );
  const minTouch = 44 * dpr;
  return {
    left: (width - panelW) / 2,
    top: (height - panelH) / 2,
    width: panelW,
    closeSize: Math.max(40 * u, minTouch),
    margin: closeMarginUnits(side) * u,
    u,
    css: 1 / dpr,
  };
}

/** The clear space between two boxes (0 where they touch or overlap). */
function apart(a: Box, b: Box): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

const screens = [
  [390, 844],
  [844, 390],
  [1024, 768],
  [1280, 720],
] as const;

describe.each(screens)('the results title at %i×%i', (w, h) => {
  test.each([1, 3])('clear of the ✕ by at least 8 CSS px at dpr %i', (dpr) => {
    const f = frameAt(w, h, dpr);
    const at = titlePlace(f);
    // A title of one or two lines as wide as each room, the ✕'s height or taller.
    const lineH = 30 * dpr;
    const titles = [
      titleBoxIn(at.centred, at.rowY, 10_000, lineH),
      titleBoxIn(at.beside, at.rowY, 10_000, lineH),
      titleBoxIn(at.beside, at.close.y + lineH, 10_000, 2 * lineH),
      titleBoxIn(at.below, at.below.top + lineH, 10_000, 2 * lineH),
    ];
    for (const t of titles) {
      expect(apart(t, at.close) * f.css, JSON.stringify({ t, close: at.close })).toBeGreaterThanOrEqual(8);
      // Inside the panel, and the ✕ too.
      expect(t.x).toBeGreaterThanOrEqual(f.left);
      expect(t.x + t.width).toBeLessThanOrEqual(f.left + f.width);
      expect(t.width).toBeGreaterThan(0);
    }
    expect(at.close.x + at.close.width).toBeLessThanOrEqual(f.left + f.width);
    expect(at.close.y).toBeGreaterThanOrEqual(f.top);
  });
});

test('on a phone the gap is the CSS least, 16, not 8 design units (5 CSS px there)', () => {
  const f = frameAt(390, 844, 3);
  expect(titlePlace(f).gap * f.css).toBeCloseTo(16);
});

describe.each(screens)("the title's room under the sheet's top edge at %i×%i", (w, h) => {
  test.each([1, 2, 3])('a headline as tall as the ✕ or taller stands clear of the top at dpr %i', (dpr) => {
    for (const side of [false, true]) {
      const f = frameAt(w, h, dpr, side);
      const at = titlePlace(f);
      for (const lineH of [at.close.height * 0.8, at.close.height, at.close.height * 1.5]) {
        const y = titleCentreY(at, at.rowY, lineH);
        const box = titleBoxIn(at.centred, y, 10_000, lineH);
        expect((box.y - f.top) / f.css).toBeGreaterThanOrEqual(TITLE_TOP_CSS - 1e-9);
        // A title that already has its room stays on the ✕'s row.
        if (at.rowY - lineH / 2 >= at.least) expect(y).toBe(at.rowY);
      }
    }
  });
});

test("on a desktop (1280×720) the headline's row stands lower than the old 10-unit margin put it", () => {
  const f = frameAt(1280, 720, 1);
  expect(f.margin).toBeGreaterThan(10 * screenShape(1280, 720, 1).u);
});
