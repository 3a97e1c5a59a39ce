// The board on an upright phone, laid out as the board screen lays it out (the same sums the scene
// runs): on 390×844 the boards a new player meets take at least 88% of the width with squares of
// at least 44 CSS px, so one tap places; the HUD stands right above the board, the other panel right
// under it, the notices' band under that, the bar at the foot.
import { expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { boardFitChoice, ONE_TAP_CSS, pressStyle } from '../../../src/screens/game/board-fit.ts';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { PAD } from '../../../src/ui/art/board-frame.ts';
import { boardLabelPlaces, labelFont, labelRoom } from '../../../src/ui/board-label-places.ts';
import { boardScreenAreas } from '../../../src/ui/board-screen-areas.ts';
import { NOTICE_LEAST, noticeBandHeight } from '../../../src/ui/notice-place.ts';
import { boardScreen } from './board-screen.ts';

/** The board screen upright at `cssW`×`cssH` and `dpr`, with its bar of five icons. */
const upright = (id: string, cssW: number, cssH: number, dpr: number, strip = 0) =>
  boardScreen(id, cssW, cssH, dpr, strip);

/** The board's width on screen: its vessel's glass, without the picture's margin. */
const glassWidth = (fit: BoardGeometryFit) => fit.frame.width - 2 * PAD * fit.square;

const FIRST_BOARDS = ['square:6', 'square:8', 'flask:8x3', 'petri:7', 'hex:4', 'beaker:6x7'];

test.each(FIRST_BOARDS.flatMap((id) => [1, 3].map((dpr) => [id, dpr] as const)))(
  '390×844 upright - %s at dpr %i - squares of 44 CSS px or more across at least 88% of the width, one tap',
  (id, dpr) => {
    const { fit } = upright(id, 390, 844, dpr);
    const square = fit.square / dpr;
    expect(square, `${fit.frame.width / dpr} wide`).toBeGreaterThanOrEqual(44);
    expect(glassWidth(fit) / dpr / 390).toBeGreaterThanOrEqual(0.88);
    expect(pressStyle(square, true, 'magnify')).toBe('tap');
  },
);

test.each(FIRST_BOARDS.flatMap((id) => ['390x844', '360x740', '412x915'].map((s) => [id, s] as const)))(
  'upright - %s on %s - the board within the screen, the HUD right above it, the bar under it, the labels readable on screen',
  (id, size) => {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    const { fit, areas, bar, width, height, dpr, font } = upright(id, cssW, cssH, 2);
    const left = fit.left + fit.frame.gridLeft;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + fit.frame.gridWidth).toBeLessThanOrEqual(width);
    expect(glassWidth(fit) / width).toBeGreaterThanOrEqual(0.88);
    // The top panel's status line right at the board's top (the picture's margin between them), the bar below the labels.
    expect(areas.board.y).toBeCloseTo(areas.hud.y + areas.hud.height, 5);
    expect(fit.top - (areas.hud.y + areas.hud.height)).toBeGreaterThanOrEqual(-1);
    expect(fit.top - (areas.hud.y + areas.hud.height)).toBeLessThan(30 * dpr);
    expect(areas.board.y + areas.board.height).toBeLessThanOrEqual(height - bar.thickness);
    // The notices' band right under the bottom panel, above the bar.
    const lower = areas.hudPlaces.panels[0];
    expect(areas.notices.y).toBeCloseTo(lower.y + lower.height, 5);
    expect(areas.notices.y + areas.notices.height).toBeLessThanOrEqual(height - bar.thickness);
    for (const p of boardLabelPlaces(fit, font, boardFitChoice(fit.layout, 'upright').labelsOnRim)) {
      const w = font * 0.65 * p.text.length;
      const x = p.x - w * p.originX;
      expect(x, `${p.text} on screen`).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(width);
      expect(p.y + font / 2).toBeLessThanOrEqual(height - bar.thickness);
    }
    // On the smaller phones too, a finger places with one tap on these boards.
    expect(fit.square / dpr).toBeGreaterThanOrEqual(ONE_TAP_CSS);
  },
);

