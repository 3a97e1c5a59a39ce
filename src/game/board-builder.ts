// The board builder's model (RULES.md section 8): a grid of rows × cols squares, each playable or
// not, some playable ones stem squares (section 12), with or without gravity; the edits the builder
// offers; and the way to and from a `custom:` id (with `/stem:SQUARES` after it when some squares
// are stem squares). Squares are kept in reading order (the top row first), as the id and the text
// grid write them.

import { moveCount } from './move-count.ts';
import { FIELD_MAX } from './text-fields.ts';
import { inHeart } from './heart-preset.ts';
import { parseLayout, tryParseLayout, tryParseRules, writeCustomId, type Layout } from '../engine/index.ts';

export const MIN_SIDE = 2;
export const MAX_SIDE = 12;

export interface BoardGrid {
  readonly rows: number;
  readonly cols: number;
  /** rows × cols, the top row first: cells[row * cols + col], row 0 at the top. */
  readonly cells: readonly boolean[];
  /** rows × cols as `cells`: the playable squares that hold a stem cell from the start. */
  readonly stems: readonly boolean[];
  readonly gravity: boolean;
}

const clampSide = (n: number) => Math.max(MIN_SIDE, Math.min(MAX_SIDE, Math.round(n)));
/** How a `custom:` id ends when cells fall (engine/custom-layout.ts writes it). */
const GRAVITY_SUFFIX = ':gravity';

export function makeGrid(
  rows: number,
  cols: number,
  on: (row: number, col: number) => boolean,
  gravity = false,
  stem: (row: number, col: number) => boolean = () => false,
): BoardGrid {
  rows = clampSide(rows);
  cols = clampSide(cols);
  const cells: boolean[] = [];
  const stems: boolean[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      cells.push(on(row, col));
      // Only a playable square holds a stem cell.
      stems.push(cells[cells.length - 1]! && stem(row, col));
    }
  return { rows, cols, cells, stems, gravity };
}

/** Whether the square is a stem square (a playable square that holds a stem cell from the start). */
export function isStem(grid: BoardGrid, row: number, col: number): boolean {
  return isOn(grid, row, col) && grid.stems[row * grid.cols + col] === true;
}

export function stemCount(grid: BoardGrid): number {
  return grid.stems.filter(Boolean).length;
}

/** Marks one playable square as a stem square or not (a square off the board stays as it is). */
export function markStem(grid: BoardGrid, row: number, col: number, stem: boolean): BoardGrid {
  if (!isOn(grid, row, col) || isStem(grid, row, col) === stem) return grid;
  return makeGrid(
    grid.rows,
    grid.cols,
    (r, c) => isOn(grid, r, c),
    grid.gravity,
    (r, c) => (r === row && c === col ? stem : isStem(grid, r, c)),
  );
}

export function isOn(grid: BoardGrid, row: number, col: number): boolean {
  return (
    row >= 0 && row < grid.rows && col >= 0 && col < grid.cols && grid.cells[row * grid.cols + col] === true
  );
}

export function squareCount(grid: BoardGrid): number {
  return grid.cells.filter(Boolean).length;
}

/** Sets one square (painting: the drag's first square decided `on`). */
export function paint(grid: BoardGrid, row: number, col: number, on: boolean): BoardGrid {
  if (isOn(grid, row, col) === on || row < 0 || row >= grid.rows || col < 0 || col >= grid.cols) return grid;
  return makeGrid(
    grid.rows,
    grid.cols,
    (r, c) => (r === row && c === col ? on : isOn(grid, r, c)),
    grid.gravity,
    (r, c) => isStem(grid, r, c),
  );
}

export function toggle(grid: BoardGrid, row: number, col: number): BoardGrid {
  return paint(grid, row, col, !isOn(grid, row, col));
}

/** A new size; the squares keep their places counted from the bottom left (where gravity lands). */
export function resize(grid: BoardGrid, rows: number, cols: number): BoardGrid {
  const newRows = clampSide(rows);
  const d = newRows - grid.rows;
  return makeGrid(
    newRows,
    cols,
    (r, c) => isOn(grid, r - d, c),
    grid.gravity,
    (r, c) => isStem(grid, r - d, c),
  );
}

