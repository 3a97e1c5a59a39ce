// The guided game's and the puzzle's lines for the ear: every line they draw, said by a square's
// name and the keys, with no word only eyes or fingers can follow.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { earWords, SIGHT_AND_TOUCH } from '../../src/ui/ear-words.ts';
import { missedWords, type TutorialPhase } from '../../src/words/tutorial-words.ts';
import { GUIDED_WORDS } from '../../src/words/tutorial-script.ts';

/** The guided game's script: every line, a figure (or "Tap", or "Click") in place of each value it takes. */
const scriptLines = Object.values(GUIDED_WORDS).flatMap((w) =>
  typeof w === 'function'
    ? [
        (w as (...n: unknown[]) => string)(4, 4),
        (w as (...n: unknown[]) => string)('Tap'),
        (w as (...n: unknown[]) => string)('Click'),
      ]
    : [w],
);

const b2 = { square: 'b2', column: null };
const columnB = { square: 'b1', column: 'b' };
const none = { square: null, column: null };

/** The words a screen's model gives for its lines: the literals passed to say, tap, opponent and setText, a value in place of each `${…}`. */
function drawnLines(file: string): string[] {
  const source = readFileSync(resolve(import.meta.dirname, '../../src', file), 'utf8');
  const lines: string[] = [];
  for (const m of source.matchAll(
    /(?:say|tap|opponent|setText)\((?:'[a-z]\d',\s*)?(?:[^()'"`]*\?\s*)?(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g,
  )) {
    lines.push(m[2]!.replace(/\$\{[^}]*\}/g, '4'));
  }
  // The puzzle's two lines for its feedback (`tries === 0 ? … : …`).
  for (const m of source.matchAll(/\?\s*(['`])((?:(?!\1).)*)\1\s*:\s*(['`])((?:(?!\3).)*)\3/g)) {
    lines.push(m[2]!.replace(/\$\{[^}]*\}/g, 'square'), m[4]!.replace(/\$\{[^}]*\}/g, 'square'));
  }
  return lines;
}

describe('earWords', () => {
  test("the guided game's asks are said by the square's name and Enter", () => {
    expect(earWords('Tap the glowing square to place your first cell.', b2)).toBe(
      'Press Enter on b2 to place your first cell.',
    );
    expect(earWords('Your turn again. Tap the glowing square, right beside your cell.', b2)).toBe(
      'Your turn again. Press Enter on b2, right beside your cell.',
    );
    // With a mouse the drawn line says "Click"; the ear hears the same.
    expect(earWords('Click the glowing square, beside your cell.', b2)).toBe(
      'Press Enter on b2, beside your cell.',
    );
    expect(earWords('One square is left. Click the glowing square.', b2)).toBe(
      'One square is left. Press Enter on b2.',
    );
    expect(
      earWords('In a beaker, cells fall to the bottom. Tap anywhere in the glowing column.', columnB),
    ).toBe('In a beaker, cells fall to the bottom. Press Enter on any square of column b.');
    // A line that asks for a move without naming a square says it after.
    expect(earWords('Drop another cell into the same column.', columnB)).toBe(
      'Drop another cell into the same column. Press Enter on any square of column b.',
    );
  });

  test("the score, colours and the wrong square's directions are said in words", () => {
    expect(earWords('Your cell is on its own, so it counts 1. Your score is at the top: 4.', none)).toBe(
      'Your cell is on its own, so it counts 1. Your score: 4.',
    );
    expect(earWords('You play the green cells · 5 moves left', none)).toBe(
      'You play the cells named yours · 5 moves left',
    );
    expect(earWords("Now it is the opponent's turn. It places a cell of its colour.", none)).toBe(
      "Now it is the opponent's turn. It places one of its own cells.",
    );
    expect(earWords('Not that one: the glowing square is higher up and to the right.', b2)).toBe(
      'Not that one: press Enter on b2.',
    );
    expect(earWords('Not that one: the glowing square, b2, is higher up and to the right.', b2)).toBe(
      'Not that one: press Enter on b2.',
    );
    expect(earWords('Tap the glowing square b2, left of your first cell.', b2)).toBe(
      'Press Enter on b2, left of your first cell.',
    );
    expect(earWords('Press Next to go on.', none)).toBe('Press N for Next to go on.');
    expect(earWords('Tap the square you would play.', none)).toBe(
      'Press Enter on the square you would play.',
    );
  });

  test('every line the guided game and the puzzle draw has an ear version free of sight and touch words', () => {
    const lines = [
      ...drawnLines('screens/tutorial/tutorial-model.ts'),
      ...drawnLines('screens/puzzle/puzzle-model.ts'),
      ...scriptLines,
    ];
    expect(lines.length).toBeGreaterThan(12);
    expect(lines.some((line) => SIGHT_AND_TOUCH.test(line))).toBe(true);
    for (const line of lines)
      for (const place of [b2, columnB, none]) expect(earWords(line, place)).not.toMatch(SIGHT_AND_TOUCH);
    const points = [null, { x: 0, y: 0 }, { x: 100, y: 0 }, { x: 0, y: 100 }, { x: 100, y: 100 }];
    for (const phase of ['tap', 'opponent', 'next'] as TutorialPhase[]) {
      for (const gravity of [false, true]) {
        for (const tapped of points) {
          for (const wanted of points) {
            for (const press of ['Tap', 'Click']) {
              const drawn = missedWords(phase, gravity, tapped, wanted, 40, press);
              expect(earWords(drawn, gravity ? columnB : b2)).not.toMatch(SIGHT_AND_TOUCH);
            }
          }
        }
      }
    }
  });
});
