// The Resume card's picture: the saved game's cells drawn on its board, each in its player's
// colour, the empty squares left as the board draws them.
import { expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { parseRules, Position, readSquareName } from '../../../src/engine/index.ts';
import {
  drawGamePicture,
  gamePictureFrame,
  pictureMarks,
  type GameCells,
} from '../../../src/ui/art/game-picture.ts';
import { MARK_OF, pictureMarkShapes } from '../../../src/ui/mark-shapes.ts';
import { squarePlacement } from '../../../src/ui/art/boards.ts';
import type { Rgb } from '../../../src/ui/palette.ts';

const SQUARE = 40;
const GREEN: Rgb = [34, 250, 34];
const BLUE: Rgb = [34, 142, 250];

function picture(rules: string, moves: string[], marks: GameCells['marks'] = null, links = false) {
  const position = new Position(parseRules(rules));
  const square = (name: string) => {
    const read = readSquareName(position.layout, name);
    if (!('square' in read)) throw new Error(name);
    return read.square;
  };
  for (const m of moves) position.play(square(m));
  const f = gamePictureFrame(position.layout, SQUARE);
  const canvas = createCanvas(f.width, f.height);
  const ctx = canvas.getContext('2d');
  drawGamePicture(
    ctx as unknown as CanvasRenderingContext2D,
    {
      layout: position.layout,
      owner: position.owner,
      pattern: position.pattern,
      colours: [GREEN, BLUE],
      marks,
      links,
    },
    SQUARE,
  );
  const data = ctx.getImageData(0, 0, f.width, f.height).data;
  /** The pixel a third of the way from square `name`'s centre to its corner: inside a piece, whatever the cuts. */
  const at = (name: string): Rgb => {
    const p = squarePlacement({ layout: position.layout, square: SQUARE }, f, square(name));
    const x = Math.floor(p.centreX - SQUARE * 0.15);
    const y = Math.floor(p.centreY - SQUARE * 0.15);
    const i = 4 * (y * f.width + x);
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  /** The pixel at (dx, dy) square sides from square `name`'s centre (y down, as drawn). */
  const near = (name: string, dx: number, dy: number): Rgb => {
    const p = squarePlacement({ layout: position.layout, square: SQUARE }, f, square(name));
    const i = 4 * (Math.floor(p.centreY + dy * SQUARE) * f.width + Math.floor(p.centreX + dx * SQUARE));
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { at, near };
}

/** Which colour a pixel is nearest: the green player's, the blue player's, or neither (an empty square). */
function kind(rgb: Rgb): 'green' | 'blue' | 'empty' {
  const [r, g, b] = rgb;
  if (g > 120 && g > b + 40 && g > r + 60) return 'green';
  if (b > 120 && b > r + 60 && b > g + 20) return 'blue';
  return 'empty';
}

test.each(['square:5', 'hex:4', 'beaker:4x5'])(
  "drawGamePicture - %s - placed cells show in their player's colour, empty squares do not",
  (rules) => {
    const moves = rules.startsWith('beaker') ? ['a1', 'b1', 'a2'] : ['a1', 'c3', 'b1'];
    const { at } = picture(rules, moves);
    expect(kind(at(moves[0]!))).toBe('green');
    expect(kind(at(moves[1]!))).toBe('blue');
    expect(kind(at(moves[2]!))).toBe('green');
    expect(kind(at('d4'))).toBe('empty');
  },
);

test("drawGamePicture - square:5/stem - the stem cell waits pale with faint pieces earned so far, then once complete shows a piece in each neighbour's colour and the centre in the majority's", () => {
  // Green surrounds c3 but for b2, which blue holds; the fillers stay away from c3.
  const moves = ['c2', 'b2', 'd2', 'a5', 'b3', 'e5', 'd3', 'e1', 'b4', 'a3', 'c4', 'e3', 'd4'];
  const pale = (rgb: Rgb) => kind(rgb) === 'empty' && Math.min(...rgb) > 120;
  const waiting = picture('square:5/stem', moves.slice(0, -1));
  expect(pale(waiting.near('c3', 0, 0))).toBe(true); // no centre while it waits
  expect(pale(waiting.near('c3', 0.32, -0.32))).toBe(true); // towards d4, still empty
  // Towards b2 (blue's) and c2 (green's), a faint piece of each one's colour.
  const [r, g, b] = waiting.near('c3', -0.32, 0.32);
  expect(b - r, `towards b2: ${[r, g, b]}`).toBeGreaterThan(30);
  const [r2, g2, b2] = waiting.near('c3', 0, 0.35);
  expect(g2 - r2, `towards c2: ${[r2, g2, b2]}`).toBeGreaterThan(30);
  const done = picture('square:5/stem', moves);
  expect(kind(done.near('c3', 0, 0))).toBe('green'); // the centre: 7 pieces to 1
  expect(kind(done.near('c3', -0.32, 0.32))).toBe('blue'); // the piece towards b2, below left
  expect(kind(done.near('c3', 0.32, -0.32))).toBe('green'); // the piece towards d4
  expect(kind(done.near('c3', 0, 0.35))).toBe('green'); // towards c2
});

/** White, as the marks are drawn: far from both players' colours and from an empty square. */
const white = ([r, g, b]: Rgb): boolean => Math.min(r, g, b) > 200;

test.each(['square:5', 'hex:4', 'tri:4'])(
  "drawGamePicture - %s - with the colour-blind marks on, each player's cell carries its colour's mark as on the board: green a dot at the centre, blue a plus; off, none",
  (rules) => {
    const moves = ['a1', 'c3', 'b1'];
    const marks = pictureMarkShapes(['green', 'blue'], true);
    expect(marks).toEqual([MARK_OF.green, MARK_OF.blue]);
    const on = picture(rules, moves, marks);
    const off = picture(rules, moves);
    // The dot and the plus are white at the cell's centre; with the marks off the centre is the cell's colour.
    for (const m of moves) {
      expect(white(on.near(m, 0, 0)), `${rules} ${m} on`).toBe(true);
      expect(white(off.near(m, 0, 0)), `${rules} ${m} off`).toBe(false);
    }
    // The plus's arms reach out along the axes and leave the diagonals the cell's colour; the dot,
    // as wide as the plus (no mark is the small one), is round and white there too.
    const arm = rules === 'tri:4' ? 0.08 : 0.11;
    const diagonal = rules === 'tri:4' ? 0.06 : 0.08;
    expect(white(on.near('c3', arm, 0)), `${rules} plus arm`).toBe(true);
    expect(white(on.near('c3', diagonal, diagonal)), `${rules} between the plus's arms`).toBe(false);
    expect(white(on.near('a1', diagonal, diagonal)), `${rules} dot`).toBe(true);
  },
);

test("pictureMarks - one mark on each player's cell, none on an empty square, none with the marks off", () => {
  const position = new Position(parseRules('square:5'));
  for (const name of ['a1', 'c3', 'b1']) {
    const read = readSquareName(position.layout, name);
    if ('square' in read) position.play(read.square);
  }
  const game = {
    layout: position.layout,
    owner: position.owner,
    pattern: position.pattern,
    colours: [GREEN, BLUE],
  } as const;
  const shown = pictureMarks({ ...game, marks: ['dot', 'ring'] }, SQUARE);
  expect(shown.map((m) => m.shape).sort()).toEqual(['dot', 'dot', 'ring']);
  for (const m of shown) expect(m.side).toBeCloseTo(SQUARE * 0.42, 5);
  expect(pictureMarks({ ...game, marks: null }, SQUARE)).toEqual([]);
  expect(pictureMarks(game, SQUARE)).toEqual([]);
});

test('scoring by connections: the picture joins two touching cells of a player across their gap, as the board does', () => {
  // Green on b2 and c2 (touching), blue far off on e5: the gap between b2 and c2 is the board's
  // own without the links, the green bridge with them.
  const moves = ['b2', 'e5', 'c2'];
  const gap = (links: boolean) =>
    kind(picture('square:5/connections', moves, null, links).near('b2', 0.5, 0));
  expect(gap(false)).toBe('empty');
  expect(gap(true)).toBe('green');
  // Blue's lone cell has nothing to join: the gap beside it stays the board's.
  expect(kind(picture('square:5/connections', moves, null, true).near('e5', -0.5, 0))).toBe('empty');
});