export function withGravity(grid: BoardGrid, gravity: boolean): BoardGrid {
  return { ...grid, gravity };
}

/** The grid moved square by square: `from` gives the old square of each new one; stem squares go along. */
const moved = (g: BoardGrid, rows: number, cols: number, from: (r: number, c: number) => [number, number]) =>
  makeGrid(
    rows,
    cols,
    (r, c) => isOn(g, ...from(r, c)),
    g.gravity,
    (r, c) => isStem(g, ...from(r, c)),
  );
export const mirrorLeftRight = (g: BoardGrid) => moved(g, g.rows, g.cols, (r, c) => [r, g.cols - 1 - c]);
export const mirrorTopBottom = (g: BoardGrid) => moved(g, g.rows, g.cols, (r, c) => [g.rows - 1 - r, c]);
/** A quarter turn clockwise: the left column becomes the top row. */
export const rotate = (g: BoardGrid) => moved(g, g.cols, g.rows, (r, c) => [g.rows - 1 - c, r]);
export const clear = (g: BoardGrid) => makeGrid(g.rows, g.cols, () => false, g.gravity);
export const invert = (g: BoardGrid) => makeGrid(g.rows, g.cols, (r, c) => !isOn(g, r, c), g.gravity);

/** The grid of any square-grid layout (a preset, a custom board); hexagonal boards have none. */
export function gridOfLayout(layout: Layout): BoardGrid {
  if (layout.grid !== 'square')
    throw new Error(`${layout.id} is a hexagonal board; the builder makes boards of squares`);
  // The layout counts rows from the bottom; the grid from the top.
  return makeGrid(
    layout.rows,
    layout.cols,
    (row, col) => layout.squareAt[(layout.rows - 1 - row) * layout.cols + col]! >= 0,
    layout.gravity,
  );
}

export type PresetName = 'full' | 'dish' | 'beaker' | 'flask' | 'ring' | 'cross' | 'heart';
export const PRESETS: readonly PresetName[] = ['full', 'dish', 'beaker', 'flask', 'ring', 'cross', 'heart'];

/**
 * A preset near the grid's size. The dish, beaker and flask are the game's own layouts (their
 * squares come from the engine), so they may change the size: a dish is square, a flask is as tall
 * as its shape.
 */
export function preset(name: PresetName, rows: number, cols: number): BoardGrid {
  const side = Math.min(rows, cols);
  const within = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
  switch (name) {
    case 'full':
      return makeGrid(rows, cols, () => true);
    case 'dish':
      return gridOfLayout(parseLayout(`petri:${within(side, 4, 12)}`));
    case 'beaker':
      return gridOfLayout(parseLayout(`beaker:${within(rows, 2, 10)}x${within(cols, 2, 10)}`));
    case 'flask': {
      const width = within(cols - (cols % 2), 4, 10);
      const bulb = width / 2 - 1; // rows of width W, W−2, …, 4
      return gridOfLayout(parseLayout(`flask:${width}x${within(rows - bulb, 1, 8)}`));
    }
    case 'ring':
      return makeGrid(rows, cols, (r, c) => r === 0 || c === 0 || r === rows - 1 || c === cols - 1);
    case 'cross': {
      // A bar a third as thick as the side, thickened by one where that centres it.
      const band = (n: number) => {
        const t = Math.max(1, Math.floor(n / 3));
        return t + ((n - t) % 2);
      };
      const inBand = (i: number, n: number) => Math.abs(i - (n - 1) / 2) < band(n) / 2;
      return makeGrid(rows, cols, (r, c) => inBand(r, rows) || inBand(c, cols));
    }
    case 'heart':
      return makeGrid(rows, cols, (r, c) => inHeart(rows, cols, r, c));
  }
}

