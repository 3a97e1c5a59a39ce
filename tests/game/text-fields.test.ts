// What a text field takes: board names and player names are tidied alike (control characters
// such as NUL and ESC dropped, and the invisible ones that make two names look alike, spaces
// tidied), and a huge paste is cut or refused without reading it all.
import { describe, expect, test } from 'vitest';
import { readPasted } from '../../src/game/board-builder.ts';
import { tidyPersonName } from '../../src/game/people.ts';
import { tidyName } from '../../src/game/saved-boards.ts';
import { FIELD_MAX, tidyField } from '../../src/game/text-fields.ts';

const named = (text: string) => {
  const tidy = tidyName(text);
  return 'name' in tidy ? tidy.name : tidy.error;
};

describe('names', () => {
  test.each([
    ['NUL', 'Heart\u0000shape'],
    ['ESC and a colour', 'Heart\u001b[31mshape'],
    ['DEL', 'Heart\u007fshape'],
    ['a C1 control (CSI)', 'Heart\u009b31mshape'],
    ['a bell and a backspace', 'Heart\u0007\u0008shape'],
    ['a tab and a line break', 'Heart\tshape\n'],
  ])('%s: a board name and a player name are tidied alike', (_name, text) => {
    expect(named(text)).toBe(tidyPersonName(text));
    // eslint-disable-next-line no-control-regex
    expect(named(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  test.each([
    ['a zero-width space', 'Heart\u200b'],
    ['a right-to-left override', 'He\u202eart'],
    ['a byte-order mark and a soft hyphen', '\ufeffHe\u00adart'],
    ['direction marks and isolates', '\u200eHe\u2066art\u2069\u200f'],
  ])('%s: dropped, so the name is the one it looks like', (_name, text) => {
    expect(named(text)).toBe('Heart');
    expect(tidyPersonName(text)).toBe('Heart');
  });

  test.each([
    ['a NUL', 'Board \u0000 1'],
    ['a zero-width space', 'Board \u200b 1'],
    ['a C1 next-line', 'Board \u0085 1'],
  ])('%s between two spaces leaves one space: the name is the one it looks like', (_name, text) => {
    expect(named(text)).toBe('Board 1');
    expect(tidyPersonName(text)).toBe('Board 1');
  });

  test('an accent typed as a letter and a mark is the same name as the accented letter', () => {
    expect(named('Cafe\u0301')).toBe('Caf\u00e9');
    expect(tidyPersonName('Cafe\u0301')).toBe('Caf\u00e9');
  });

  test('the joiners stay: a family emoji and a Persian name keep their letters joined as written', () => {
    expect(named('👨\u200d👩\u200d👧')).toBe('👨\u200d👩\u200d👧');
    expect(named('می\u200cخواهم')).toBe('می\u200cخواهم');
  });

  test('a name that is only control characters is no name', () => {
    expect(tidyName('\u0000\u001b')).toEqual({ error: 'A board needs a name.' });
    expect(tidyPersonName('\u0000\u001b')).toBe('');
  });
});

describe('a huge paste', () => {
  const huge = 'a '.repeat(1 << 19);

  test('the cut never leaves half a character (an emoji across the limit is dropped whole)', () => {
    const tidy = tidyField(`a${'😀'.repeat(FIELD_MAX)}`);
    expect(tidy).toBe(`a${'😀'.repeat(FIELD_MAX / 2 - 1)}`);
    expect(tidy.isWellFormed()).toBe(true);
  });

  test('a 1 MB player name is cut', () => {
    expect(tidyPersonName(huge)).toBe(`${'a '.repeat(11)}a…`);
  });

  test('a 1 MB board name is refused', () => {
    expect(tidyName(huge)).toEqual({ error: "A board's name is at most 40 letters." });
  });

  test.each([
    ['an id', `custom:5x5:${'f'.repeat(1 << 20)}`],
    ['rows', '#.#\n'.repeat(1 << 18)],
  ])('1 MB of %s pasted into the builder is refused, saying how long it was', (_name, text) => {
    expect(readPasted(text)).toEqual({
      error: `That paste is ${text.length.toLocaleString('en-US')} characters; a board pasted is at most ${FIELD_MAX.toLocaleString('en-US')} (12 rows of 12 squares, or its id).`,
    });
  });

  test('the largest board still pastes', () => {
    const rows = Array.from({ length: 12 }, () => Array(12).fill('#').join(' ')).join('\r\n');
    expect(rows.length).toBeLessThan(FIELD_MAX);
    expect('grid' in readPasted(`\n\n${rows}\n\n`)).toBe(true);
  });
});