/** Every board a 390×844 phone places on with one tap: the new player's, the 8-column beaker's of the puzzles, and square:7's. */
const ONE_TAP_BOARDS = [...FIRST_BOARDS, 'square:7', 'beaker:4x8', 'beaker:6x8'];

test.each(ONE_TAP_BOARDS.flatMap((id) => [0, 34].map((strip) => [id, strip] as const)))(
  '390×844 upright - %s with a forecast strip of %i CSS px - squares of 44 CSS px; one panel above the board, the other right below it, the block in the middle of the height',
  (id, strip) => {
    const { fit, areas, bar, height, dpr, pad, u } = upright(id, 390, 844, 2, strip);
    expect(fit.square / dpr, id).toBeGreaterThanOrEqual(44);
    const [below, above] = areas.hudPlaces.panels;
    // The strip, the top panel, the status line and the board together, in that order.
    expect(above.y).toBeCloseTo(areas.strip.y + areas.strip.height, 5);
    expect(areas.hudPlaces.status.y).toBeCloseTo(above.y + above.height, 5);
    expect(areas.strip.height).toBe(strip * dpr);
    expect(areas.board.y).toBeCloseTo(areas.hudPlaces.status.y + areas.hudPlaces.status.height, 5);
    expect(fit.top).toBeGreaterThanOrEqual(areas.board.y - 1);
    expect(fit.top - areas.board.y).toBeLessThan(30 * dpr);
    // The other panel right under the board's labels (4 design px of air between them).
    expect(below.y).toBeCloseTo(areas.board.y + areas.board.height + 4 * u, 5);
    // Where the board leaves the room, a notice of two lines stands right under that panel.
    expect(areas.notices.y).toBeCloseTo(below.y + below.height, 5);
    const barTop = height - bar.thickness;
    const left = barTop - 2 * pad - 2 * above.height - areas.hudPlaces.status.height - strip * dpr - 4 * u;
    expect(areas.notices.height).toBe(Math.min(left - areas.board.height, noticeBandHeight(dpr, u)));
    // The top bar (the way out, the board's name) over the top panel where the height allows it.
    expect(areas.title, 'the top bar').not.toBeNull();
    expect(areas.exit.y + areas.exit.height).toBeLessThanOrEqual(areas.strip.y - pad / 2 + 1e-6);
    // The rest is split above the top panel and under the notices' band, the top bar taking its
    // height from the top share where it holds it: no empty band at the top alone.
    const overTop = areas.strip.y - (areas.exit.y + areas.exit.height + pad / 2);
    const underBottom = barTop - pad - (areas.notices.y + areas.notices.height);
    expect(underBottom).toBeGreaterThanOrEqual(0);
    expect(overTop / dpr, `${overTop / dpr} above, ${underBottom / dpr} under`).toBeLessThanOrEqual(
      underBottom / dpr + 1,
    );
  },
);

test('390×844 upright - square:8 - a notice of two lines fits right under the bottom panel, and the band over the HUD is under 100 CSS px', () => {
  const { areas, dpr, pad } = upright('square:8', 390, 844, 2);
  expect(areas.notices.height).toBeGreaterThanOrEqual(NOTICE_LEAST.height * dpr);
  expect((areas.hud.y - pad) / dpr).toBeLessThan(100);
  expect((areas.hudPlaces.panels[1].y - pad) / dpr).toBeLessThan(100);
});

/**
 * The squares, in CSS px at dpr 2, of each board on three phones with the forecast's strip shown
 * (none on its side): upright, the width decides them all at 390 and 360 wide; on its side the
 * height. These are the figures the layout gives today; a change that shrinks one shows here.
 */
