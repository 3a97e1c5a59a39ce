// The triangle neighbours picture's two inks in a part of the page (How to play's page, the first
// triangle game's card): the lit neighbours' gold and the corner-touching ones' pale red crosses.

/** How many pixels of `data` (RGBA) are the lit triangles' gold and the crosses' pale red. */
export function neighboursInks(data: ArrayLike<number>): { gold: number; red: number } {
  let gold = 0;
  let red = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 220 && g > 180 && g < 230 && b < 110) gold++;
    if (r > 220 && g > 110 && g < 160 && b > 100 && b < 150) red++;
  }
  return { gold, red };
}
