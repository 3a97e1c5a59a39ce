// The board as text, for the console front end and for debugging: top row first, as a person
// looking at the screen sees it. x is player 1, o is player 2, the last move in capitals.

import { columnLetter } from './names.ts';
import type { Position } from './position.ts';

export function renderBoardText(position: Position): string {
  const { rows, cols, squareAt } = position.layout;
  const last = position.lastMove();
  const lines: string[] = [];
  for (let r = rows - 1; r >= 0; r--) {
    let line = `${String(r + 1).padStart(2)} `;
    for (let c = 0; c < cols; c++) {
      const s = squareAt[r * cols + c]!;
      let mark = ' ';
      if (s >= 0) {
        const who = position.owner[s];
        mark = who === 0 ? '.' : who === 1 ? 'x' : 'o';
        if (s === last) mark = mark.toUpperCase();
      }
      line += ` ${mark}`;
    }
    lines.push(line.trimEnd());
  }
  lines.push(`   ${Array.from({ length: cols }, (_, c) => ` ${columnLetter(c)}`).join('')}`);
  return lines.join('\n');
}