test('the squares per board and phone, forecast shown', () => {
  const boards = [
    'square:6',
    'square:8',
    'petri:7',
    'flask:8x3',
    'beaker:6x7',
    'beaker:4x8',
    'hex:4',
    'hex:5',
  ];
  const sizes = [
    [390, 844],
    [360, 780],
    [844, 390],
  ] as const;
  const table = Object.fromEntries(
    boards.map((id) => [id, sizes.map(([w, h]) => boardScreen(id, w, h, 2, 34).fit.square / 2)]),
  );
  expect(table).toEqual({
    'square:6': [57.5, 53, 52.5],
    'square:8': [44.5, 41, 41],
    'petri:7': [46, 42.5, 42.5],
    'flask:8x3': [44.5, 41, 50.5],
    'beaker:6x7': [50, 46, 50],
    'beaker:4x8': [44.5, 41, 62],
    'hex:4': [50, 46, 52],
    'hex:5': [40, 37, 42],
  });
});

/** A board of each shape a player meets, on a phone on its side: the height decides their squares. */
const SIDE_BOARDS = ['square:6', 'square:8', 'hex:4', 'hex:5', 'tri:6', 'petri:7', 'flask:8x3', 'beaker:6x7'];

test.each(SIDE_BOARDS.flatMap((id) => [2, 3].map((dpr) => [id, dpr] as const)))(
  '844×390 on its side - %s at dpr %i - the board takes the height: squares of 40 CSS px or more, one tap, within the screen between the HUD and the bar',
  (id, dpr) => {
    const { fit, areas, bar, width, height } = boardScreen(id, 844, 390, dpr);
    expect(fit.square / dpr, id).toBeGreaterThanOrEqual(40);
    expect(pressStyle(fit.square / dpr, true, 'magnify')).toBe('tap');
    expect(fit.top + fit.frame.gridTop).toBeGreaterThanOrEqual(0);
    expect(fit.top + fit.frame.gridTop + fit.frame.gridHeight).toBeLessThanOrEqual(height);
    expect(areas.board.x).toBeGreaterThanOrEqual(areas.hud.x + areas.hud.width);
    expect(areas.board.x + areas.board.width).toBeLessThanOrEqual(width - bar.thickness);
  },
);

test('upright - the bar is one row about 56 CSS px high', () => {
  const { bar, dpr } = upright('square:8', 390, 844, 3);
  expect(bar.thickness / dpr).toBeGreaterThanOrEqual(52);
  expect(bar.thickness / dpr).toBeLessThanOrEqual(60);
});

test('upright - a 12×12 board and hex:8 keep squares too small for one tap: one magnified gesture', () => {
  for (const id of ['square:12', 'hex:8']) {
    const { fit, dpr } = upright(id, 390, 844, 3);
    expect(pressStyle(fit.square / dpr, true, 'magnify'), id).toBe('magnify');
    expect(pressStyle(fit.square / dpr, true, 'aim'), id).toBe('aim');
  }
});

test("boardFitChoice - upright bleeds, row numbers on the rim but on two-digit rows (hex:8 has 15); on its side a square grid's row numbers on the rim too; wide screens neither", () => {
  expect(boardFitChoice(parseLayout('square:8'), 'upright')).toEqual({ bleed: true, labelsOnRim: true });
  expect(boardFitChoice(parseLayout('hex:4'), 'upright')).toEqual({ bleed: true, labelsOnRim: true });
  expect(boardFitChoice(parseLayout('hex:8'), 'upright')).toEqual({ bleed: true, labelsOnRim: false });
  expect(boardFitChoice(parseLayout('square:12'), 'upright')).toEqual({ bleed: true, labelsOnRim: false });
  expect(boardFitChoice(parseLayout('square:8'), 'wide')).toEqual({ bleed: false, labelsOnRim: false });
  expect(boardFitChoice(parseLayout('square:8'), 'side')).toEqual({ bleed: false, labelsOnRim: true });
  // A triangle's row numbers on its side: on its rim, by their rows, not a rim and a gap off them.
  expect(boardFitChoice(parseLayout('tri:6'), 'side')).toEqual({ bleed: false, labelsOnRim: true });
  expect(boardFitChoice(parseLayout('tri:6'), 'wide')).toEqual({ bleed: false, labelsOnRim: false });
});

/** Every shape a player meets, on the three phones, upright. */
const UPRIGHT_BOARDS = [
  'square:5',
  'square:8',
  'hex:4',
  'hex:5',
  'tri:6',
  'petri:7',
  'flask:8x3',
  'beaker:6x7',
  'square:12',
  'hex:8',
];
const PHONES = ['360x740', '390x844', '412x915'];

