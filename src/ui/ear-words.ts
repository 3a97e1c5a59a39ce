// The guided game's and the puzzle's lines as a screen-reader player hears them: the drawn lines
// speak of sight and touch ("Tap the glowing square", "Your score is at the top", "the green
// cells"), which mean nothing by keyboard and ear. Said instead by the square's name and the keys
// ("Press Enter on b2", "Your score: 4", "the cells named yours"). The drawn lines stay for sighted
// players. No Phaser here, so the words are tested on their own.

/** Where the line asks the player to play, by name. */
export interface EarPlace {
  /** The square asked for ("b2"), or null when the line asks for none. */
  square: string | null;
  /** Under gravity, the column asked for ("b"): any of its squares drops the cell there. */
  column: string | null;
}

/** The line the shortcut for Next is told in (once); the guided game's grid says it. */
export const NEXT_SHORTCUT = 'Press N for Next.';

/** Sight and touch words, each with its words for the ear; `where` is the square or column asked for. */
const REWRITES: readonly [RegExp, (where: string) => string][] = [
  // "Not that one: the glowing square, a2, is higher up and to the right." — the name says where.
  [
    /Not that one: the glowing (?:square|column)(?:, [a-z]+\d+,)? is [^.]*\./g,
    (where) => `Not that one: press Enter on ${where}.`,
  ],
  // "Tap the glowing square a2, left of …": its name said once.
  [/\b(?:Tap|Click) the glowing square [a-z]+\d+\b/g, (where) => `Press Enter on ${where}`],
  [/\b(?:Tap|Click) anywhere in the glowing column\b/g, (where) => `Press Enter on ${where}`],
  [/\b(?:Tap|Click) the glowing (?:square|column)\b/g, (where) => `Press Enter on ${where}`],
  [/\b(?:tap|click) the glowing (?:square|column)\b/g, (where) => `press Enter on ${where}`],
  [/\bthe glowing (?:square|column)\b/g, (where) => where],
  [/\bYour score is at the top: /g, () => 'Your score: '],
  [/\bscore is at the top\b/g, () => 'score is said by S'],
  // The puzzle's "You play the green cells": the squares' names say "yours".
  [/\bYou play the \w+ cells\b/g, () => 'You play the cells named yours'],
  [/\ba cell of its colou?r\b/g, () => 'one of its own cells'],
  [/\bcells of their own colou?r\b/g, () => 'cells of their own'],
  [/\bCells of one colou?r\b/g, () => "One player's cells"],
  [/\btowards their own colou?r\b/g, () => 'towards their own'],
  [/\bfor its own colou?r\b/g, () => 'for its own player'],
  [/\bPress Next to go on\./g, () => `Press N for Next to go on.`],
  [/\b(?:Tap|Click)\b/g, () => 'Press Enter on'],
  [/\b(?:tap|click)\b/g, () => 'press Enter on'],
];

/** Words a line for the ear must not hold: what only the eyes or fingers can follow. */
export const SIGHT_AND_TOUCH =
  /\b(tap|taps|tapped|click|clicks|clicked|glowing|glow|at the top|green|red|blue|amber|yellow|purple|orange|colou?r|colou?rs)\b/i;

/** The line for the ear; a line that asks for a move and does not name the square says it after. */
export function earWords(line: string, place: EarPlace): string {
  const where =
    place.column !== null
      ? `any square of column ${place.column}`
      : (place.square ?? 'the square you choose');
  let said = line;
  for (const [find, words] of REWRITES) said = said.replace(find, () => words(where));
  const asks = place.square !== null || place.column !== null;
  if (asks && !said.includes(where)) said = `${said} Press Enter on ${where}.`;
  return said.replace(/\s+/g, ' ').trim();
}
