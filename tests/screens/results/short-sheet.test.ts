// The short sheet an upright phone shows first: when it opens, what it keeps, the count and its ticks, the drag that opens the whole sheet.
import { describe, expect, it } from 'vitest';
import {
  BESIDE_SHEET_CSS,
  BESIDE_WORDS_CSS,
  dragOpens,
  pictureBesideShort,
  shortHalves,
  shortPictureSide,
  opensShort,
  scoreCountAt,
  shortButtons,
  shortEarned,
  shortLines,
  ticks,
  TICK_EVERY_MS,
  WHOLE_ID,
} from '../../../src/screens/results/short-sheet.ts';
import { GAMES_ID, type ResultsButton } from '../../../src/screens/results/button-set.ts';

const b = (id: string, primary = false, small = false): ResultsButton => ({ id, label: id, primary, small });

describe('the short sheet', () => {
  it('opens short on an upright phone only, on the Result tab, until the whole sheet was opened', () => {
    const upright = { portrait: true, side: false, tab: 'result' as const, wholeOpened: false };
    expect(opensShort(upright)).toBe(true);
    expect(opensShort({ ...upright, portrait: false })).toBe(false);
    expect(opensShort({ ...upright, side: true })).toBe(false);
    expect(opensShort({ ...upright, tab: 'details' })).toBe(false);
    expect(opensShort({ ...upright, wholeOpened: true })).toBe(false);
  });

  it('opens whole after a lead that turned: its line and its one tap to the forecast, said once a device, stay in sight', () => {
    const upright = { portrait: true, side: false, tab: 'result' as const, wholeOpened: false };
    expect(opensShort({ ...upright, leadTurned: true })).toBe(false);
    expect(opensShort({ ...upright, leadTurned: false })).toBe(true);
  });

  it('keeps the primary, one more way on to a new game and the review, then the way to the whole sheet', () => {
    // After a win the review was two taps away (behind "More about this game"): one tap on every result.
    const won = shortButtons([b('next-step', true), b('again'), b('review'), b('more', false, true)], 'More');
    expect(won.map((x) => x.id)).toEqual(['next-step', 'again', 'review', WHOLE_ID]);
    const plain = shortButtons([b('again', true), b('review'), b('more', false, true)], 'More');
    expect(plain.map((x) => x.id)).toEqual(['again', 'review', WHOLE_ID]);
    const loss = shortButtons([b('review', true), b('again'), b('easier'), b('more', false, true)], 'More');
    expect(loss.map((x) => x.id)).toEqual(['review', 'again', WHOLE_ID]);
    expect(won.at(-1)).toMatchObject({ small: true, primary: false });
  });

  it('counts from 0 to the final figure, never past it, whole points', () => {
    expect(scoreCountAt(98, 0)).toBe(0);
    expect(scoreCountAt(98, 1)).toBe(98);
    const seen = [0, 0.1, 0.3, 0.5, 0.8, 0.99].map((t) => scoreCountAt(98, t));
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen.every((n) => Number.isInteger(n) && n <= 98)).toBe(true);
  });

  it('ticks when a figure moves, no closer together than a tick apart', () => {
    expect(ticks(true, 0, null)).toBe(true);
    expect(ticks(false, 500, null)).toBe(false);
    expect(ticks(true, 100, 100 - TICK_EVERY_MS + 1)).toBe(false);
    expect(ticks(true, 100, 100 - TICK_EVERY_MS)).toBe(true);
  });

  it('opens the whole sheet on a drag up far enough, not on a tap or a drag down', () => {
    expect(dragOpens(700, 640, 1)).toBe(true);
    expect(dragOpens(700, 690, 1)).toBe(false);
    expect(dragOpens(700, 760, 1)).toBe(false);
    expect(dragOpens(700, 640, 2)).toBe(false);
  });

  it("keeps a ladder step's line, stars and what they open, and the record's best ribbon; which star is for what, the tip and a second ribbon wait", () => {
    const ladder = {
      line: 'Step 1 cleared',
      opens: { n: 2, lesson: 'Mind the round edge' },
      next: { n: 2, on: 'Easy on a petri dish 5 across' },
      starsLine: '',
      starsWhy: 'Win by 4 for the second star',
      tip: 'Corners first',
    };
    const first = { kind: 'streak', title: '3 wins in a row', detail: 'Your best run yet' };
    const second = { kind: 'best-margin', title: 'Your biggest win against Easy', detail: null };
    const earned = { ladder, moments: [first, second] };
    const shown = { lines: ['You won!', 'You led by 21', 'Against Easy …'], earned } as unknown as Parameters<
      typeof shortLines
    >[0];
    expect(shortLines(shown)).toEqual([
      'You won!',
      'Step 1 cleared',
      'Step 2 unlocked',
      'Mind the round edge',
      'Easy on a petri dish 5 across',
      '3 wins in a row: Your best run yet',
    ]);
    const kept = shortEarned(shown.earned);
    // A reviewer who saw only the short sheet found no progress but the stars: the best ribbon stays.
    expect(kept.moments).toEqual([first]);
    expect(kept.ladder).toMatchObject({ starsWhy: '', tip: null, line: ladder.line });
    expect(shortLines({ lines: ['A draw', 'More'], earned: { ladder: null, moments: [] } })).toEqual([
      'A draw',
    ]);
    // Off the ladder the ribbon alone is kept.
    expect(shortEarned({ ladder: null, moments: [second] as never })).toEqual({
      ladder: null,
      moments: [second],
    });
  });

  it('keeps the quiet "In Your games" beside the way to the whole sheet, where the game was kept', () => {
    const kept = shortButtons(
      [b('again', true), b('review'), b(GAMES_ID, false, true), b('more', false, true)],
      'More',
    );
    expect(kept.map((x) => x.id)).toEqual(['again', 'review', WHOLE_ID, GAMES_ID]);
    expect(kept.at(-1)).toMatchObject({ small: true, primary: false });
  });
});

