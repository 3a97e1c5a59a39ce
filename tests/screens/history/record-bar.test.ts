// A Record row's bar: no part is told by its colour alone. Every part of every row says "3 won" /
// "2 lost" where all their words fit, else all say their counts (the headings name the order); a
// part too narrow shows the count alone; with the colour-blind marks on every loss is striped too,
// with them off nothing is.
import { expect, test } from 'vitest';
import { recordBarParts, recordBarWords, stripes } from '../../../src/screens/history/record-bar.ts';
import { barsHeading } from '../../../src/screens/history/history-words.ts';

// Words measured as 7 px a character: "3 won" 35 px.
const measure = (w: string) => w.length * 7;

test('marks on: each part says what it is where the words fit, the count alone where only it fits; losses striped', () => {
  const parts = recordBarParts({ won: 3, drawn: 1, lost: 2 }, 10, 360, true, measure, 2, 'words');
  expect(parts.map((p) => p.kind)).toEqual(['won', 'drawn', 'lost']);
  expect(parts.map((p) => p.words)).toEqual(['3 won', '1 drawn', '2 lost']);
  expect(parts.map((p) => p.striped)).toEqual([false, false, true]);
  expect(parts[0]!.x).toBe(10);
  expect(parts[2]!.x + parts[2]!.width).toBeCloseTo(370, 9);
  // A narrow bar: one draw in 20 games is 15 px, room for the count alone; the loss is striped all the
  // same. In 40 games, 7.5 px: not even the count.
  const narrow = recordBarParts({ won: 18, drawn: 1, lost: 1 }, 0, 300, true, measure, 2, 'words');
  expect(narrow.map((p) => p.words)).toEqual(['18 won', '1', '1']);
  expect(
    recordBarParts({ won: 38, drawn: 1, lost: 1 }, 0, 300, true, measure, 2, 'words')[2]!.words,
  ).toBeNull();
  expect(narrow[2]!.striped).toBe(true);
  // Only the count fits: 40 px for "2 lost" (42 + 4) does not, "2" does.
  const tight = recordBarParts({ won: 5, drawn: 0, lost: 2 }, 0, 140, true, measure, 2, 'words');
  expect(tight.map((p) => p.words)).toEqual(['5 won', '2']);
});

test('marks off: the same words, nothing striped; no games, no parts', () => {
  const parts = recordBarParts({ won: 3, drawn: 0, lost: 2 }, 0, 300, false, measure, 2, 'words');
  expect(parts.map((p) => p.words)).toEqual(['3 won', '2 lost']);
  expect(
    recordBarParts({ won: 5, drawn: 0, lost: 2 }, 0, 140, false, measure, 2, 'words').map((p) => p.words),
  ).toEqual(['5 won', '2']);
  expect(parts.some((p) => p.striped)).toBe(false);
  expect(recordBarParts({ won: 0, drawn: 0, lost: 0 }, 0, 300, true, measure, 2, 'words')).toEqual([]);
});

test('stripes stay inside their box and cross it from side to side', () => {
  const box = { x: 20, y: 5, width: 60, height: 18 };
  const lines = stripes(box, 7);
  expect(lines.length).toBeGreaterThan(8);
  for (const [x0, y0, x1, y1] of lines) {
    for (const [x, y] of [
      [x0, y0],
      [x1, y1],
    ] as const) {
      expect(x).toBeGreaterThanOrEqual(box.x);
      expect(x).toBeLessThanOrEqual(box.x + box.width);
      expect(y).toBeGreaterThanOrEqual(box.y);
      expect(y).toBeLessThanOrEqual(box.y + box.height);
    }
    // Rising to the right, at 45°.
    expect(x1 - x0).toBeCloseTo(y0 - y1, 9);
  }
});

test('the bars say their parts alike: words where every part of every row holds them, else counts, the heading naming the order', () => {
  const wide = [
    { won: 3, drawn: 1, lost: 2 },
    { won: 2, drawn: 0, lost: 1 },
  ];
  expect(recordBarWords(wide, 360, measure, 2)).toBe('words');
  // One draw in 20 games leaves no room for "1 drawn": every bar then says counts, the roomy ones too.
  const mixed = [...wide, { won: 18, drawn: 1, lost: 1 }];
  expect(recordBarWords(mixed, 300, measure, 2)).toBe('counts');
  const counted = recordBarParts(wide[0]!, 0, 360, false, measure, 2, 'counts');
  expect(counted.map((p) => p.words)).toEqual(['3', '1', '2']);
  expect(barsHeading('Against each opponent', 'counts')).toBe('Against each opponent: won · drawn · lost');
  expect(barsHeading('Against each opponent', 'words')).toBe('Against each opponent');
});
