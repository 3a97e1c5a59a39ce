// The first visit's welcome over the menu, on a phone on its side (844×390, 740×360): in the band
// beside the menu's column, clear of every control ("Change ›" on the setup card was under it).
import { describe, expect, test } from 'vitest';
import { welcomePlace, type WelcomeScreen } from '../../../src/screens/tutorial/welcome-place.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import type { Box } from '../../../src/screens/tutorial/tutorial-layout.ts';

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The menu's controls as the menu lays them out: its column (560 units at most) of the setup card, Play and two places a row. */
function menuControls(width: number, u: number, top: number, bottom: number): Box[] {
  const colW = Math.min(width - 32 * u, 560 * u);
  const x = (width - colW) / 2;
  const rowH = (bottom - top) / 6;
  const rows = [0, 1, 2, 3, 4, 5].map((i) => ({ y: top + i * rowH, height: rowH - 8 * u }));
  return rows.flatMap((r, i) =>
    i < 2
      ? [{ x, width: colW, ...r }]
      : [
          { x, width: colW / 2 - 5 * u, ...r },
          { x: x + colW / 2 + 5 * u, width: colW / 2 - 5 * u, ...r },
        ],
  );
}

/** The card's height at a width: the offer's 95 letters at about 8.5 px each at 16 px, lines of 20 px, and a button row. */
const cardHeight = (u: number) => (w: number) => {
  const lines = Math.ceil((95 * 8.5) / (w - 32 * u));
  return 16 * u + lines * 20 + 10 * u + 44 + 12 * u;
};

function screenAt(width: number, height: number, top: number, bottom: number): WelcomeScreen {
  const { u } = screenShape(width, height, 1);
  const fallback = {
    card: { x: width - 12 * u - 260, y: 12 * u, width: 260, height: height - 24 * u },
    cardAt: 'top' as const,
  };
  return {
    width,
    height,
    u,
    side: true,
    controls: menuControls(width, u, top, bottom),
    cardHeight: cardHeight(u),
    fallback,
  };
}

describe.each([
  [844, 390],
  [740, 360],
])('the welcome on a phone on its side, %i×%i', (width, height) => {
  test('beside the menu, on the screen, clear of every control, tall enough for its words', () => {
    const s = screenAt(width, height, 60, height - 10);
    // The guided game's own place for the card covers the menu's column: the bug.
    expect(s.controls.some((c) => overlaps(c, s.fallback.card))).toBe(true);
    const at = welcomePlace(s);
    expect(at.clear).toBe(true);
    const c = at.card;
    expect(c.x >= 0 && c.y >= 0 && c.x + c.width <= width && c.y + c.height <= height).toBe(true);
    for (const k of s.controls) expect(overlaps(c, k), JSON.stringify({ c, k })).toBe(false);
    expect(c.height).toBeGreaterThanOrEqual(s.cardHeight(c.width));
    expect(c.width).toBeGreaterThanOrEqual(170 * s.u);
  });
});

test('without a band wide or tall enough, the guided game’s own place, said not to be clear', () => {
  const s = { ...screenAt(844, 390, 10, 380), controls: [{ x: 10, y: 10, width: 824, height: 370 }] };
  expect(welcomePlace(s)).toEqual({ ...s.fallback, clear: false });
});
