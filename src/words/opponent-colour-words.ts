// The colour an opponent's cells play in, named where a player picks it ("Plays purple. ..."), so a
// new colour on the board from one game to the next is the opponent chosen, not a whim.
// Each colour is named as it looks: Easy's indigo reads blue, Medium's bright violet purple, the rose
// of Hard and the stronger opponents pink (palette.ts; the palettes' own names are the seed's).

/** The palettes by their own names (ui/palette.ts's PaletteName: words import no views). */
export type PaletteWordsKey = 'green' | 'blue' | 'fuchsia' | 'red' | 'yellow';

/** Each palette's colour as a player names it. */
export const COLOUR_WORDS: Readonly<Record<PaletteWordsKey, string>> = {
  green: 'green',
  blue: 'blue',
  fuchsia: 'purple',
  red: 'pink',
  yellow: 'yellow',
};

/** An opponent card's line with its colour first: "Plays purple. Takes the move that scores most now, …". */
export function playsColourLine(colour: PaletteWordsKey, line: string): string {
  return line.length > 0 ? `Plays ${COLOUR_WORDS[colour]}. ${line}` : `Plays ${COLOUR_WORDS[colour]}.`;
}