/** The letters of the columns whose playable squares are not one unbroken run (a gap under gravity). */
export function brokenColumns(grid: BoardGrid): number[] {
  const broken: number[] = [];
  for (let col = 0; col < grid.cols; col++) {
    let runs = 0;
    for (let row = 0; row < grid.rows; row++) if (isOn(grid, row, col) && !isOn(grid, row - 1, col)) runs++;
    if (runs > 1) broken.push(col);
  }
  return broken;
}

const letter = (col: number) => String.fromCharCode(97 + col);

/** Why this grid cannot be played yet, in a player's words; null when it can. */
export function problemOf(grid: BoardGrid): string | null {
  const n = squareCount(grid);
  if (n < 2) return `Mark at least 2 squares to play (now ${n}).`;
  const free = n - stemCount(grid);
  if (free < 2)
    return `Stem squares leave ${free} square${free === 1 ? '' : 's'} to play: keep at least 2 squares without a stem cell.`;
  const broken = grid.gravity ? brokenColumns(grid) : [];
  if (broken.length > 0) {
    const names = broken.map(letter).join(', ');
    return (
      `Gravity: column${broken.length > 1 ? 's' : ''} ${names} ${broken.length > 1 ? 'have' : 'has'} a gap. ` +
      'A cell falls to the lowest empty square, so each column needs one unbroken run.'
    );
  }
  return null;
}

/** The grid's `custom:` id (written even for a grid that cannot be played yet, to keep it). */
export function customIdOf(grid: BoardGrid): string {
  return writeCustomId(grid.rows, grid.cols, (r, c) => isOn(grid, grid.rows - 1 - r, c), grid.gravity);
}

/**
 * The grid of a layout id or of a rules id whose options are only stem squares (a board saved with
 * stem squares: `custom:3x3:1ff/stem:b2`), or what is wrong with it.
 */
export function gridFromId(id: string): { grid: BoardGrid } | { error: string } {
  const slash = id.indexOf('/');
  if (slash < 0) return gridFromLayoutId(id);
  const read = tryParseRules(id);
  if ('error' in read) return read;
  const { rules } = read;
  if (rules.equalMoves || rules.scoring !== 'divisions' || rules.capture || rules.jumps)
    return {
      error: `${rules.id}: a board keeps its squares and stem squares only; choose the other rules in the menu`,
    };
  const plain = gridFromLayoutId(rules.layout.id);
  if ('error' in plain) return plain;
  const stems = new Set(rules.stemSquares);
  const { layout } = rules;
  const g = plain.grid;
  return {
    grid: makeGrid(
      g.rows,
      g.cols,
      (r, c) => isOn(g, r, c),
      g.gravity,
      (r, c) => stems.has(layout.squareAt[(g.rows - 1 - r) * g.cols + c]!),
    ),
  };
}

function gridFromLayoutId(id: string): { grid: BoardGrid } | { error: string } {
  const parsed = tryParseLayout(id);
  if ('error' in parsed) {
    // A draft the builder kept that is no board yet (0 or 1 squares, a gap under gravity) is read
    // as it was drawn: Play then says what it lacks.
    const draft = draftGrid(id);
    if (draft) return { grid: draft };
    // A gravity board with a gap is no layout yet, but the builder keeps it (and Play names the column).
    const plain = id.endsWith(GRAVITY_SUFFIX) ? tryParseLayout(id.slice(0, -GRAVITY_SUFFIX.length)) : parsed;
    if ('error' in plain || plain.layout.grid !== 'square') return { error: parsed.error };
    return { grid: withGravity(gridOfLayout(plain.layout), true) };
  }
  if (parsed.layout.grid !== 'square')
    return { error: `${parsed.layout.id} is a hexagonal board; the builder makes boards of squares` };
  return { grid: gridOfLayout(parsed.layout) };
}

/**
 * The grid of a `custom:` id as the builder wrote it, whether or not it can be played yet (any
 * number of squares, gaps under gravity); null for anything else.
 */