test.each(UPRIGHT_BOARDS.flatMap((id) => PHONES.map((s) => [id, s] as const)))(
  'upright - %s on %s at dpr 1 - lichess: a panel right above the board, the other right below, the bar at the foot; the board at 96% of the width but with two-digit rows',
  (id, size) => {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    const { fit, areas, bar, height } = upright(id, cssW, cssH, 1);
    const [below, above] = areas.hudPlaces.panels;
    // Two-digit row numbers take a column left of the glass (a hexagonal board's, beside its slanted sides).
    const least = fit.layout.rows >= 10 ? 0.87 : 0.96;
    expect(glassWidth(fit) / cssW).toBeGreaterThanOrEqual(least);
    // Right above the board's picture the status line, over that the panel, and under the bottom
    // panel the notices' band; on squares too small for one tap (aimed at, the Place bubble of a
    // square near the top standing over the board) the band stands between the status line and the board.
    const status = areas.hudPlaces.status;
    const band = areas.notices;
    const aimed = fit.square < ONE_TAP_CSS;
    expect(fit.top - (status.y + status.height) - (aimed ? band.height : 0)).toBeGreaterThanOrEqual(-1);
    expect(fit.top - (status.y + status.height) - (aimed ? band.height : 0)).toBeLessThan(30);
    expect(status.y).toBeCloseTo(above.y + above.height, 5);
    expect(band.y).toBeCloseTo(aimed ? status.y + status.height : below.y + below.height, 5);
    expect(below.y).toBeGreaterThanOrEqual(fit.top + fit.frame.gridTop + fit.frame.gridHeight);
    expect(below.y - (fit.top + fit.frame.gridTop + fit.frame.gridHeight)).toBeLessThan(64);
    expect(below.y + below.height).toBeLessThanOrEqual(height - bar.thickness);
    expect(above.height).toBe(below.height);
  },
);

test('upright - hex:5 (61 hexagons) on 390×844: its names on its rim, hexagons of 40 CSS px across, one tap places', () => {
  const { fit, dpr } = upright('hex:5', 390, 844, 1);
  expect(fit.square / dpr).toBeGreaterThanOrEqual(40);
  expect(pressStyle(fit.square / dpr, true, 'magnify')).toBe('tap');
});

test('upright - a board bound by the width gives its spare height to the panels first (20 units taller at most), so the bands over and under them shrink by as much', () => {
  for (const id of ['square:12', 'hex:5']) {
    for (const size of PHONES) {
      const [cssW, cssH] = size.split('x').map(Number) as [number, number];
      const { areas, u } = upright(id, cssW, cssH, 1);
      const [below, above] = areas.hudPlaces.panels;
      expect(above.height, `${id} ${size}`).toBe(below.height);
      expect(above.height).toBeGreaterThanOrEqual(58 * u + 19 * u);
      expect(above.height).toBeLessThanOrEqual(58 * u + 20 * u);
      // The status line right under the top panel, the HUD's box the panel with the status line.
      expect(areas.hudPlaces.status.y).toBeCloseTo(above.y + above.height, 5);
      expect(areas.hud.height).toBeCloseTo(above.height + areas.hudPlaces.status.height, 5);
    }
  }
  // A board that takes the height (beaker:10x4) leaves none spare: its panels stay 58 units.
  const tall = upright('beaker:10x4', 390, 844, 1);
  expect(tall.areas.hudPlaces.panels[0].height).toBeCloseTo(58 * tall.u, 0);
});

test('upright - the viewer playing second has their panel below the board, by the bar', () => {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = 1;
  const layout = parseLayout('square:6');
  const input = {
    layout,
    width: 390,
    height: 844,
    u: 0.93,
    pad: 11,
    side: false,
    portrait: true,
    bar: 56,
    watchH: 0,
    labelFont: labelFont(0.93),
    fit: boardFitChoice(layout, 'upright'),
  };
  const first = boardScreenAreas({ ...input, below: 0 }).hudPlaces.panels;
  const second = boardScreenAreas({ ...input, below: 1 }).hudPlaces.panels;
  expect(first[0].y).toBeGreaterThan(first[1].y);
  expect(second[1].y).toBeGreaterThan(second[0].y);
  expect(second[1].y).toBe(first[0].y);
});

