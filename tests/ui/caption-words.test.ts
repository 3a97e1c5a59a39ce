import { expect, test } from 'vitest';
import { captionWords } from '../../src/ui/caption-words.ts';

test("a drawn caption as said: sentence case with the opponents' names capitalised, the bracketed advice left out", () => {
  expect(captionWords('SOUND')).toBe('Sound');
  expect(captionWords('HINTS AGAINST EASY')).toBe('Hints against Easy');
  expect(captionWords('HINTS AGAINST EXPERT')).toBe('Hints against Expert');
  expect(captionWords('HINTS VS MEDIUM — ON UNLESS TURNED OFF')).toBe(
    'Hints vs Medium — on unless turned off',
  );
  expect(captionWords('NAMES (TAP ONE TO CHANGE IT)')).toBe('Names');
  expect(captionWords('COLOUR-BLIND MARKS: A SHAPE PER COLOUR')).toBe(
    'Colour-blind marks: a shape per colour',
  );
});
