// The players' column beside the board on a tablet and a desktop: it takes only the width the
// board leaves (the board's squares are as large as without it), stands against the board with the
// bar of controls on the board's other side, and its names, scores and status line grow with its
// width where the screen has it.
import { describe, expect, test } from 'vitest';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { labelFont, labelRoom } from '../../../src/ui/board-label-places.ts';
import { hudFonts, panelParts } from '../../../src/ui/hud-column.ts';
import {
  STACKED,
  stacksPanels,
  WIDE_COLUMN,
  WIDE_UNIT,
  wideColumnUnitCss,
} from '../../../src/screens/game/panel-column-fit.ts';
import { boardScreen } from './board-screen.ts';
import { createCanvas } from '@napi-rs/canvas';
import { FONT } from '../../../src/ui/theme.ts';

const ctx = createCanvas(8, 8).getContext('2d');

const BOARDS = ['square:5', 'square:8', 'petri:7', 'flask:8x3', 'hex:4', 'tri:6'];
const SCREENS = [
  { name: 'tablet', w: 1024, h: 768, dpr: 2 },
  { name: 'desktop', w: 1280, h: 720, dpr: 1 },
  { name: 'large desktop', w: 1440, h: 900, dpr: 1 },
];

describe.each(SCREENS)('the players column - $name ($w×$h)', (s) => {
  test.each(BOARDS)('on %s it takes no width the board would grow into, against the board', (id) => {
    const { fit, areas, u, choice, pad, width, bar } = boardScreen(id, s.w, s.h, s.dpr);
    if (!areas.column) return;
    const { hud, board } = areas;
    // Every pixel the column takes over its least, given to the board, grows no square (by 1% at most: rounding of its labels' room).
    const more = hud.width - WIDE_COLUMN.least * s.dpr;
    const wider = new BoardGeometryFit(
      fit.layout,
      { ...board, x: board.x - more, width: board.width + more },
      labelRoom(fit.layout, labelFont(u), choice.labelsOnRim),
    );
    expect(wider.square).toBeLessThanOrEqual(fit.square * 1.01);
    // The column against the board, the board by the bar at the right.
    expect(board.x - (hud.x + hud.width)).toBeLessThanOrEqual(pad + 0.5);
    expect(width - bar.thickness - (board.x + board.width)).toBeLessThanOrEqual(2 * pad + 0.5);
    expect(hud.width / s.dpr).toBeLessThanOrEqual(WIDE_COLUMN.most + 0.5);
  });
});

test.each(['square:5', 'square:8', 'petri:7', 'hex:4', 'tri:6'])(
  'on a desktop the names, scores and status line on %s read at arm’s length',
  (id) => {
    for (const [w, h] of [
      [1280, 720],
      [1440, 900],
    ] as const) {
      const { areas } = boardScreen(id, w, h, 1);
      expect(areas.column).toBe(true);
      const fonts = hudFonts(areas.hudUnit, 1, true);
      expect(fonts.name).toBeGreaterThanOrEqual(20);
      expect(fonts.score).toBeGreaterThanOrEqual(44);
      expect(fonts.words).toBeGreaterThanOrEqual(18);
      expect(fonts.status).toBeGreaterThanOrEqual(24);
    }
  },
);

test('the column’s unit grows with its width, between the phone’s and a desktop’s most', () => {
  const units = [150, WIDE_COLUMN.least, 250, 280, WIDE_COLUMN.most, 400].map(wideColumnUnitCss);
  units.slice(1).forEach((k, i) => expect(k).toBeGreaterThanOrEqual(units[i]!));
  expect(Math.min(...units)).toBe(WIDE_UNIT.least);
  expect(Math.max(...units)).toBe(WIDE_UNIT.most);
  expect(wideColumnUnitCss(280)).toBeGreaterThan(WIDE_UNIT.least);
});

