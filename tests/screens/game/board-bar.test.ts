// The board screen's bar on every shape it meets (a phone upright and on its side, a tablet, a
// desktop): the same five buttons (Menu stands in the top corner), a row along the foot upright and a column at the right in
// landscape, each a finger's size, inside the screen and clear of the HUD and the board, each
// named under its icon at 13 CSS px or more (the readable floor), its words measured in the game's font (Node's canvas).
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import {
  barThickness,
  BAR_BUTTON_LEAST_CSS,
  COLUMN_BUTTON_CSS,
  fitCaptions,
  MIN_CAPTION_CSS,
  planBar,
} from '../../../src/screens/game/board-bar.ts';
import { boardShape, planControls } from '../../../src/screens/game/board-controls.ts';
import { onItsSide, screenShape } from '../../../src/screens/screen-shape.ts';
import { boardScreenAreas } from '../../../src/ui/board-screen-areas.ts';
import { labelFont } from '../../../src/ui/board-label-places.ts';
import { FONT } from '../../../src/ui/theme.ts';
import { CONTROL_WORDS, overlayClosedBadge } from '../../../src/words/board-controls-words.ts';
import { badgePad } from '../../../src/ui/button-badge.ts';
import { READABLE_CSS } from '../../../src/ui/device-pixels.ts';

const ctx = createCanvas(8, 8).getContext('2d');
/** Words measured as the game paints its captions: bold, whole device pixels, the game's font. */
const measure = (words: string, font: number) => {
  ctx.font = `bold ${Math.round(font)}px ${FONT}`;
  return ctx.measureText(words).width;
};

const PLAY = ['undo', 'restart', 'share', 'menu', 'sound', 'fullscreen', 'hint', 'overlay', 'help'];
const NAMES: Record<string, string> = {
  undo: CONTROL_WORDS.undo,
  hint: CONTROL_WORDS.hint,
  overlay: CONTROL_WORDS.overlay,
  help: CONTROL_WORDS.help,
  more: CONTROL_WORDS.more,
};
/** The shorter words the bar takes where the names do not fit at the readable floor. */
const SHORT: Record<string, string> = {
  ...NAMES,
  help: CONTROL_WORDS.helpShort,
  overlay: CONTROL_WORDS.overlayShort,
};

/** Closed Best moves' badges on its icon, the widest counts ("in 29" on square:6, "at end" far off). */
const BADGES = [overlayClosedBadge(1, 15), overlayClosedBadge(29, 15), overlayClosedBadge(49, 15)];
/** Names the bar may take later (none now: closed Best moves keeps its name, its count on a badge). */
const LATER: Record<string, string[]> = {};

const SHAPES = [
  { name: 'phone upright', w: 390, h: 844, dpr: 3 },
  { name: 'small phone upright', w: 360, h: 780, dpr: 3 },
  { name: 'small phone upright', w: 360, h: 740, dpr: 2 },
  { name: 'phone on its side', w: 844, h: 390, dpr: 3 },
  { name: 'small phone on its side', w: 740, h: 360, dpr: 2 },
  { name: 'tablet', w: 1024, h: 768, dpr: 1 },
  { name: 'desktop', w: 1280, h: 720, dpr: 1 },
];

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
const boxOf = (b: { x: number; y: number; width: number; height: number }): Box => ({
  x: b.x - b.width / 2,
  y: b.y - b.height / 2,
  width: b.width,
  height: b.height,
});

function screen(s: (typeof SHAPES)[number], later = LATER) {
  const width = s.w * s.dpr;
  const height = s.h * s.dpr;
  const shape = screenShape(width, height, s.dpr);
  const pad = 12 * shape.u;
  const touch = 46 * s.dpr;
  const ids = planControls(PLAY).bar;
  const plan = planBar({
    width,
    height,
    u: shape.u,
    dpr: s.dpr,
    touch,
    portrait: shape.portrait,
    pad,
    names: ids.map((id) => [NAMES[id]!, ...(later[id] ?? [])]),
    shortNames: ids.map((id) => [SHORT[id]!, ...(later[id] ?? [])]),
    measure,
  });
  return { width, height, shape, pad, touch, ids, plan };
}

