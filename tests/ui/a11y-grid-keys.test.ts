// The keys of the boards for screen readers: predictable by name on a hexagonal board, and Home
// and End (with Ctrl, the board's first and last squares) on every board.
import { expect, test } from 'vitest';
import { parseLayout, squareName, type Layout } from '../../src/engine/index.ts';
import { gridKey, HEX_KEYS, neighbourNames, stepWords, type Anchor } from '../../src/ui/a11y-grid-keys.ts';

const readingOrder = (layout: Layout) =>
  Array.from({ length: layout.size }, (_, s) => s).sort(
    (a, b) => layout.centreY[b]! - layout.centreY[a]! || layout.centreX[a]! - layout.centreX[b]!,
  );

/** The square reached from `from` by the keys, each "Key" or "Ctrl+Key". */
function walk(id: string, from: string, keys: string[]): string[] {
  const layout = parseLayout(id);
  const order = readingOrder(layout);
  const anchor: Anchor = { anchorX: null };
  let at = order.find((s) => squareName(layout, s) === from)!;
  return keys.map((k) => {
    const ctrl = k.startsWith('Ctrl+');
    const e = { key: ctrl ? k.slice(5) : k, ctrlKey: ctrl, metaKey: false } as KeyboardEvent;
    at = gridKey(e, layout, at, order, anchor) ?? at;
    return squareName(layout, at);
  });
}

test('hexagonal board - Up and Down keep the letter, Left and Right the number, as the label says', () => {
  expect(walk('hex:5', 'e5', ['ArrowUp'])).toEqual(['e6']);
  expect(walk('hex:5', 'e5', ['ArrowDown'])).toEqual(['e4']);
  expect(walk('hex:5', 'e5', ['ArrowLeft', 'ArrowRight', 'ArrowRight'])).toEqual(['d5', 'e5', 'f5']);
  // Up and back down come home, so a run of presses is heard as names that add up.
  expect(walk('hex:5', 'e5', ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown'])).toEqual([
    'e6',
    'e7',
    'e6',
    'e5',
  ]);
  // Where the same letter runs out (a5 is on the edge), the other neighbour above is taken.
  expect(walk('hex:5', 'a5', ['ArrowUp'])).toEqual(['b6']);
  expect(HEX_KEYS).toMatch(/Up and Down keep the letter \(e5 to e6 or e4\)/);
});

test('a hexagonal square names its six neighbours', () => {
  const layout = parseLayout('hex:5');
  const e5 = readingOrder(layout).find((s) => squareName(layout, s) === 'e5')!;
  expect(neighbourNames(layout, e5, readingOrder(layout)).split(', ').sort()).toEqual([
    'd4',
    'd5',
    'e4',
    'e6',
    'f5',
    'f6',
  ]);
});

test("Home and End go to the ends of the row, with Ctrl to the board's first and last squares", () => {
  expect(walk('square:5', 'c3', ['Home', 'End', 'Ctrl+Home', 'Ctrl+End'])).toEqual(['a3', 'e3', 'a5', 'e1']);
  expect(walk('hex:5', 'e5', ['Home', 'End'])).toEqual(['a5', 'i5']);
});

test('square board - arrows follow the drawn board, and other keys do not move', () => {
  expect(walk('square:5', 'c3', ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'])).toEqual([
    'c4',
    'd4',
    'd3',
    'c3',
  ]);
  const layout = parseLayout('square:5');
  expect(
    gridKey({ key: 'x', ctrlKey: false, metaKey: false } as KeyboardEvent, layout, 0, readingOrder(layout), {
      anchorX: null,
    }),
  ).toBeNull();
});

test('a built board with gaps - a step aside, squares passed and the edge are said', () => {
  // a4 is off: Up from a3 goes to b4, the nearest, and says so.
  const layout = parseLayout('custom:4x4:7fff');
  const order = readingOrder(layout);
  const at = (name: string) => order.find((s) => squareName(layout, s) === name)!;
  expect(walk('custom:4x4:7fff', 'a3', ['ArrowUp'])).toEqual(['b4']);
  expect(stepWords(layout, at('a3'), at('b4'), 'ArrowUp')).toBe(
    'No square above a3 in its column: b4 is the nearest.',
  );
  expect(stepWords(layout, at('b4'), at('b4'), 'ArrowUp')).toBe('No square above b4.');
  expect(stepWords(layout, at('b3'), at('b4'), 'ArrowUp')).toBeNull();
  // b3 off: Up from b2 passes it to b4, and says so.
  const gap = parseLayout('custom:4x4:fbff');
  const inGap = (name: string) => readingOrder(gap).find((s) => squareName(gap, s) === name)!;
  expect(walk('custom:4x4:fbff', 'b2', ['ArrowUp'])).toEqual(['b4']);
  expect(stepWords(gap, inGap('b2'), inGap('b4'), 'ArrowUp')).toBe('1 square off the board passed: b4.');
});
