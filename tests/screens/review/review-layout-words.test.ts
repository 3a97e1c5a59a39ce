// The review's words never run under its chart: the longest real line, the key moment of a
// lost 8x8 game against Hard (the lesson, where it turned and why), put in the box the layout gives
// the line on each screen (screens/review/line-room.ts) with the text measured as drawn at its least
// size; where it does not fit, the lesson gives way, the move's why stays, and "More ›" ends it.
import { describe, expect, test } from 'vitest';
import { reviewLayout } from '../../../src/screens/review/review-layout.ts';
import { lineInRoom, type LinePart } from '../../../src/screens/review/line-room.ts';
import { LINE_LEAST_CSS } from '../../../src/screens/review/review-type.ts';
import { LINE_MORE_WORDS } from '../../../src/words/review-words.ts';
import { reviewScreen } from './review-screen.ts';

// The reviewer's screen (050-phone-p41-g2-review.png): move 13 of 64, b6.
const LESSON =
  "Your 7 slips cost about 20 of the 27. The other 7: Hard had more room to grow. After move 43, 17 empty squares touched Hard's cells, 10 yours: room to divide into.";
const KEY =
  'Key moment. Here it turned: b6, from level to losing by 4 (a rough guess: hard to judge from this far out). b6 scored +10 now, but b2 was worth about 2 more by the end: it has eight empty squares around it to grow into.';
const PARTS: LinePart[] = [
  { words: LESSON, spare: 1 },
  { words: KEY, spare: 0 },
  { words: 'Gold rings: the best moves for that turn.', spare: 3, ownLine: true },
];

/**
 * The height `words` take wrapped in `width` game px at `size`: a letter of the game's sans-serif is
 * about 0.52 of its size wide on average (measured on the drawn line: 47 letters in 378 CSS px at
 * 15.5), a line 1.2 of it high as Phaser draws it.
 */
function drawnHeight(words: string, width: number, size: number): number {
  const perLine = Math.floor(width / (0.52 * size));
  let lines = 0;
  for (const paragraph of words.split('\n')) {
    let used = Infinity;
    for (const word of paragraph.split(' ')) {
      if (used + 1 + word.length > perLine) {
        lines++;
        used = word.length;
      } else used += 1 + word.length;
    }
  }
  return lines * 1.2 * size;
}

describe.each([
  { tag: '390x844', css: [390, 844], dpr: 2 },
  { tag: '844x390', css: [844, 390], dpr: 2 },
  { tag: '1024x768', css: [1024, 768], dpr: 2 },
  { tag: '1280x720', css: [1280, 720], dpr: 1 },
])('the key moment’s words - $tag', ({ css, dpr }) => {
  const s = reviewScreen(css[0]!, css[1]!, dpr);
  const at = reviewLayout(s);
  const least = LINE_LEAST_CSS * dpr;
  const fits = (words: string) => drawnHeight(words, at.line.width, least) <= at.line.height;

  test('what is shown fits the line’s box, over the chart, and keeps why the move cost', () => {
    const room = lineInRoom(PARTS, fits);
    expect(drawnHeight(room.shown, at.line.width, least)).toBeLessThanOrEqual(at.line.height);
    expect(at.line.y + at.line.height).toBeLessThanOrEqual(at.chart.y);
    expect(room.shown).toContain('Here it turned: b6');
    expect(room.whole).toContain(LESSON);
    if (room.cut) expect(room.shown.endsWith(LINE_MORE_WORDS.more)).toBe(true);
    // The whole shows over the line and the chart on a tap: it fits there.
    const over = at.chart.y + at.chart.height - at.line.y;
    expect(
      drawnHeight(`${room.whole}\n${LINE_MORE_WORDS.close}`, at.line.width - 20 * s.u, least),
    ).toBeLessThanOrEqual(over);
  });
});

test('on the upright phone the whole line ran under the chart; now the lesson gives way, the why stays', () => {
  const s = reviewScreen(390, 844, 2);
  const at = reviewLayout(s);
  const least = LINE_LEAST_CSS * 2;
  const fits = (words: string) => drawnHeight(words, at.line.width, least) <= at.line.height;
  expect(fits(PARTS.map((p) => p.words).join(' '))).toBe(false);
  const room = lineInRoom(PARTS, fits);
  expect(room.cut).toBe(true);
  expect(room.shown).not.toContain('Your 7 slips');
  expect(room.shown).toContain('b2 was worth about 2 more by the end');
});

describe('lineInRoom', () => {
  const within = (n: number) => (words: string) => words.length <= n;
  test('all the words where they fit, nothing cut', () => {
    expect(lineInRoom([{ words: 'One. Two.', spare: 0 }], within(99))).toEqual({
      shown: 'One. Two.',
      whole: 'One. Two.',
      cut: false,
    });
  });
  test('past the spared parts, the last sentences go, then the last words', () => {
    const parts = [{ words: 'First one. Second one here.', spare: 0 }];
    expect(lineInRoom(parts, within(20)).shown).toBe(`First one. ${LINE_MORE_WORDS.more}`);
    expect(lineInRoom(parts, within(14)).shown).toBe(`First … ${LINE_MORE_WORDS.more}`);
  });
});