describe.each(SHAPES)('the bar - $name ($w×$h)', (s) => {
  const { width, height, shape, pad, touch, ids, plan } = screen(s);

  test('the same five in the bar on every shape (Menu in the top corner): Undo, Hint, Best moves, How to play, More', () => {
    expect(ids).toEqual(['undo', 'hint', 'overlay', 'help', 'more']);
    expect(plan.buttons).toHaveLength(5);
  });

  test('a row along the foot upright, a column at the right in landscape, wide enough for a name on two lines', () => {
    expect(plan.vertical).toBe(!shape.portrait);
    expect(plan.thickness).toBe(barThickness(shape.u, touch, plan.vertical, s.dpr));
    if (plan.vertical) expect(plan.buttons[0]!.width / s.dpr).toBeGreaterThanOrEqual(COLUMN_BUTTON_CSS);
    if (plan.vertical) {
      expect(plan.strip).toMatchObject({ y: 0, height });
      expect(plan.strip.x + plan.strip.width).toBe(width);
      expect(plan.strip.width).toBeGreaterThanOrEqual(plan.thickness);
    } else expect(plan.strip).toEqual({ x: 0, y: height - plan.thickness, width, height: plan.thickness });
  });

  test("a column's buttons stand the screen's margin in from its right edge, as the HUD's column from the left", () => {
    if (!plan.vertical) return;
    for (const b of plan.buttons.map(boxOf)) {
      expect(width - (b.x + b.width)).toBeGreaterThanOrEqual(pad - 0.001);
      expect(b.y).toBeGreaterThanOrEqual(pad - 0.001);
      expect(height - (b.y + b.height)).toBeGreaterThanOrEqual(pad - 0.001);
    }
  });

  test("every button a finger's size, inside the screen and its strip, none over another", () => {
    const boxes = plan.buttons.map(boxOf);
    for (const b of boxes) {
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(touch);
      expect(b.x).toBeGreaterThanOrEqual(plan.strip.x);
      expect(b.y).toBeGreaterThanOrEqual(plan.strip.y);
      expect(b.x + b.width).toBeLessThanOrEqual(Math.min(width, plan.strip.x + plan.strip.width));
      expect(b.y + b.height).toBeLessThanOrEqual(Math.min(height, plan.strip.y + plan.strip.height));
    }
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(apart(a, b)).toBe(true)));
  });

  test('every button 48 CSS px or more both ways (Material asks 48 dp): Undo and Hint too, whose names are short', () => {
    for (const b of plan.buttons) {
      expect(b.width / s.dpr).toBeGreaterThanOrEqual(BAR_BUTTON_LEAST_CSS);
      expect(b.height / s.dpr).toBeGreaterThanOrEqual(BAR_BUTTON_LEAST_CSS);
    }
  });

  test('every name under its icon at 13 CSS px or more (the readable floor), each line inside its button with room each side', () => {
    const c = plan.captions!;
    expect(c).not.toBeNull();
    expect(c.font / s.dpr).toBeGreaterThanOrEqual(MIN_CAPTION_CSS);
    // Upright, one line of words each: the row's height has no room for two.
    if (!plan.vertical) expect(c.rows).toBe(1);
    // The buttons' names whole: five in a 360-wide phone's row, each button as wide as its own words
    // ("Best moves" and "How to play" wider than Undo); a column on its side takes them on two lines.
    expect(c.lines.map((l) => l.join(' '))).toEqual(ids.map((id) => NAMES[id]));
    expect(c.short).toBe(false);
    expect(c.font / s.dpr).toBeGreaterThanOrEqual(13);
    for (const [i, lines] of c.lines.entries()) {
      const b = plan.buttons[i]!;
      expect(lines.length).toBeLessThanOrEqual(c.rows);
      for (const line of lines) expect(measure(line, c.font)).toBeLessThanOrEqual(b.width - 2 * 3 * s.dpr);
      // The icon keeps more than half the button above the words.
      expect(b.height - c.band).toBeGreaterThanOrEqual(0.55 * Math.min(b.width, b.height));
    }
  });

  test("closed Best moves' badge fits across its button at the readable floor, its name kept", () => {
    const b = plan.buttons[ids.indexOf('overlay')]!;
    const font = READABLE_CSS * s.dpr;
    for (const badge of BADGES) {
      const across = measure(badge, font) + 2 * badgePad(font).x;
      expect(across, `${badge} on a ${b.width}-wide button`).toBeLessThanOrEqual(b.width);
    }
  });

  test('clear of the HUD and the board: the layout gives the bar its room', () => {
    const side = onItsSide(shape, s.dpr);
    const layout = parseLayout('square:8');
    const areas = boardScreenAreas({
      layout,
      width,
      height,
      u: shape.u,
      pad,
      side,
      portrait: shape.portrait,
      bar: plan.thickness,
      barBeside: plan.vertical,
      watchH: 0,
      labelFont: labelFont(shape.u),
      fit: { bleed: boardShape({ portrait: shape.portrait, side }) === 'upright', labelsOnRim: false },
    });
    for (const area of [areas.hud, areas.board]) expect(apart(area, plan.strip)).toBe(true);
  });
});

test('fitCaptions - one line at the largest size that fits, else two, else none', () => {
  const names = [['Best moves'], ['Undo']];
  const box = { width: 200, height: 100, side: 0, iconLeast: 40, pad: 0 };
  // Ten pixels a letter at font 10, scaled with the font.
  const m = (w: string, font: number) => w.length * font;
  expect(fitCaptions(names, box, { max: 20, min: 10 }, m)).toMatchObject({ font: 20, rows: 1 });
  expect(fitCaptions(names, { ...box, width: 120 }, { max: 20, min: 10 }, m)).toMatchObject({
    font: 12,
    rows: 1,
  });
  expect(fitCaptions(names, { ...box, width: 60 }, { max: 12, min: 10 }, m)).toMatchObject({
    font: 12,
    rows: 2,
    lines: [['Best', 'moves'], ['Undo']],
  });
  expect(fitCaptions(names, { ...box, width: 40 }, { max: 12, min: 10 }, m)).toBeNull();
});

test("on a phone on its side the column's names read at a glance: larger than the floor, each line inside its button", () => {
  for (const s of SHAPES.filter((x) => x.w > x.h && x.w < 1000)) {
    const { plan } = screen(s);
    const c = plan.captions!;
    expect(c.font / s.dpr, s.name).toBeGreaterThanOrEqual(s.w >= 844 ? 14 : MIN_CAPTION_CSS + 0.5);
    for (const lines of c.lines)
      for (const line of lines) expect(measure(line, c.font)).toBeLessThan(plan.buttons[0]!.width);
  }
});
