// A section's caption as a screen reader says it: the drawn capitals in sentence case and without
// the advice for fingers in brackets — "NAMES (TAP ONE TO CHANGE IT)" is "Names" — with the
// opponents' names capitalised as the screen writes them: "HINTS AGAINST EASY" is "Hints against Easy".

import { OPPONENT_CHOICES } from '../game/players.ts';

/** The opponents' names as a caption's lower-cased words hold them. */
const NAMES = new Set<string>(OPPONENT_CHOICES);

export function captionWords(caption: string): string {
  const words = caption
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i === 0 || NAMES.has(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w));
  return words.join(' ');
}