test('upright - a tall board (beaker:10x4) grows into the height the panels leave: none spare, squares past the width-bound ones of a square board', () => {
  const { fit, areas, dpr } = upright('beaker:10x4', 390, 844, 1);
  // What is left is less than a square (the squares are whole pixels).
  expect(areas.notices.height).toBeLessThan(fit.square);
  const [below, above] = areas.hudPlaces.panels;
  expect(above.y - 12 * 0.93).toBeLessThan(fit.square / 2);
  expect(fit.square / dpr).toBeGreaterThan(upright('square:8', 390, 844, 1).fit.square);
  expect(below.y).toBeGreaterThan(areas.board.y + areas.board.height);
  expect(below.y - (areas.board.y + areas.board.height)).toBeLessThan(5);
});

/**
 * The board's figures on the three phones at dpr 1 (the report's table): squares (a hexagon's
 * width) in CSS px, the glass's share of the width in %, and the empty height over the top panel
 * and between the bottom panel and the bar. A change that shrinks a board shows here.
 */
test('upright - the figures per board and phone', () => {
  const table = Object.fromEntries(
    UPRIGHT_BOARDS.map((id) => [
      id,
      PHONES.map((size) => {
        const [cssW, cssH] = size.split('x').map(Number) as [number, number];
        const { fit, areas, bar, pad } = upright(id, cssW, cssH, 1);
        const [below, above] = areas.hudPlaces.panels;
        // Under the bottom panel the notices' band (over the board on squares aimed at), then what is left over the bar.
        const band = areas.notices;
        const foot = band.y > below.y ? band.y + band.height : below.y + below.height;
        const under = cssH - bar.thickness - pad - foot;
        // Over the top panel: from the top bar's foot where it stands, else from the screen's margin.
        const over = above.y - (areas.title ? areas.exit.y + areas.exit.height + pad / 2 : pad);
        return `${fit.square} px, ${Math.round((100 * glassWidth(fit)) / cssW)}%, ${Math.round(over)}/${Math.round(under)}${areas.title ? '' : ' no bar'}`;
      }).join(' | '),
    ]),
  );
  expect(table).toEqual({
    'square:5': '62 px, 98%, 1/1 | 68 px, 99%, 16/16 | 71 px, 98%, 12/58',
    'square:8': '41 px, 99%, 1/1 | 44 px, 98%, 21/21 | 47 px, 99%, 12/59',
    'hex:4': '46 px, 98%, 15/14 | 50 px, 98%, 19/64 | 53 px, 99%, 36/81',
    'hex:5': '37 px, 100%, 15/15 | 40 px, 99%, 20/66 | 42 px, 99%, 39/85',
    'tri:6': '49 px, 98%, 17/16 | 53 px, 98%, 22/68 | 56 px, 98%, 41/86',
    'petri:7': '42 px, 97%, 0/1 | 46 px, 98%, 21/21 | 49 px, 99%, 13/59',
    'flask:8x3': '41 px, 99%, 4/51 | 44 px, 99%, 35/81 | 47 px, 100%, 52/99',
    'beaker:6x7': '46 px, 102%, 9/10 | 50 px, 103%, 13/60 | 53 px, 103%, 30/77',
    'square:12': '26 px, 92%, 8/8 | 28 px, 91%, 13/60 | 30 px, 92%, 28/75',
    'hex:8': '20 px, 87%, 10/56 | 22 px, 89%, 37/83 | 24 px, 92%, 51/97',
  });
});

