// Notices show text that may come from a link: it is cut to a few lines, never split mid-character.
import { describe, expect, test } from 'vitest';
import { cutForScreen, NOTICE_MAX_CHARS, SLOT_FONTS, slotFont } from '../../src/ui/notice.ts';
import { NOTICE_LEAST } from '../../src/ui/notice-place.ts';

describe('notice text', () => {
  test('short text is shown as it is', () => {
    expect(cutForScreen('Link copied: it opens this game at this move.')).toBe(
      'Link copied: it opens this game at this move.',
    );
    const exact = 'y'.repeat(NOTICE_MAX_CHARS);
    expect(cutForScreen(exact)).toBe(exact);
  });

  test('100,000 x and a 3,000-character move list are cut, with an ellipsis', () => {
    for (const text of [
      'x'.repeat(100_000),
      `That link could not be opened: the link's moves are wrong: ${'c3.d4.'.repeat(500)}.`,
    ]) {
      const cut = cutForScreen(text);
      expect(Array.from(cut)).toHaveLength(NOTICE_MAX_CHARS);
      expect(cut.endsWith('…')).toBe(true);
      expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    }
  });

  test('a character outside the basic plane is kept whole', () => {
    const cut = cutForScreen('🧫'.repeat(300), 10);
    expect(cut).toBe('🧫'.repeat(9) + '…');
  });
});

describe('a notice in its slot (the hint bubble, a refused tap)', () => {
  test('the largest size that fits, never under the readable floor of 12 CSS px, however long the words', () => {
    expect(slotFont(() => true)).toBe(15);
    expect(slotFont((px) => px <= 13)).toBe(13);
    // Words that would fit only at 11 px stay at 12 (the slot hides what overflows), not 11.
    expect(slotFont((px) => px <= 11)).toBe(12);
    expect(slotFont(() => false)).toBe(SLOT_FONTS.least);
    expect(SLOT_FONTS.least).toBeGreaterThanOrEqual(12);
  });

  test("the least slot holds a hint's two lines at 15 px and four at the floor", () => {
    const padding = 6;
    expect(2 * 15 * 1.2 + padding).toBeLessThanOrEqual(NOTICE_LEAST.height);
    expect(4 * SLOT_FONTS.least * 1.2 + padding).toBeLessThanOrEqual(NOTICE_LEAST.height);
  });
});
