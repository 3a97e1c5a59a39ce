// Custom boards (RULES.md section 8): `custom:RxC:BITS[:gravity]`, one bit per square of the
// R × C grid in reading order (top row first), as lowercase hexadecimal, the first bit the
// highest bit of its digit, the last digit padded with 0 bits.

import { LayoutError } from './layout-error.ts';
import type { LayoutShape } from './layout-shape.ts';
import { quoteInput } from './quote.ts';
import { SQUARE_GRID } from './topology.ts';

const FORM =
  'a custom board is custom:RxC:BITS or custom:RxC:BITS:gravity, R and C 2 to 12, ' +
  'BITS one hexadecimal digit per four squares, top row first (custom:3x3:ff8 is the full 3×3 grid)';

/** Reads a lowercase `custom:` id (the original text is for messages). */
export function customShape(lower: string, original: string): LayoutShape {
  const quoted = quoteInput(original.trim());
  const match = /^custom:(\d+)x(\d+):([0-9a-f]*)(?::([a-z]*))?$/.exec(lower);
  if (!match) throw new LayoutError(`${quoted} is not a layout id; ${FORM}`);
  if (/^0\d/.test(match[1]!) || /^0\d/.test(match[2]!))
    throw new LayoutError(`${quoted}: numbers are written without leading zeros; ${FORM}`);
  const rows = Number(match[1]);
  const cols = Number(match[2]);
  const bits = match[3]!;
  const option = match[4];
  if (option !== undefined && option !== 'gravity') {
    throw new LayoutError(
      `${quoted}: ${quoteInput(option)} is not an option of a custom board; the only one is :gravity`,
    );
  }
  if (rows < 2 || rows > 12 || cols < 2 || cols > 12) {
    throw new LayoutError(`${quoted}: R and C must be 2 to 12, not ${rows}x${cols}; ${FORM}`);
  }
  const count = rows * cols;
  const digits = Math.ceil(count / 4);
  if (bits.length !== digits) {
    throw new LayoutError(
      `${quoted}: a ${rows}x${cols} board needs ${digits} hexadecimal digits (one per four squares), not ${bits.length}`,
    );
  }
  const playableBits = new Uint8Array(count);
  for (let i = 0; i < digits * 4; i++) {
    const bit = (parseInt(bits[i >> 2]!, 16) >> (3 - (i & 3))) & 1;
    if (i < count) playableBits[i] = bit;
    else if (bit)
      throw new LayoutError(
        `${quoted}: the padding bits after the ${count} squares must be 0 (the last digit has ${count % 4} square${count % 4 === 1 ? '' : 's'} and ${4 - (count % 4)} padding bits)`,
      );
  }
  const playable = (r: number, c: number) => playableBits[(rows - 1 - r) * cols + c] === 1;
  let squares = 0;
  for (const bit of playableBits) squares += bit;
  if (squares < 2)
    throw new LayoutError(`${quoted}: at least 2 squares must be playable, and it marks ${squares}`);
  const gravity = option === 'gravity';
  if (gravity) {
    for (let c = 0; c < cols; c++) {
      let runs = 0;
      for (let r = 0; r < rows; r++) if (playable(r, c) && (r === 0 || !playable(r - 1, c))) runs++;
      if (runs > 1) {
        throw new LayoutError(
          `${quoted}: column ${String.fromCharCode(97 + c)} has a gap; under gravity the playable squares of each column form one unbroken run`,
        );
      }
    }
  }
  return {
    id: writeCustomId(rows, cols, playable, gravity),
    kind: 'custom',
    topology: SQUARE_GRID,
    rows,
    cols,
    gravity,
    playable,
  };
}

/** The canonical id of a custom board: which squares (r from the bottom) are playable. */
export function writeCustomId(
  rows: number,
  cols: number,
  playable: (r: number, c: number) => boolean,
  gravity = false,
): string {
  let bits = '';
  let digit = 0;
  let i = 0;
  for (let r = rows - 1; r >= 0; r--) {
    for (let c = 0; c < cols; c++, i++) {
      digit = (digit << 1) | (playable(r, c) ? 1 : 0);
      if ((i & 3) === 3) {
        bits += digit.toString(16);
        digit = 0;
      }
    }
  }
  if ((i & 3) !== 0) bits += (digit << (4 - (i & 3))).toString(16);
  return `custom:${rows}x${cols}:${bits}${gravity ? ':gravity' : ''}`;
}
