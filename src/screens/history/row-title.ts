// A Your games row's title fitted to the room it has, without Phaser: whole on one line at its size;
// else a little smaller, down to `least`; else on two lines where the row has room for them, split
// where the opponent ends and the result begins ("Player 1 vs Player 2" / "Player 2 won by 5");
// else cut at `least` by the view. The line under the title splits the same way at its last " · "
// ("Hexagon, 19 hexagons · Today, 03:21" / "You used hints") where the title took one line. The menu's
// Ladder card shrinks its step line the same way first.

export interface RowTitle {
  /** One line or two, as drawn; a line still too wide is cut by the view. */
  lines: string[];
  size: number;
}

export function fitRowTitle(o: {
  words: string;
  /** The width the title may take, and how many lines the row has room for. */
  room: number;
  lines: 1 | 2;
  size: number;
  least: number;
  /** How wide `text` is drawn at `size`. */
  widthAt: (text: string, size: number) => number;
  /** Where two lines split: at the first " · " (a title: opponent, then result) or the last (a row's line). */
  splitAt?: 'first' | 'last';
}): RowTitle {
  const { words, room, size, least, widthAt } = o;
  const wide = widthAt(words, size);
  if (wide <= room) return { lines: [words], size };
  // Type scales with its size: the size at which the line just fits.
  const fits = (text: string) => Math.min(size, (size * room) / widthAt(text, size));
  if (fits(words) >= least) return { lines: [words], size: Math.floor(fits(words) * 100) / 100 };
  const split = o.splitAt === 'last' ? words.lastIndexOf(' · ') : words.indexOf(' · ');
  if (o.lines === 2 && split > 0) {
    const two = [words.slice(0, split), words.slice(split + 3)];
    const both = Math.min(...two.map(fits));
    return { lines: two, size: Math.max(least, Math.floor(both * 100) / 100) };
  }
  return { lines: [words], size: least };
}