test('on its side a hexagonal board names its cells on its rim: the row of letters under it goes to its height', () => {
  expect(boardFitChoice(parseLayout('hex:5'), 'side')).toEqual({ bleed: false, labelsOnRim: true });
  // Two-digit rows stay beside it.
  expect(boardFitChoice(parseLayout('hex:8'), 'side').labelsOnRim).toBe(false);
  // A tablet or a desktop names a hexagonal board's cells on its rim too: the width is what it lacks there.
  expect(boardFitChoice(parseLayout('hex:5'), 'wide').labelsOnRim).toBe(true);
  const wide = boardScreen('hex:4', 1024, 768, 2);
  const beside = new BoardGeometryFit(
    parseLayout('hex:4'),
    wide.areas.board,
    labelRoom(parseLayout('hex:4'), labelFont(wide.u)),
  );
  expect(wide.fit.square).toBeGreaterThan(beside.square * 1.02);
  for (const dpr of [1, 3]) {
    const onRim = boardScreen('hex:5', 844, 390, dpr);
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
    const font = labelFont(onRim.u);
    const beside = new BoardGeometryFit(
      parseLayout('hex:5'),
      onRim.areas.board,
      labelRoom(parseLayout('hex:5'), font),
    );
    // Beside it, a hexagon's letters over and under it take the height too: the rim still gains.
    expect(onRim.fit.square).toBeGreaterThan(beside.square);
  }
});

test('upright - the notices stand under the bottom panel on boards of one-tap squares, over the board where squares are aimed at', () => {
  for (const [id, aimed] of [
    ['square:8', false],
    ['petri:7', false],
    ['square:12', true],
    ['hex:8', true],
  ] as const) {
    const { areas, fit, dpr } = upright(id, 390, 844, 2);
    expect(fit.square / dpr < ONE_TAP_CSS, id).toBe(aimed);
    const [below] = areas.hudPlaces.panels;
    const status = areas.hudPlaces.status;
    expect(areas.notices.height, id).toBeGreaterThan(0);
    if (aimed) {
      expect(areas.notices.y, id).toBeCloseTo(status.y + status.height, 5);
      expect(areas.board.y, id).toBeCloseTo(areas.notices.y + areas.notices.height, 5);
    } else {
      expect(areas.board.y, id).toBeCloseTo(status.y + status.height, 5);
      expect(areas.notices.y, id).toBeCloseTo(below.y + below.height, 5);
    }
  }
});

test('on its side a square grid, a beaker and a flask have their row numbers on the rim and their letters under the tray with the air they have upright, not tight against its glass; a dish and two-digit rows keep both beside and under', () => {
  for (const id of ['square:4', 'square:6', 'square:8', 'beaker:6x7', 'flask:8x3', 'grid:3x8']) {
    expect(boardFitChoice(parseLayout(id), 'side').labelsOnRim, id).toBe(true);
    const side = boardScreen(id, 844, 390, 3);
    const up = boardScreen(id, 390, 844, 3);
    const letters = (s: typeof side) =>
      boardLabelPlaces(s.fit, s.font, s.choice.labelsOnRim).filter((p) => /^[a-z]$/.test(p.text));
    const sideLetters = letters(side);
    expect(sideLetters.length, id).toBe(parseLayout(id).cols);
    // Each letter's top a gap under the tray's foot, as upright (the same font on both).
    expect(side.font, id).toBe(up.font);
    const air = (l: { y: number; edge: { y: number } }, font: number) => l.y - 0.6 * font - l.edge.y;
    const upAir = air(letters(up)[0]!, up.font);
    expect(upAir, id).toBeGreaterThan(0);
    for (const l of sideLetters) expect(air(l, side.font), `${id} ${l.text}`).toBeCloseTo(upAir, 5);
    // The letters stay on the screen, under the board's picture.
    for (const l of sideLetters)
      expect(l.y + 0.6 * side.font, `${id} ${l.text}`).toBeLessThanOrEqual(side.height);
    // An 8×8 on its side keeps squares a finger takes in one tap.
    if (id === 'square:8') expect(side.fit.square / side.dpr).toBeGreaterThanOrEqual(ONE_TAP_CSS);
  }
  expect(boardFitChoice(parseLayout('petri:7'), 'side').labelsOnRim).toBe(false);
  expect(boardFitChoice(parseLayout('square:12'), 'side').labelsOnRim).toBe(false);
});
