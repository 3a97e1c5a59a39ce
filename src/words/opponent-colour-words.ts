// The colour an opponent's cells play in, named where a player picks it ("Plays fuchsia. ..."), so a
// new colour on the board from one game to the next is the opponent chosen, not a whim.
// Each colour is named as its cells look on the board, by the name most people give that colour (the
// xkcd colour survey's; tests/words/opponent-colour-words.test.ts measures it): Easy's indigo, lifted
// to read on the dish, shows periwinkle, a soft blue-violet ("blue" promised a deeper colour than the
// board shows); Medium's bright violet-pink shows fuchsia, the magenta of a screen ("purple" read as
// Easy's); the rose of Hard and the stronger opponents shows pink. The palettes' own names are the seed's.

/** The palettes by their own names (ui/palette.ts's PaletteName: words import no views). */
export type PaletteWordsKey = 'green' | 'blue' | 'fuchsia' | 'red' | 'yellow';

/** Each palette's colour as a player names it. */
export const COLOUR_WORDS: Readonly<Record<PaletteWordsKey, string>> = {
  green: 'green',
  blue: 'periwinkle',
  fuchsia: 'fuchsia',
  red: 'pink',
  yellow: 'yellow',
};

/** An opponent card's line with its colour first: "Plays fuchsia. Takes the move that scores most now, …". */
export function playsColourLine(colour: PaletteWordsKey, line: string): string {
  return line.length > 0 ? `Plays ${COLOUR_WORDS[colour]}. ${line}` : `Plays ${COLOUR_WORDS[colour]}.`;
}
