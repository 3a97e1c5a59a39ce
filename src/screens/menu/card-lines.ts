// A board card's words under its picture, fitted to the card: each line whole, never "Best play…".
// A line too long for the card is split at its spaces ("19 / hexagons", "Best play / known"), the
// card taking a third or a fourth line from its picture, so a hexagon's card says "Best play known"
// as the square cards do; where no room is left for that, the line takes its shorter form ("Best play").
// A card's name takes two lines where one is too narrow ("Petri" / "dish"), and a row of cards is made
// wide enough for its longest word ("Triangle"), never "Trian…".
// Phaser-free: the view hands in how wide a line is drawn, the tests a canvas's measure at the same sizes.

import { BEST_PLAY_KNOWN } from '../../words/best-play-known-words.ts';

/** The card's text sizes and inset, in design pixels (times the unit, never under 12 CSS px); room for two note lines is kept on every card, a third and a fourth where its words need them. */
export const CARD_TEXT = { pad: 6, title: 15, note: 12, noteLines: 2, mostLines: 4 } as const;

/** The shorter forms of a note's line, longest first, for a card with no room to split it. */
const SHORTER: Record<string, readonly string[]> = {
  [BEST_PLAY_KNOWN.mark]: [BEST_PLAY_KNOWN.cardShort],
};

/**
 * The note's lines as the card shows them: each line whole where it `fits` one line, else split at
 * its spaces where the lines left hold it (the whole note keeps to `most` lines), else in its
 * longest shorter form that fits. Returns the lines to draw, each one whole.
 */
export function cardNoteLines(
  note: string,
  fits: (line: string) => boolean,
  most: number = CARD_TEXT.mostLines,
): string[] {
  const given = note.split('\n');
  const out: string[] = [];
  given.forEach((line, i) => {
    const roomLeft = most - out.length - (given.length - 1 - i);
    if (fits(line)) return void out.push(line);
    const split = splitAtSpaces(line, fits);
    const shorter = (SHORTER[line] ?? []).find(fits);
    if (roomLeft >= 2 && split.length <= roomLeft) out.push(...split);
    else if (shorter !== undefined) out.push(shorter);
    else if (roomLeft >= 2) out.push(...split.slice(0, roomLeft));
    else out.push(line);
  });
  return out.slice(0, most);
}

/** A line split at its spaces into the fewest lines that fit (a single word that does not fit stays whole). */
function splitAtSpaces(line: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const word of line.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && fits(`${lines[last]} ${word}`)) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A card's name as the card shows it: whole on one line, else split at its spaces ("Petri" /
 * "dish") into at most `most` lines. A word too long for the card stays whole: the card is made
 * wide enough for its longest word (leastCardWidth).
 */
export function cardTitleLines(title: string, fits: (line: string) => boolean, most = 2): string[] {
  if (fits(title)) return [title];
  const lines = splitAtSpaces(title, fits);
  return lines.length <= most ? lines : [...lines.slice(0, most - 1), lines.slice(most - 1).join(' ')];
}

/**
 * The least width of a row of cards that shows every card's name whole: the longest word of any
 * name (`measure` says how wide a word is drawn) and the card's inset each side, and never under `least`.
 */
export function leastCardWidth(
  titles: readonly string[],
  measure: (word: string) => number,
  pad: number,
  least: number,
): number {
  const words = titles.flatMap((t) => t.split(' '));
  return Math.max(least, ...words.map((w) => Math.ceil(measure(w)) + 2 * pad));
}