describe("the final board beside the short sheet's words", () => {
  // An upright tablet's sheet (768x1024: 744 CSS px wide) and an upright phone's (390x844: 366).
  const tablet = { x: 12, y: 100, width: 744, height: 900 };
  const phone = { x: 12, y: 400, width: 366, height: 430 };

  it('splits a wide sheet in two halves, the picture at the left and the words at the right; a phone keeps one column', () => {
    const halves = shortHalves(tablet, 1, 1)!;
    expect(halves.picture.x).toBeLessThan(tablet.x + tablet.width / 2);
    expect(halves.words.x).toBeGreaterThan(tablet.x + tablet.width / 2);
    // The picture's square and the words keep inside the sheet's padding and clear of each other.
    expect(halves.picture.x - halves.picture.most / 2).toBeGreaterThanOrEqual(tablet.x + 20);
    expect(halves.picture.x + halves.picture.most / 2).toBeLessThan(halves.words.x - halves.words.width / 2);
    expect(halves.words.x + halves.words.width / 2).toBeLessThanOrEqual(tablet.x + tablet.width - 20);
    expect(shortHalves(phone, 1, 1)).toBeNull();
    // In game pixels at twice the CSS scale, the same sheet is still a tablet's.
    const doubled = { ...tablet, width: tablet.width * 2 };
    expect(shortHalves(doubled, 0.5, 2)).not.toBeNull();
    expect(shortHalves({ ...tablet, width: BESIDE_SHEET_CSS - 1 }, 1, 1)).toBeNull();
  });

  it("stands beside a won step's tall words, not beside a draw's short line, as tall as they are within its half", () => {
    const halves = shortHalves(tablet, 1, 1)!;
    expect(pictureBesideShort(370, 1)).toBe(true);
    expect(pictureBesideShort(150, 1)).toBe(false);
    expect(pictureBesideShort(BESIDE_WORDS_CSS / 2, 2)).toBe(true);
    expect(shortPictureSide(halves, 250)).toBe(250);
    expect(shortPictureSide(halves, 2000)).toBe(halves.picture.most);
  });
});
