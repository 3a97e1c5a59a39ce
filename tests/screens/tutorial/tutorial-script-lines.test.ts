// The guided game's words keep to two short lines each on an upright phone (a reviewer found its
// three-line steps dense): every line of the script, said with a finger or a mouse, the end with its
// next step, and the line for a tap not taken, wrapped as the card wraps them.
import { expect, test } from 'vitest';
import { missedWords } from '../../../src/words/tutorial-words.ts';
import { GUIDED_WORDS } from '../../../src/words/tutorial-script.ts';

/** `words` wrapped greedily at `width` characters a line, as the card wraps them by width. */
function wrapped(words: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

test('the script: every line keeps to two short lines on an upright phone, with a mouse too', () => {
  const lines = Object.values(GUIDED_WORDS).flatMap((w) => {
    if (typeof w !== 'function') return [w];
    const say = w as (...v: unknown[]) => string;
    // A move's sum (its pieces, the cells it touches, what each gains, the whole): the guided game's and large ones.
    if (say.length >= 3) return [say(8, 4, 2, 16), say(6, 3, 2, 12), say(8, 8, 2, 88)];
    return [say(88, 88), say(88, 7), say('Click')];
  });
  // The end's words with the next step, and the lines for a tap not taken, are on the card too.
  lines.push(`${GUIDED_WORDS.end(30, 7)} ${GUIDED_WORDS.nextStep(1, 'a 4×4 board')}`);
  lines.push(GUIDED_WORDS.lateCounts(1, 3, 2, 8, 16));
  lines.push(missedWords('tap', false, { x: 0, y: 0 }, { x: 20, y: -20 }, 10, 'Click'));
  // At 390 px the card's 19 px words wrap at about 44 characters (a reviewer's screenshot held
  // "It touches yours in two directions: a cut for", 45): 40 leaves room for wider letters.
  for (const line of lines) expect(wrapped(line, 40).length, line).toBeLessThanOrEqual(2);
});