export function draftGrid(id: string): BoardGrid | null {
  const m = /^custom:(\d+)x(\d+):([0-9a-f]+)(:gravity)?$/.exec(id.trim().toLowerCase());
  if (!m) return null;
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  const bits = m[3]!;
  if (
    rows < MIN_SIDE ||
    rows > MAX_SIDE ||
    cols < MIN_SIDE ||
    cols > MAX_SIDE ||
    bits.length !== Math.ceil((rows * cols) / 4)
  )
    return null;
  // Reading order, the top row first, the first square the highest bit of its digit.
  const bit = (i: number) => ((parseInt(bits[i >> 2]!, 16) >> (3 - (i & 3))) & 1) === 1;
  return makeGrid(rows, cols, (row, col) => bit(row * cols + col), m[4] !== undefined);
}

/** The grid as text: one line per row, the top row first, `#` playable and `.` not. */
export function gridText(grid: BoardGrid): string {
  const lines: string[] = [];
  for (let row = 0; row < grid.rows; row++) {
    let line = '';
    for (let col = 0; col < grid.cols; col++) line += isOn(grid, row, col) ? '#' : '.';
    lines.push(line);
  }
  return lines.join('\n');
}

/**
 * Pasted text: a layout id (`custom:5x5:fc6b1f8`, `petri:7`, …) or a grid of `#` and `.` with the top
 * row first (spaces between squares and blank lines around are fine). A text grid keeps `gravity`.
 */
export function readPasted(text: string, gravity = false): { grid: BoardGrid } | { error: string } {
  if (text.length > FIELD_MAX) {
    const many = (n: number) => n.toLocaleString('en-US');
    return {
      error: `That paste is ${many(text.length)} characters; a board pasted is at most ${many(FIELD_MAX)} (12 rows of 12 squares, or its id).`,
    };
  }
  const trimmed = text.trim();
  if (trimmed === '')
    return { error: 'Nothing was pasted: paste a board id such as custom:3x3:ff8, or rows of # and .' };
  if (/^[a-z]+:/i.test(trimmed)) return gridFromId(trimmed);
  const lines = trimmed
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
  for (let i = 0; i < lines.length; i++) {
    const bad = /[^#.]/.exec(lines[i]!);
    if (bad)
      return {
        error: `Row ${i + 1} has "${bad[0]}": a text board uses # for a playable square and . for a gap.`,
      };
  }
  const cols = lines[0]!.length;
  const uneven = lines.findIndex((l) => l.length !== cols);
  const squares = (n: number) => `${n} square${n === 1 ? '' : 's'}`;
  if (uneven >= 0)
    return {
      error: `Row ${uneven + 1} has ${squares(lines[uneven]!.length)} but row 1 has ${cols}: every row needs the same number.`,
    };
  if (lines.length < MIN_SIDE || lines.length > MAX_SIDE || cols < MIN_SIDE || cols > MAX_SIDE) {
    return { error: `A board is 2 to 12 rows by 2 to 12 columns; this one is ${lines.length} by ${cols}.` };
  }
  return { grid: makeGrid(lines.length, cols, (r, c) => lines[r]![c] === '#', gravity) };
}

export interface BoardFacts {
  squares: number;
  /** Odd boards give player 1 one move more; even boards end in a draw of moves. */
  even: boolean;
  /** The facts in a player's words. */
  text: string;
}

export function factsOf(grid: BoardGrid): BoardFacts {
  const squares = squareCount(grid);
  // No move is played on a stem square (RULES.md section 12).
  const stems = stemCount(grid);
  const played = squares - stems;
  const even = played % 2 === 0;
  // Said as moves for each player ("odd", "even" and "once more" left a reviewer counting).
  const moves = even
    ? `${moveCount(played / 2)} each`
    : `player 1 gets ${moveCount((played + 1) / 2)}, player 2 gets ${(played - 1) / 2}`;
  const stemWords = stems === 0 ? '' : `, ${stems} with a stem cell`;
  return { squares, even, text: `${squares} square${squares === 1 ? '' : 's'}${stemWords}: ${moves}` };
}

/** The solved value in a player's words: player 1's final lead with best play from both sides. */
export function solvedText(value: number): string {
  if (value === 0) return 'a draw with best play';
  return `player ${value > 0 ? 1 : 2} wins by ${Math.abs(value)} with best play`;
}
