// Notices show text that may come from a link: it is cut to a few lines, never split mid-character.
import { describe, expect, test } from 'vitest';
import { cutForScreen, NOTICE_MAX_CHARS } from '../../src/ui/notice.ts';

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
