import { describe, expect, test } from 'vitest';
import { wrapWords } from '../../src/ui/toolbar-captions.ts';

// Ten game pixels a letter, a space as one letter: easy to reason about.
const measure = (s: string) => s.length * 10;

describe('wrapWords', () => {
  test.each([
    { text: 'Perfect play', limit: Infinity, lines: ['Perfect play'] },
    { text: 'Perfect play', limit: 120, lines: ['Perfect play'] },
    { text: 'Perfect play', limit: 119, lines: ['Perfect', 'play'] },
    { text: 'How to play', limit: 70, lines: ['How to', 'play'] },
    { text: 'Full screen', limit: 60, lines: ['Full', 'screen'] },
    { text: 'Undo', limit: 20, lines: ['Undo'] },
  ])('wrapWords - $text at $limit - $lines', ({ text, limit, lines }) => {
    expect(wrapWords(text, limit, measure)).toEqual(lines);
  });
});
