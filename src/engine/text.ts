// The board as text, for the console front end and for debugging: top row first, as a person
// looking at the screen sees it. x is player 1, o is player 2, the last move in capitals, # a
// stem cell.
// A hexagonal board is drawn with its rows shifted half a cell, as on screen; the letters of the
// columns stand below the bottom row and after the lowest cell of the columns that start on the
// lower right side.

import { columnLetter } from './names.ts';
import type { Position } from './position.ts';

export function renderBoardText(position: Position): string {
  const { rows, cols, squareAt, grid } = position.layout;
  const last = position.lastMove();
  const mark = (s: number) => {
    const who = position.owner[s];
    const m = who === 0 ? '.' : who === 1 ? 'x' : who === 2 ? 'o' : '#';
    return s === last ? m.toUpperCase() : m;
  };
  const lines: string[] = [];
  if (grid === 'hex') {
    // Text column of (r, c): twice the drawn x, c − r/2, shifted so the leftmost is 0.
    const shift = (rows - 1) / 2;
    for (let r = rows - 1; r >= 0; r--) {
      const chars: string[] = [];
      let lastC = -1;
      for (let c = 0; c < cols; c++) {
        const s = squareAt[r * cols + c]!;
        if (s < 0) continue;
        chars[2 * c - r + shift] = mark(s);
        lastC = c;
      }
      let line = `${String(r + 1).padStart(2)}  ${Array.from(chars, (ch) => ch ?? ' ').join('')}`;
      // The column ending this row starts here when its square below is off the board.
      if (r > 0 && lastC >= 0 && squareAt[(r - 1) * cols + lastC]! < 0) line += `  ${columnLetter(lastC)}`;
      lines.push(line.trimEnd());
    }
    const bottom: string[] = [];
    for (let c = 0; c < cols; c++) if (squareAt[c]! >= 0) bottom[2 * c + shift] = columnLetter(c);
    lines.push(`    ${Array.from(bottom, (ch) => ch ?? ' ').join('')}`.trimEnd());
    return lines.join('\n');
  }
  for (let r = rows - 1; r >= 0; r--) {
    let line = `${String(r + 1).padStart(2)} `;
    for (let c = 0; c < cols; c++) {
      const s = squareAt[r * cols + c]!;
      line += ` ${s >= 0 ? mark(s) : ' '}`;
    }
    lines.push(line.trimEnd());
  }
  lines.push(`   ${Array.from({ length: cols }, (_, c) => ` ${columnLetter(c)}`).join('')}`);
  return lines.join('\n');
}