// A wide flask (8×3) takes the panels' row over the board instead.
test.each(['square:5', 'square:8', 'petri:7', 'hex:4', 'tri:6'])(
  'on a tablet (1024×768) the column’s panels on %s stack, their names, scores and turn words read at arm’s length',
  (id) => {
    const dpr = 2;
    const { areas } = boardScreen(id, 1024, 768, dpr);
    expect(areas.column).toBe(true);
    expect(areas.hudPlaces.stacked).toBe(true);
    const u = areas.hudUnit;
    const fonts = hudFonts(u, dpr, true, true);
    expect(fonts.name / dpr).toBeGreaterThanOrEqual(20);
    expect(fonts.words / dpr).toBeGreaterThanOrEqual(18);
    expect(fonts.score / dpr).toBeGreaterThanOrEqual(44);
    for (const panel of areas.hudPlaces.panels) {
      const parts = panelParts(panel, u, dpr, true);
      // The name's line over the words' and the score's, both inside the panel; the words under the cell.
      expect(parts.nameY + (fonts.name * 1.2) / 2).toBeLessThanOrEqual(
        parts.scoreY - (fonts.score * 1.1) / 2,
      );
      expect(parts.nameY - (fonts.name * 1.2) / 2).toBeGreaterThanOrEqual(panel.y);
      expect(parts.scoreY + (fonts.score * 1.1) / 2).toBeLessThanOrEqual(panel.y + panel.height);
      expect(parts.wordsY).toBe(parts.scoreY);
      expect(parts.wordsX).toBeLessThan(parts.textX);
      expect(parts.textX).toBeGreaterThan(parts.cell.x + parts.cell.size / 2);
      // The name's whole line is its own: "Grandmother" stands whole at its size.
      ctx.font = `${Math.round(fonts.name)}px ${FONT}`;
      expect(parts.scoreX - parts.textX).toBeGreaterThanOrEqual(ctx.measureText('Grandmother').width);
    }
  },
);

test('a column stacks its panels only where a side-by-side panel’s score would stand smaller than a stacked one’s', () => {
  expect(stacksPanels(WIDE_COLUMN.least)).toBe(true);
  expect(stacksPanels(WIDE_COLUMN.most)).toBe(false);
  const widths = [WIDE_COLUMN.least, 220, 240, 260, 280, 300, WIDE_COLUMN.most];
  const first = widths.findIndex((w) => !stacksPanels(w));
  // Past the first width that does not stack, none does; there the side-by-side score is the larger.
  widths.slice(first).forEach((w) => expect(stacksPanels(w)).toBe(false));
  expect(34 * wideColumnUnitCss(widths[first]!)).toBeGreaterThanOrEqual(STACKED.score);
  for (const [w, h] of [
    [1280, 720],
    [1440, 900],
  ] as const)
    expect(boardScreen('square:5', w, h, 1).areas.hudPlaces.stacked ?? false).toBe(false);
});

test.each(['square:5', 'square:7', 'petri:7', 'hex:3', 'hex:5', 'tri:6'])(
  'on a desktop (1280×720) the column on %s fills the width the board leaves, the panels together with the status line midway between them',
  (id) => {
    const { areas, pad } = boardScreen(id, 1280, 720, 1);
    expect(areas.column).toBe(true);
    const { hud, board, hudPlaces } = areas;
    // No empty band at the screen's left: the column starts at the margin, or is as wide as it reads well.
    if (hud.width < WIDE_COLUMN.most - 0.5) expect(hud.x).toBeLessThanOrEqual(pad + 0.5);
    expect(board.x).toBeGreaterThan(hud.x + hud.width);
    // The other player's panel, the game's line, the person's panel, one block (panel-block.test.ts).
    const [top, bottom] = [...hudPlaces.panels].sort((a, b) => a.y - b.y);
    const middle = hudPlaces.status.y + hudPlaces.status.height / 2;
    expect(middle).toBeCloseTo((top!.y + top!.height + bottom!.y) / 2, 0);
    expect(bottom!.y - (top!.y + top!.height)).toBeLessThan(hudPlaces.status.height + 3 * pad);
  },
);
