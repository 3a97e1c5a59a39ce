// A layout drawn as text for the tests, top row first: '#' playable, '.' not.
import { parseLayout } from '../../src/engine/index.ts';

export function shape(id: string): string {
  const layout = parseLayout(id);
  const lines: string[] = [];
  for (let r = layout.rows - 1; r >= 0; r--) {
    let line = '';
    for (let c = 0; c < layout.cols; c++) line += layout.squareAt[r * layout.cols + c]! >= 0 ? '#' : '.';
    lines.push(line);
  }
  return lines.join('\n');
}
