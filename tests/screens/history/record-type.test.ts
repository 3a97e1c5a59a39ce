// The Record's type on the screens a player meets: every size at least the game's least (13 CSS
// px), its secondary lines and the tiles' labels at 14; and on an upright phone, where five tiles
// share the width, the win rate's note stands in a line under them, not in four lines in its tile.
import { expect, test } from 'vitest';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import {
  notesLine,
  notesUnder,
  puzzlesColumn,
  recordType,
  RECORD_LINE_CSS,
  tileWidth,
} from '../../../src/screens/history/record-type.ts';
import { FIGURE_WORDS, rateSoonWords } from '../../../src/screens/history/history-words.ts';

const SHAPES = [
  [390, 844],
  [844, 390],
  [1024, 768],
  [1280, 720],
] as const;

/** The Record's column as history.ts and history-record.ts size it: the window, less its inside margin. */
function column(w: number, h: number, dpr: number): { inner: number; u: number } {
  const { u } = screenShape(w * dpr, h * dpr, dpr);
  const short = h < 560 && w > h;
  const colW = Math.min(w * dpr - 28 * u, (short ? 1300 : 760) * u);
  const inner = colW - 16 * u;
  const two = inner >= 2 * 480 * u;
  return { inner: two ? (inner - 24 * u) / 2 : inner, u };
}

test.each(SHAPES)('%i×%i: every size of the Record at least 13 CSS px, its lines at 14', (w, h) => {
  for (const dpr of [1, 2, 3]) {
    const { u } = screenShape(w * dpr, h * dpr, dpr);
    const type = recordType(u, dpr);
    for (const [name, size] of Object.entries(type))
      expect(size / dpr, `${name} at ${dpr}`).toBeGreaterThanOrEqual(13);
    expect(type.line / dpr).toBeGreaterThanOrEqual(RECORD_LINE_CSS);
    expect(type.label / dpr).toBeGreaterThanOrEqual(RECORD_LINE_CSS);
    expect(RECORD_LINE_CSS).toBe(14);
  }
});

test('a phone’s tiles give the win rate’s note to a line under them; a desktop’s keep it', () => {
  // A new player's five tiles (record-figures.ts): the win rate still to come.
  const totals = [
    FIGURE_WORDS.games,
    FIGURE_WORDS.won,
    FIGURE_WORDS.rate,
    FIGURE_WORDS.streak,
    FIGURE_WORDS.best,
  ].map((label) => ({ label, note: label === FIGURE_WORDS.rate ? rateSoonWords(0, 10) : null }));
  const f = { totals };
  expect(notesLine(f.totals)).toBe('Win rate shows after 10 games: 0 so far');
  expect(notesLine([{ label: FIGURE_WORDS.puzzles, note: null }])).toBeNull();
  for (const [w, h, under] of [
    [390, 844, true],
    [844, 390, true],
    [1024, 768, false],
    [1280, 720, false],
  ] as const)
    for (const dpr of [1, 3]) {
      const { inner, u } = column(w, h, dpr);
      const each = tileWidth(inner, f.totals.length, u);
      expect(notesUnder(each, dpr), `${w}x${h} at ${dpr}: ${each / dpr} CSS px a tile`).toBe(under);
    }
});

test("on a phone on its side the puzzles go under the shorter column: under the chart they ran under the footer's buttons beside a half-empty column", () => {
  // A new player's Record at 844×390 (CSS px from the window's top): the tiles, the win rate's
  // line and the last games' chart end at 290; one opponent's and one board's rows end at 150.
  expect(puzzlesColumn(290, 150)).toBe('right');
  // Many opponents and boards: the rows run longer than the chart, the puzzles keep the left.
  expect(puzzlesColumn(290, 330)).toBe('left');
  expect(puzzlesColumn(290, 290)).toBe('left');
});
