// The two people who share one device: their names as entered (tidied and cut so a name fits a
// score panel) and which of them moves first. A name is only ever drawn as text, never as markup.

import { tidyField } from './text-fields.ts';

/** The most letters a name keeps: a first name and a family name; the HUD fits it (smaller, then cut at a word's end). */
export const NAME_MAX = 24;

export interface People {
  /** The names as entered, '' for none ("Player 1" / "Player 2" then). */
  names: [string, string];
  /** Which of the two moves first: 0 or 1. */
  first: 0 | 1;
}

/** A name as kept: tidied as every field is (tidyField), cut to NAME_MAX letters (a cut name ends in …). */
export function tidyPersonName(text: string): string {
  const tidy = tidyField(text);
  const letters = Array.from(tidy);
  return letters.length <= NAME_MAX
    ? tidy
    : letters
        .slice(0, NAME_MAX - 1)
        .join('')
        .trimEnd() + '…';
}

/** Person 0 or 1's name as shown. */
export function personName(people: People, person: 0 | 1): string {
  return people.names[person] || `Player ${person + 1}`;
}
