// The first stem cell game's tip (RULES.md section 12), said once on a device as the game starts
// (screens/game/variant-tip.ts): what the grey cell is and how it is shared out.

/** `place`: "square", "hexagon", "triangle". */
export function stemTipWords(place: string): string {
  return `The grey stem cell is no one's. Fill every ${place} around it and it splits: a piece to each neighbour, its middle to whoever has more.`;
}
